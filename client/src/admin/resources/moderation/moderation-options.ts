import type { Option } from '../../crud/types';

/** SensitiveCategory. */
export const SENSITIVE_CATEGORIES: readonly Option[] = [
  { value: 'AD', label: '广告推销' },
  { value: 'FRAUD', label: '诈骗引流' },
  { value: 'ILLEGAL', label: '违法违规' },
  { value: 'ABUSE', label: '不文明用语' },
  { value: 'OTHER', label: '其他' },
];

/** ReviewMode. */
export const REVIEW_MODES: readonly Option[] = [
  { value: 'MANUAL', label: '人工审核' },
  { value: 'AUTO', label: '自动通过' },
  { value: 'AUTO_UNLESS_SENSITIVE', label: '无敏感词自动通过' },
];

/** SensitiveAction. */
export const SENSITIVE_ACTIONS: readonly Option[] = [
  { value: 'REVIEW', label: '转人工审核' },
  { value: 'REFUSE', label: '拒绝提交' },
];

/** ExamineKind. */
export const EXAMINE_KINDS: readonly Option[] = [
  { value: 'SUBMISSION', label: '提交类型' },
  { value: 'VENUE', label: '场馆' },
];
