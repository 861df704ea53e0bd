import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Badge, Box, Button, Card, Checkbox, EmptyState, Heading, HStack, Skeleton, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuInbox, LuPlus } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirm } from '../../components/ConfirmDialog';
import { showSuccess } from '../../components/ui/toaster';
import { CellValue } from './CellValue';
import { FilterTabs, ListFilters } from './ListFilters';
import { ListPager } from './ListPager';
import { TreeTrail } from './TreeTrail';
import type { ActionDocuments, AnyResource, Row } from './types';
import { useListParams } from './useListParams';

type Item = Row & Record<string, unknown>;

/** The batch buttons, in order; each shows when the config declares its document. */
const BATCH_ACTIONS: Array<{ key: keyof ActionDocuments & `batch${string}`; label: string; danger?: boolean }> = [
  { key: 'batchEnable', label: '批量启用' },
  { key: 'batchDisable', label: '批量停用' },
  { key: 'batchRecommend', label: '批量推荐' },
  { key: 'batchUnrecommend', label: '批量取消推荐' },
  { key: 'batchRemove', label: '批量删除', danger: true },
];

export const OPERATION_DONE = '操作成功';

/**
 * A row (or 全选) checkbox. Its real input lies, transparent, over the drawn box, so a click or
 * a browser test's check() lands on the labelled input itself.
 */
