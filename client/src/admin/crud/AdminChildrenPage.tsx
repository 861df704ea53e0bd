import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuArrowLeft, LuX } from 'react-icons/lu';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AdminListPage } from './AdminListPage';
import type { ChildrenScreen, ChildSection } from './children-types';

/**
 * The page of one item's children (source/{kind}/list/:id): the item's heading with 返回 and its
 * links, then one editable list per section, each scoped to its parent (its filter and every new
 * or edited child carry the parent's id) with its form in a dialog. A section nested under a row
 * of another (an edition's pages) shows once that row's link has chosen it.
 */
export function AdminChildrenPage({ screen }: { screen: ChildrenScreen }) {
  const params = useParams();
  const id = params[screen.parent.param] ?? '';
  const { data, error, loading } = useQuery(screen.parent.get, { variables: { id } });
  const parent = data?.item;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1" minWidth="0">
          {parent ? (
            <Heading as="h2" size="xl" fontWeight="semibold">
              {screen.parent.heading(parent)}
            </Heading>
          ) : error && !loading ? (
            <Heading as="h2" size="xl" fontWeight="semibold" color="fg.muted">
              内容加载失败
            </Heading>
          ) : (
            <Skeleton height="8" width="64" role="status" aria-label="加载中" />
          )}
          {parent !== undefined && parent !== null ? screen.parent.details?.(parent) : null}
        </Stack>
        <HStack gap="2">
          {screen.links?.map((link) => (
            <Button key={link.label} asChild size="sm" variant="outline">
              <Link to={link.to(params)}>{link.label}</Link>
            </Button>
          ))}
          <Button asChild size="sm" variant="outline">
            <Link to={screen.back.to(params)}>
              <LuArrowLeft /> {screen.back.label}
            </Link>
          </Button>
        </HStack>
      </HStack>
      {screen.sections.map((section) => (
        <Section key={section.field} section={section} />
      ))}
    </Stack>
  );
}

function Section({ section }: { section: ChildSection }) {
  const params = useParams();
  const [search] = useSearchParams();
  if ('param' in section.from) {
    return <AdminListPage config={section.config} scope={{ [section.field]: params[section.from.param] ?? '' }} embedded />;
  }
  const id = search.get(section.from.search);
  if (!id) return null;
  return <NestedSection key={id} section={section} id={id} />;
}

/** A list under a row of the list before (an edition's pages), named after that row, with 收起. */
function NestedSection({ section, id }: { section: ChildSection; id: string }) {
  const from = section.from as Extract<ChildSection['from'], { search: string }>;
  const [, setSearch] = useSearchParams();
  const { data } = useQuery(from.get, { variables: { id } });
  const prefix = section.config.paramPrefix ?? '';
  // Chosen from a row above: bring it into view.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }), []);
  const close = () =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(from.search);
      for (const key of [...next.keys()]) if (prefix && key.startsWith(prefix)) next.delete(key);
      return next;
    });

  return (
    <Box ref={box} borderWidth="1px" borderColor="brand.muted" rounded="lg" p={{ base: '3', md: '4' }} bg="brand.subtle/40" scrollMarginTop="20">
      <HStack justify="space-between" mb="3" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {data ? from.name(data.item) : '…'}
        </Text>
        <Button size="xs" variant="ghost" onClick={close}>
          <LuX /> 收起
        </Button>
      </HStack>
      <AdminListPage config={section.config} scope={{ [section.field]: id }} embedded />
    </Box>
  );
}
