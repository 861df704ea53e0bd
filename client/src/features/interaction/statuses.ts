import type { ReviewStatus } from '../../gql/graphql';

/** What a submission type calls each review state (interaction-api: the labels differ per type). */
export type StatusLabels = Readonly<Record<ReviewStatus, string>>;

/** Comments, tags, scores, volunteer applications, venue bookings. */
export const REVIEW_LABELS: StatusLabels = { PENDING: '审核中', PASSED: '已通过', REJECTED: '未通过' };
/** Recommendations (荐购). */
export const RECOMMENDATION_LABELS: StatusLabels = { PENDING: '待处理', PASSED: '已采纳', REJECTED: '未采纳' };
/** Messages (留言). */
export const MESSAGE_LABELS: StatusLabels = { PENDING: '待回复', PASSED: '已回复', REJECTED: '不予处理' };
/** Error reports (纠错). */
export const ERROR_REPORT_LABELS: StatusLabels = { PENDING: '待处理', PASSED: '已处理', REJECTED: '不予处理' };

/** The states in the order a filter shows them. */
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['PENDING', 'PASSED', 'REJECTED'];

/** The badge colour of each state. */
export const STATUS_PALETTE: Readonly<Record<ReviewStatus, string>> = { PENDING: 'orange', PASSED: 'green', REJECTED: 'gray' };

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