function SelectBox({ label, checked, onChange, disabled }: { label: string; checked: boolean | 'indeterminate'; onChange(on: boolean): void; disabled?: boolean }) {
  return (
    <Checkbox.Root size="sm" colorPalette="brand" position="relative" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} disabled={disabled}>
      <Checkbox.HiddenInput aria-label={label} style={OVERLAY_INPUT} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

const OVERLAY_INPUT = { clip: 'auto', width: '100%', height: '100%', margin: 0, top: 0, left: 0, opacity: 0, zIndex: 1, cursor: 'pointer' } as const;

/** From md up, the actions column stays in view at the right edge while a wide table scrolls. */
const STICKY_END = {
  position: { base: 'static', md: 'sticky' },
  insetInlineEnd: '0',
  bg: 'inherit',
  zIndex: '1',
  boxShadow: { md: 'inset 1px 0 0 var(--chakra-colors-border)' },
} as const;

/**
 * The one list page of the back office (ARCHITECTURE §2): heading, 新增, filters, the table with
 * row selection, batch and row actions, and paging — all driven by the entity's config, with the
 * list's state in the URL (useListParams).
 */
export function AdminListPage({ config }: { config: AnyResource }) {
  const params = useListParams(config);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const { actions } = config;

  const fixed = typeof config.fixedFilter === 'function' ? config.fixedFilter(params.filter) : config.fixedFilter;
  const filter = { ...params.filter, ...fixed };
  const variables = {
    filter: Object.keys(filter).length ? filter : undefined,
    page: params.page,
    pageSize: params.pageSize,
    sortBy: params.sortBy,
    order: params.order,
  };
  const { data, previousData, loading, error, refetch } = useQuery(config.list, { variables, notifyOnNetworkStatusChange: true });
  const current = data ?? previousData;
  const items = useMemo(() => (current?.page.items ?? []) as Item[], [current]);
  const total: number = current?.page.total ?? 0;

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // A new page or filter starts with nothing selected.
  useEffect(() => setSelected(new Set()), [location.search]);

  // After removals the page may be past the end: go to the last page that has items.
  useEffect(() => {
    if (data && data.page.items.length === 0 && data.page.total > 0 && params.page > 1) {
      params.setPage(Math.max(1, Math.ceil(data.page.total / params.pageSize)));
    }
    // Only when a new page of data arrives.
  }, [data]);

  const primary = config.columns.find((c) => c.primary) ?? config.columns[0];
  const nameOf = (item: Item) => String(item[primary.key] ?? item.id);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const someSelected = items.some((item) => selected.has(item.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Runs one mutation (after 确定 when asked), then says 操作成功 and refetches the list. */
  async function run<V extends object>(mutation: TypedDocumentNode<unknown, V>, vars: V, ask: boolean) {
    if (ask && !(await confirm())) return;
    setBusy(true);
    try {
      await client.mutate({ mutation, variables: vars });
      showSuccess(OPERATION_DONE);
      setSelected(new Set());
      await refetch();
    } catch {
      // The error link has shown the message (spec §8).
    } finally {
      setBusy(false);
    }
  }

  const toForm = (to: string) => navigate(to, { state: { listSearch: location.search } });
  const batches = BATCH_ACTIONS.filter((action) => actions[action.key]);
  const canFlag = { enable: !!(actions.enable && actions.disable), recommend: !!(actions.recommend && actions.unrecommend) };

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <HStack gap="3" align="baseline">
          <Heading as="h2" size="xl" fontWeight="semibold">
            {config.title}
          </Heading>
          {current && (
            <Badge variant="subtle" colorPalette="brand">
              {total}
            </Badge>
          )}
        </HStack>
        <Button colorPalette="brand" onClick={() => toForm('new')}>
          <LuPlus /> 新增
        </Button>
      </HStack>

      <Card.Root variant="outline" bg="bg">
        <Card.Body p={{ base: '3', md: '5' }}>
          <Stack gap="4">
            {config.trail && <TreeTrail config={config} params={params} />}
            <FilterTabs config={config} params={params} />
            <ListFilters config={config} params={params} />

            {batches.length > 0 && (
              <Wrap gap="2" align="center" bg="bg.subtle" rounded="md" px="3" py="2">
                <Text fontSize="sm" color="fg.muted" me="2" aria-live="polite">
                  已选择 <strong>{selected.size}</strong> 项
                </Text>
                {batches.map((action) => (
                  <Button
                    key={action.key}
                    size="xs"
                    variant="outline"
                    colorPalette={action.danger ? 'red' : 'gray'}
                    bg="bg"
                    disabled={selected.size === 0 || busy}
                    onClick={() => run(actions[action.key]!, { ids: [...selected] }, true)}
                  >
                    {action.label}
                  </Button>
                ))}
              </Wrap>
            )}

            <Box position="relative">
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm" interactive stickyHeader>
                  <Table.Header>
                    <Table.Row bg="bg.subtle">
                      <Table.ColumnHeader width="10">
                        <SelectBox
                          label="全选"
                          checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                          onChange={(on) => setSelected(on ? new Set(items.map((item) => item.id)) : new Set())}
                          disabled={items.length === 0}
                        />
                      </Table.ColumnHeader>
                      {config.columns.map((column) => {
                        const sorted = column.sortField && params.sortBy === column.sortField;
                        return (
                          <Table.ColumnHeader
                            key={column.key}
                            width={column.width}
                            whiteSpace="nowrap"
                            aria-sort={sorted ? (params.order === 'ASC' ? 'ascending' : 'descending') : undefined}
                          >
                            {column.sortField ? (
                              <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => params.toggleSort(column.sortField!)}>
                                {column.label}
                                {sorted ? params.order === 'ASC' ? <LuArrowUp /> : <LuArrowDown /> : <Box as={LuArrowUpDown} color="fg.subtle" />}
                              </Button>
                            ) : (
                              column.label
                            )}
                          </Table.ColumnHeader>
                        );
                      })}
                      <Table.ColumnHeader textAlign="end" whiteSpace="nowrap" {...STICKY_END}>
                        操作
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {!current && loading
                      ? Array.from({ length: 5 }, (_, row) => (
                          <Table.Row key={row}>
                            {Array.from({ length: config.columns.length + 2 }, (_, cell) => (
                              <Table.Cell key={cell}>
                                <Skeleton height="4" />
                              </Table.Cell>
                            ))}
                          </Table.Row>
                        ))
                      : items.map((item) => (
                          <Table.Row key={item.id} data-selected={selected.has(item.id) ? '' : undefined} bg={selected.has(item.id) ? 'brand.subtle' : 'bg'}>
                            <Table.Cell>
                              <SelectBox label={`选择 ${nameOf(item)}`} checked={selected.has(item.id)} onChange={(on) => toggle(item.id, on)} />
                            </Table.Cell>
                            {config.columns.map((column) => (
                              <Table.Cell key={column.key} minWidth={column.primary ? '48' : undefined} maxWidth={column.primary ? 'md' : undefined}>
                                <CellValue column={column} item={item} />
                              </Table.Cell>
                            ))}
                            <Table.Cell textAlign="end" {...STICKY_END}>
                              <HStack gap="0" justify="flex-end" wrap="nowrap" css={{ '& > button': { paddingInline: '1.5', minWidth: 'auto' } }}>
                                <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => toForm(item.id)}>
                                  编辑
                                </Button>
                                {config.rowLinks?.map((link) => (
                                  <Button key={link.label} size="xs" variant="ghost" colorPalette="brand" onClick={() => navigate(link.to(item))}>
                                    {link.label}
                                  </Button>
                                ))}
                                {canFlag.enable && (
                                  <Button size="xs" variant="ghost" colorPalette={item.enabled ? 'orange' : 'green'} disabled={busy}
                                    onClick={() => run(item.enabled ? actions.disable! : actions.enable!, { id: item.id }, false)}>
                                    {item.enabled ? '停用' : '启用'}
                                  </Button>
                                )}
                                {canFlag.recommend && (
                                  <Button size="xs" variant="ghost" colorPalette="gray" disabled={busy}
                                    onClick={() => run(item.recommended ? actions.unrecommend! : actions.recommend!, { id: item.id }, false)}>
                                    {item.recommended ? '取消推荐' : '推荐'}
                                  </Button>
                                )}
                                {actions.remove && (
                                  <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => run(actions.remove!, { id: item.id }, true)}>
                                    删除
                                  </Button>
                                )}
                              </HStack>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              {current && items.length === 0 && !loading && (
                <EmptyState.Root size="sm">
                  <EmptyState.Content>
                    <EmptyState.Indicator>
                      <LuInbox />
                    </EmptyState.Indicator>
                    <EmptyState.Title>暂无数据</EmptyState.Title>
                  </EmptyState.Content>
                </EmptyState.Root>
              )}
              {!current && error && !loading && (
                <Stack align="center" py="10" gap="3">
                  <Text color="fg.muted">列表加载失败</Text>
                  <Button size="sm" variant="outline" onClick={() => refetch()}>
                    重试
                  </Button>
                </Stack>
              )}
              {current && (loading || busy) && (
                <Box position="absolute" inset="0" bg="bg/60" display="flex" alignItems="center" justifyContent="center" rounded="md" aria-busy="true">
                  <Spinner color="brand.solid" />
                </Box>
              )}
            </Box>

            {current && <ListPager total={total} params={params} />}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
