import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirm } from '../../components/ConfirmDialog';
import { showSuccess } from '../../components/ui/toaster';
import { useStateFor } from '../../lib/useStateFor';
import { BatchBar } from './BatchBar';
import { useChoice } from './ChoiceDialog';
import { FormDialog } from './FormDialog';
import { batchSteps, documentsFor, type Step } from './list-actions';
import { FilterTabs, ListFilters } from './ListFilters';
import { ListPager } from './ListPager';
import { ListTable } from './ListTable';
import { RowActions } from './RowActions';
import { RowDialogHost } from './RowDialogHost';
import { SiblingTabs } from './SiblingTabs';
import { TreeTrail } from './TreeTrail';
import type { AnyResource, Row } from './types';
import { useListParams } from './useListParams';

type Item = Row & Record<string, unknown>;

export const OPERATION_DONE = '操作成功';
const POLL_MS = 3000;
const NOTHING_SELECTED: ReadonlySet<string> = new Set();

interface AdminListPageProps {
  config: AnyResource;
  /** Filter and input fields fixed by the page (a child list's parent: { resourceId: '12' }). */
  scope?: Record<string, string>;
  /** A list inside a page (smaller heading). */
  embedded?: boolean;
}

/**
 * The one list page of the back office (ARCHITECTURE §2): heading, 新增, filters, the table with
 * row selection, batch and row actions, and paging — all driven by the entity's config, with the
 * list's state in the URL (useListParams). Batch actions and 删除 ask for confirmation.
 */
