import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../crud/format';
import type { QueueRow } from './queue-row';

export interface DetailField<TItem> {
  label: string;
  value(item: TItem): ReactNode;
}

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** 详情: every field of a submission, who sent it and when, its state, the reply and when it was reviewed. */
export function SubmissionDetail<TItem extends QueueRow>({
  item,
  fields,
  stateLabel,
}: {
  item: TItem;
  fields: DetailField<TItem>[];
  stateLabel: string;
}) {
  const rows: Array<[string, ReactNode]> = [
    ...fields.map((field): [string, ReactNode] => [field.label, field.value(item)]),
    ['读者', item.reader ? `${item.reader.name}（${item.reader.cardNumber}）` : null],
    ...(item.resource !== undefined ? [['资源', item.resource?.title] as [string, ReactNode]] : []),
    ['提交时间', formatDateTime(item.createdAt)],
    ['状态', stateLabel],
    ['回复', item.reply],
    ['审核时间', item.reviewedAt ? formatDateTime(item.reviewedAt) : null],
  ];
  return (
    <DataList.Root orientation="horizontal" aria-label="详情">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="20">{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">{shown(value)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
