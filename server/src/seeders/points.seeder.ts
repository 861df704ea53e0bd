import type { EntityManager } from '@mikro-orm/postgresql';
import { PointAction, PointRule } from '../modules/points/index.js';

/** 积分规则 a new library starts with (points per action; dailyCap = most points per reader and day, 0 = none). */
export const DEFAULT_POINT_RULES = [
  { action: PointAction.LOGIN, name: '每日登录', points: 1, dailyCap: 1, description: '每天首次登录获得积分' },
  { action: PointAction.READ30, name: '阅读30分钟', points: 2, dailyCap: 10, description: '在线阅读每满30分钟获得积分' },
  { action: PointAction.COMMENT, name: '评论通过', points: 2, dailyCap: 10, description: '发表的评论审核通过后获得积分' },
  { action: PointAction.SCORE, name: '评分', points: 1, dailyCap: 5, description: '对资源评分审核通过后获得积分' },
  { action: PointAction.TAG, name: '标签通过', points: 1, dailyCap: 5, description: '添加的标签审核通过后获得积分' },
  { action: PointAction.RECOMMENDATION, name: '荐购被采纳', points: 10, dailyCap: 30, description: '推荐的资源被图书馆采纳后获得积分' },
  { action: PointAction.VOLUNTEER, name: '志愿服务', points: 20, dailyCap: 40, description: '志愿者申请通过后获得积分' },
] as const;

/** The default rules (configuration, not demo content: every new database gets them). */
export function seedPointRules(em: EntityManager) {
  DEFAULT_POINT_RULES.forEach((rule, sort) => em.create(PointRule, { ...rule, sort }));
}
