import { Box, Button, Checkbox, EmptyState, Skeleton, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuInbox } from 'react-icons/lu';
import { CellValue } from './CellValue';
import { rowName } from './list-actions';
import type { AnyResource, Row } from './types';
import type { ListParams } from './useListParams';

type Item = Row & Record<string, unknown>;

/**
 * A row (or 全选) checkbox. Its real input lies, transparent, over the drawn box, so a click or
 * a browser test's check() lands on the labelled input itself.
 */
function SelectBox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  onChange(on: boolean): void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="brand"
      position="relative"
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      disabled={disabled}
    >
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

interface ListTableProps {
  config: AnyResource;
  params: ListParams;
  items: Item[];
  /** A page has arrived (the current or the previous one). */
  loaded: boolean;
  loading: boolean;
  busy: boolean;
  failed: boolean;
  onRetry(): void;
  selected: ReadonlySet<string>;
  onSelect(ids: ReadonlySet<string>): void;
  actions(item: Item): ReactNode;
}

/** The table: 全选 and row checkboxes, sortable headers, the cells, each row's actions; skeleton, empty and failed states. */
export function ListTable({ config, params, items, loaded, loading, busy, failed, onRetry, selected, onSelect, actions }: ListTableProps) {
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const someSelected = items.some((item) => selected.has(item.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };

  return (
    <Box position="relative">
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" interactive stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader width="10">
                <SelectBox
                  label="全选"
                  checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                  onChange={(on) => onSelect(on ? new Set(items.map((item) => item.id)) : new Set())}
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
            {!loaded && loading
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
                      <SelectBox label={`选择 ${rowName(config, item)}`} checked={selected.has(item.id)} onChange={(on) => toggle(item.id, on)} />
                    </Table.Cell>
                    {config.columns.map((column) => (
                      <Table.Cell key={column.key} minWidth={column.primary ? '48' : undefined} maxWidth={column.primary ? 'md' : undefined}>
                        <CellValue column={column} item={item} />
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end" {...STICKY_END}>
                      {actions(item)}
                    </Table.Cell>
                  </Table.Row>
                ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loaded && items.length === 0 && !loading && (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <EmptyState.Title>暂无数据</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {!loaded && failed && !loading && (
        <Stack align="center" py="10" gap="3">
          <Text color="fg.muted">列表加载失败</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            重试
          </Button>
        </Stack>
      )}
      {loaded && (loading || busy) && (
        <Box position="absolute" inset="0" bg="bg/60" display="flex" alignItems="center" justifyContent="center" rounded="md" aria-busy="true">
          <Spinner color="brand.solid" />
        </Box>
      )}
    </Box>
  );
}
