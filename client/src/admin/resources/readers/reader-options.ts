import type { Option } from '../../crud/types';

/** 授权 (spec §6): the rights the library grants a reader. */
export const READER_RIGHTS: readonly Option[] = [
  { value: 'CARD_ACCESS', label: '读者证级访问' },
  { value: 'DOWNLOAD', label: '下载' },
  { value: 'VENUE_BOOKING', label: '场馆预约' },
];

/** User level (spec §6): 1 is the special level. */
export const READER_LEVELS: readonly Option[] = [
  { value: '1', label: '特殊级别' },
  { value: '2', label: '普通' },
];

/** 138****0001: the list shows who it is without printing every reader's number. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}
