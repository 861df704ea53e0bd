import type { ErrorReportType, ResourceKind, ReviewStatus } from '../../gql/graphql';

/** How comments, tags and scores show their review state to the reader who sent them. */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  PENDING: '审核中',
  PASSED: '已通过',
  REJECTED: '未通过',
};

export const REVIEW_STATUS_COLORS: Record<ReviewStatus, string> = {
  PENDING: 'orange',
  PASSED: 'green',
  REJECTED: 'red',
};

/** The error report's types, in the order the 纠错 dialog offers them. */
export const ERROR_REPORT_TYPES: readonly { value: ErrorReportType; label: string }[] = [
  { value: 'CONTENT', label: '内容错误' },
  { value: 'METADATA', label: '信息有误' },
  { value: 'LINK', label: '链接失效' },
  { value: 'FILE', label: '文件无法打开' },
  { value: 'OTHER', label: '其他' },
];

/** Only newspapers and journals can be subscribed to (new editions and volumes are marked 新). */
export const canSubscribe = (kind: ResourceKind) => kind === 'newspaper' || kind === 'journal';

/** Limits and messages of the reader's submissions, worded like the server's checks (interaction/types). */
export const LIMITS = { comment: 500, tag: 20, errorReport: 1000 } as const;

export const MESSAGES = {
  loginFirst: '请先登录',
  commentRequired: '请填写评论内容',
  commentTooLong: `评论不能超过${LIMITS.comment}个字`,
  commentSent: '评论已提交，审核通过后显示',
  tagRequired: '请填写标签',
  tagTooLong: `标签不能超过${LIMITS.tag}个字`,
  tagSent: '标签已提交，审核通过后显示',
  scoreSent: '评分已提交，审核通过后计入',
  errorTypeRequired: '请选择错误类型',
  errorDescriptionRequired: '请描述错误',
  errorDescriptionTooLong: `描述不能超过${LIMITS.errorReport}个字`,
  errorReportSent: '提交成功，等待处理',
  collected: '收藏成功',
  uncollected: '已取消收藏',
  subscribed: '订阅成功，新的期次将提醒您',
  unsubscribed: '已取消订阅',
} as const;
