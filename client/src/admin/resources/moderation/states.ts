import type { Option } from '../../crud/types';

/** How a queue names the three review states (ReviewStatus), in the order PENDING, PASSED, REJECTED. */
export type StateLabels = readonly [pending: string, passed: string, rejected: string];

export const REVIEW: StateLabels = ['待审核', '通过', '不通过'];
/** Error reports and feedback: processed or not. */
export const PROCESS: StateLabels = ['待处理', '已处理', '不予处理'];
/** Recommendations to acquire. */
export const ADOPT: StateLabels = ['待审核', '采纳', '不采纳'];

export function stateOptions(labels: StateLabels): Option[] {
  return ['PENDING', 'PASSED', 'REJECTED'].map((value, index) => ({ value, label: labels[index] }));
}
