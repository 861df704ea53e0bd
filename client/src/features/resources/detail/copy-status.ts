import type { CopyStatus } from '../../../gql/graphql';

/** A copy's status as the reader sees it. */
export const COPY_STATUS_LABELS: Record<CopyStatus, string> = {
  AVAILABLE: '在架',
  ON_LOAN: '借出',
  RESERVED: '已预约',
  IN_PROCESSING: '加工中',
  DAMAGED: '破损',
  LOST: '遗失',
};

export const COPY_STATUS_COLORS: Record<CopyStatus, string> = {
  AVAILABLE: 'green',
  ON_LOAN: 'orange',
  RESERVED: 'purple',
  IN_PROCESSING: 'blue',
  DAMAGED: 'gray',
  LOST: 'gray',
};
