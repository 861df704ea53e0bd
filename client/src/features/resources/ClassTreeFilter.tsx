import { Box, Heading, HStack, IconButton, Link, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { classPath, type ClassNode } from './class-tree';

interface Props {
  /** What the tree classifies, e.g. 纸质图书 (names the navigation). */
  label: string;
  nodes: readonly ClassNode[] | undefined;
  selectedId?: string;
  /** The link of a class, or of 全部 for undefined. */
  hrefFor(id: string | undefined): string;
}

function ClassLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      asChild
      display="block"
      flex="1"
      minW="0"
      px="3"
      py="1.5"
      borderRadius="md"
      fontSize="sm"
      textDecoration="none"
      color={current ? 'white' : 'fg.default'}
      bg={current ? 'brand.600' : undefined}
      fontWeight={current ? 'semibold' : 'normal'}
      _hover={current ? undefined : { bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
      truncate
      title={children}
    >
      <RouterLink to={to} aria-current={current ? 'page' : undefined}>
        {children}
      </RouterLink>
    </Link>
  );
}

/**
 * The class tree of a kind as a filter: 全部, then the classes (a class includes its subclasses on
 * the server). Subclasses unfold under their class; the selected class's ancestors start unfolded.
 */
export function ClassTreeFilter({ label, nodes, selectedId, hrefFor }: Props) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const ancestors = new Set(classPath(nodes ?? [], selectedId).map((node) => node.id));
  const isOpen = (id: string) => toggled[id] ?? ancestors.has(id);

  const renderNodes = (items: readonly ClassNode[], depth: number) => (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" pl={depth > 0 ? '3' : '0'}>
      {items.map((node) => {
        const children = node.children ?? [];
        const open = isOpen(node.id);
        return (
          <li key={node.id}>
            <HStack gap="0.5">
              <ClassLink to={hrefFor(node.id)} current={node.id === selectedId}>
                {node.name}
              </ClassLink>
              {children.length > 0 && (
                <IconButton
                  aria-label={`${open ? '收起' : '展开'}${node.name}`}
                  aria-expanded={open}
                  size="xs"
                  variant="ghost"
                  onClick={() => setToggled((current) => ({ ...current, [node.id]: !open }))}
                >
                  {open ? <LuChevronDown /> : <LuChevronRight />}
                </IconButton>
              )}
            </HStack>
            {children.length > 0 && open && renderNodes(children, depth + 1)}
          </li>
        );
      })}
    </Stack>
  );

  return (
    <Box as="nav" aria-label={`${label}分类`} bg="white" borderRadius="lg" boxShadow="xs" p="4">
      <Heading as="h2" fontSize="md" fontWeight="bold" color="brand.800" pb="2" mb="2" borderBottom="2px solid" borderColor="brand.600">
        分类导航
      </Heading>
      <Box maxH={{ base: '60', md: 'none' }} overflowY={{ base: 'auto', md: 'visible' }}>
        <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
          <li>
            <ClassLink to={hrefFor(undefined)} current={!selectedId}>
              全部
            </ClassLink>
          </li>
        </Stack>
        {nodes ? (
          renderNodes(nodes, 0)
        ) : (
          <Stack gap="2" mt="2" aria-busy="true" role="status" aria-label="分类加载中">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h="6" />
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
