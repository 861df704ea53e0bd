import { useQuery } from '@apollo/client/react';
import { Breadcrumb, Button, HStack } from '@chakra-ui/react';
import { Fragment } from 'react';
import { LuCornerLeftUp } from 'react-icons/lu';
import { pathTo } from './tree';
import type { AnyResource } from './types';
import type { ListParams } from './useListParams';

/**
 * Where a tree list is: rootLabel / ancestor / … / the class whose children are listed, each a
 * button back to that level, and 返回上级. The names come from the tree query; the current item
 * (and its parent, read from the record field named like the param) from the config's get
 * query, so a class the tree leaves out (a disabled one) still has its name and its way up.
 */
export function TreeTrail({ config, params }: { config: AnyResource; params: ListParams }) {
  const trail = config.trail!;
  const current = params.values[trail.param] ?? '';
  const tree = useQuery(trail.tree.query, { variables: trail.tree.variables, fetchPolicy: 'cache-and-network' });
  const item = useQuery(config.get!, { variables: { id: current }, skip: !current });
  const record = item.data?.item as Record<string, unknown> | undefined;
  const path = current && tree.data ? pathTo(trail.tree.nodes(tree.data), current) : [];
  const ancestors = path.slice(0, -1);
  const currentName = path.at(-1)?.name ?? (record ? String(record.name ?? current) : '…');
  const parent = path.length > 1 ? path.at(-2)!.id : String(record?.[trail.param] ?? '');
  const go = (id: string) => params.setFilters({ [trail.param]: id });

  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Breadcrumb.Root size="sm" aria-label="分类层级">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            {current ? (
              <Button variant="plain" size="xs" px="0" color="brand.fg" onClick={() => go('')}>
                {trail.rootLabel}
              </Button>
            ) : (
              <Breadcrumb.CurrentLink fontWeight="medium">{trail.rootLabel}</Breadcrumb.CurrentLink>
            )}
          </Breadcrumb.Item>
          {ancestors.map((node) => (
            <Fragment key={node.id}>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Button variant="plain" size="xs" px="0" color="brand.fg" onClick={() => go(node.id)}>
                  {node.name}
                </Button>
              </Breadcrumb.Item>
            </Fragment>
          ))}
          {current && (
            <>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink fontWeight="medium">{currentName}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </>
          )}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {current && (
        <Button size="xs" variant="outline" onClick={() => go(parent)}>
          <LuCornerLeftUp /> 返回上级
        </Button>
      )}
    </HStack>
  );
}
