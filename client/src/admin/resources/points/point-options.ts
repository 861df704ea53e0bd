import type { Option } from '../../crud/types';

/** 积分规则's actions (PointAction), as the back office names them. */
export const POINT_ACTIONS: readonly Option[] = [
  { value: 'LOGIN', label: '每日登录' },
  { value: 'READ30', label: '阅读30分钟' },
  { value: 'COMMENT', label: '评论通过' },
  { value: 'SCORE', label: '评分' },
  { value: 'TAG', label: '标签通过' },
  { value: 'RECOMMENDATION', label: '荐购被采纳' },
  { value: 'VOLUNTEER', label: '志愿服务' },
];