export function AdminListPage({ config, scope, embedded }: AdminListPageProps) {
  const params = useListParams(config);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const choice = useChoice();

  const fixed = typeof config.fixedFilter === 'function' ? config.fixedFilter(params.filter) : config.fixedFilter;
  const filter = { ...params.filter, ...fixed, ...scope };
  const variables = {
    filter: Object.keys(filter).length ? filter : undefined,
    page: params.page,
    pageSize: params.pageSize,
    sortBy: params.sortBy,
    order: params.order,
  };
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(config.list, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const current = data ?? previousData;
  const items = useMemo(() => (current?.page.items ?? []) as Item[], [current]);
  const total: number = current?.page.total ?? 0;

  // The selection belongs to the page and filter it was made on: a new one starts with nothing selected.
  const [selected, setSelected] = useStateFor<string, ReadonlySet<string>>(location.search, NOTHING_SELECTED);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<{ id?: string }>();
  const [rowDialog, setRowDialog] = useState<{ index: number; item: Item }>();
  // After removals the page may be past the end: go to the last page that has items.
  const { page, pageSize, setPage } = params;
  useEffect(() => {
    if (data && data.page.items.length === 0 && data.page.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.page.total / pageSize)));
  }, [data, page, pageSize, setPage]);

  const polling = !!config.pollWhile?.(items);
  useEffect(() => {
    if (!polling) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [polling, startPolling, stopPolling]);

  /** Runs mutations (after 确定 when asked), then says 操作成功 and refetches the list. */
  async function run(steps: Step[], ask: boolean) {
    if (!steps.length || (ask && !(await confirm()))) return;
    setBusy(true);
    let done = 0;
    try {
      for (const step of steps) {
        await client.mutate({ mutation: step.mutation, variables: step.variables });
        done += 1;
      }
      showSuccess(OPERATION_DONE);
      setSelected(NOTHING_SELECTED);
    } catch {
      // The error link has shown the message (spec §8).
    } finally {
      setBusy(false);
    }
    // After a failure too when part of a mixed batch went through.
    if (done) await refetch().catch(() => undefined);
  }

  const setter = config.setter;
  const currentValue = (item: Item) => {
    const value = item[setter!.field];
    return setter!.multiple ? (Array.isArray(value) ? value.map(String) : []) : String(value ?? '');
  };
  const setOne = async (item: Item) => {
    const value = await choice.ask({
      title: setter!.label,
      label: setter!.valueLabel,
      options: setter!.options,
      multiple: setter!.multiple,
      value: currentValue(item),
    });
    const mutation = documentsFor(config, item).set;
    // A set may be empty (every right taken away); a single value may not.
    if ((value || Array.isArray(value)) && mutation) await run([{ mutation, variables: { id: item.id, value } }], false);
  };
  const setBatch = async (given?: string) => {
    const value =
      given ??
      (await choice.ask({
        title: `批量${setter!.label}`,
        label: setter!.valueLabel,
        options: setter!.options,
        multiple: setter!.multiple,
        note: `已选择 ${selected.size} 项`,
      }));
    if (value || Array.isArray(value)) await run(batchSteps(config, 'batchSet', items, selected, { value }), true);
  };

  const Toolbar = config.toolbar;
  const toForm = (to: string) =>
    navigate(to, { state: { listSearch: location.search, ...(to.startsWith('/') ? { listPath: location.pathname } : {}) } });
  const edit = (item: Item) => (config.formIn === 'dialog' ? setDialog({ id: item.id }) : toForm(config.editPath?.(item) ?? item.id));
  const closeDialog = (saved: boolean) => {
    setDialog(undefined);
    if (saved) void refetch();
  };

  return (
    <Stack gap="4" as={embedded ? 'section' : undefined} aria-label={embedded ? config.title : undefined}>
      {config.siblings && <SiblingTabs tabs={config.siblings} current={config.path} />}
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <HStack gap="3" align="baseline">
          <Heading as={embedded ? 'h3' : 'h2'} size={embedded ? 'lg' : 'xl'} fontWeight="semibold">
            {config.title}
          </Heading>
          {current && (
            <Badge variant="subtle" colorPalette="brand">
              {total}
            </Badge>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {Toolbar && <Toolbar filter={filter} refetch={() => void refetch()} />}
          {config.create && (
            <Button colorPalette="brand" size={embedded ? 'sm' : 'md'} onClick={() => (config.formIn === 'dialog' ? setDialog({}) : toForm('new'))}>
              <LuPlus /> 新增
            </Button>
          )}
        </HStack>
      </HStack>

      <Card.Root variant="outline" bg="bg">
        <Card.Body p={{ base: '3', md: '5' }}>
          <Stack gap="4">
            {config.trail && <TreeTrail config={config} params={params} />}
            <FilterTabs config={config} params={params} />
            <ListFilters config={config} params={params} />
            <BatchBar
              config={config}
              selected={selected.size}
              busy={busy}
              onBatch={(key) => run(batchSteps(config, key, items, selected), true)}
              onBatchSet={setBatch}
            />
            <ListTable
              config={config}
              params={params}
              items={items}
              loaded={!!current}
              loading={loading}
              busy={busy}
              failed={!!error}
              onRetry={() => refetch()}
              selected={selected}
              onSelect={setSelected}
              actions={(item) => (
                <RowActions
                  config={config}
                  item={item}
                  busy={busy}
                  run={run}
                  onEdit={() => edit(item)}
                  onLink={(index) => navigate(config.rowLinks![index].to(item, new URLSearchParams(location.search)))}
                  onSet={() => setOne(item)}
                  onDialog={(index) => setRowDialog({ index, item })}
                />
              )}
            />
            {current && <ListPager total={total} params={params} label={embedded ? `${config.title}分页` : undefined} />}
          </Stack>
        </Card.Body>
      </Card.Root>
      {config.formIn === 'dialog' && (
        <FormDialog config={config} open={dialog} extraInput={scope} listFilters={params.values} onClose={closeDialog} />
      )}
      {setter && choice.dialog}
      {config.rowDialogs && (
        <RowDialogHost
          config={config}
          open={rowDialog}
          onClose={() => setRowDialog(undefined)}
          onDone={() => {
            setRowDialog(undefined);
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
