import type { TypedDocumentNode } from '@apollo/client';
import { Stack, Text } from '@chakra-ui/react';
import type { ActionDocuments, AnyResource, Column, Filter, ListVariables, PageOf, RowDialog, SiblingTab } from '../../crud/types';
import { defineResource } from '../../crud/types';
import type { ReviewStatus } from '../../gql/graphql';
import { MarkedText } from './MarkedText';
import type { QueueRow } from './queue-row';
import { ReplyForm, type UpdateDocument } from './ReplyForm';
import { stateOptions, type StateLabels } from './states';
import { SubmissionDetail, type DetailField } from './SubmissionDetail';

/** The words to mark in a row's texts: the sensitive words the filter found in it. */
export const rowMarks = (item: QueueRow): readonly string[] => item.flaggedWords ?? [];

/** A type's column; `marked`: the reader's text, its marked words highlighted (MarkedText). */
export type QueueColumn<TItem> = Column<TItem> & { marked?: boolean };

/** A type's 详情 field: a value, or (`text`) the reader's text, marked as in the list. */
export type QueueDetail<TItem> = DetailField<TItem> | { label: string; text: keyof TItem & string };

export interface QueueSpec<TItem extends QueueRow, TFilter extends object, TSort extends string> {
  /** Path under /admin, as in the menu. */
  path: string;
  title: string;
  /** What one item is called. */
  noun: string;
  /** The list, with every field 详情 shows (detail reads the row). */
  list: TypedDocumentNode<{ page: PageOf<TItem> }, ListVariables<TFilter, TSort>>;
  /** The type's generated documents: `crudDocuments('Message')`. */
  documents: { update?: UpdateDocument; actions: ActionDocuments };
  states: StateLabels;
  /** The type's own columns, the naming one first (reader, resource, time and state follow). */
  columns: NoInfer<QueueColumn<TItem>>[];
  /** The type's own fields in 详情 (reader, resource, times, state and reply follow). */
  details: NoInfer<QueueDetail<TItem>>[];
  /** The list shows the resource the item is about. */
  resource?: boolean;
  /** What the keyword searches, as the placeholder says it. */
  keyword: string;
  /** Filters of the type's own (after state, dates and keyword). */
  filters?: NoInfer<Filter<TFilter>>[];
  /** Row dialogs of the type's own, after 详情 and 回复. */
  dialogs?: NoInfer<RowDialog<TItem>>[];
  /**
   * The row's state buttons go through a dialog of the type's own (场馆预约: the calendar and
   * the clashes first); the batch buttons stay.
   */
  rowStateInDialog?: boolean;
  /** 回复 also sets this state (纠错: 已处理 with the reply), under this button label. */
  replySets?: { status: ReviewStatus; label: string };
  siblings?: SiblingTab[];
}

/**
 * One review queue of the back office (互动管理, 审核管理, 资源纠错): the list with state tabs,
 * submission dates, keyword, the reader (name and card) and the resource; 详情 and 回复 as row
 * dialogs; pass / not pass (or processed / not) singly and in batch, behind the confirm dialog for
 * batches; 删除. The type gives its documents, columns, 详情 fields and the names of its states.
 */
export function submissionQueue<TItem extends QueueRow, TFilter extends object, TSort extends string>(
  spec: QueueSpec<TItem, TFilter, TSort>,
): AnyResource {
  const states = stateOptions(spec.states);
  const stateLabel = (item: TItem) => states.find((state) => state.value === item.status)?.label ?? item.status;
  const { set: _set, ...withoutRowSet } = spec.documents.actions;
  const update = spec.documents.update;

  const readerColumn: Column<TItem> = {
    key: 'reader' as keyof TItem & string,
    label: '读者',
    render: (item) =>
      item.reader ? (
        <Stack gap="0">
          <Text as="span">{item.reader.name}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {item.reader.cardNumber}
          </Text>
        </Stack>
      ) : (
        '—'
      ),
  };
  const resourceColumn: Column<TItem> = {
    key: 'resource' as keyof TItem & string,
    label: '资源',
    render: (item) => (
      <Text as="span" display="block" truncate maxWidth="48" title={item.resource?.title}>
        {item.resource?.title ?? '—'}
      </Text>
    ),
  };

  const text = (item: TItem, key: keyof TItem, clamp?: number) => (
    <MarkedText text={item[key] as string | null} words={rowMarks(item)} clamp={clamp} />
  );
  const columns = spec.columns.map(({ marked, ...column }): Column<TItem> =>
    marked ? { ...column, render: (item) => text(item, column.key, 2) } : column,
  );
  const details = spec.details.map((field): DetailField<TItem> =>
    'text' in field ? { label: field.label, value: (item) => text(item, field.text) } : field,
  );
  const detail: RowDialog<TItem> = {
    label: '详情',
    render: (item) => <SubmissionDetail item={item} fields={details} stateLabel={stateLabel(item)} />,
  };
  const reply: RowDialog<TItem>[] = update
    ? [
        {
          label: '回复',
          render: (item, dialog) => (
            <ReplyForm
              id={item.id}
              reply={item.reply}
              update={update}
              status={spec.replySets?.status}
              submitLabel={spec.replySets?.label}
              dialog={dialog}
            />
          ),
        },
      ]
    : [];

  return defineResource<TItem, TItem, object, TFilter, TSort>({
    path: spec.path,
    title: spec.title,
    noun: spec.noun,
    list: spec.list,
    actions: spec.rowStateInDialog ? withoutRowSet : spec.documents.actions,
    setter: { field: 'status', label: '审核', valueLabel: '审核结果', options: states.slice(1), buttons: true },
    columns: [
      ...columns,
      readerColumn,
      ...(spec.resource ? [resourceColumn] : []),
      { key: 'createdAt' as keyof TItem & string, label: '提交时间', kind: 'date', sortField: 'createdAt' },
      { key: 'status' as keyof TItem & string, label: '状态', kind: 'enum', options: states },
    ],
    filters: [
      { name: 'status' as keyof TFilter & string, label: '状态', kind: 'enum', options: states, tabs: true },
      { name: 'from' as keyof TFilter & string, to: 'to' as keyof TFilter & string, label: '提交时间', kind: 'dateRange' },
      { name: 'keyword' as keyof TFilter & string, label: '关键词', kind: 'keyword', placeholder: spec.keyword },
      ...(spec.filters ?? []),
    ],
    fields: [],
    rowDialogs: [detail, ...reply, ...(spec.dialogs ?? [])],
    defaultSort: { sortBy: 'createdAt' as TSort, order: 'DESC' },
    siblings: spec.siblings,
  });
}
