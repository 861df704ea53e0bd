import type { PortalModule } from '../../core/module.js';
import { pointsSubscriber } from './point-awards.js';
import { PointAccount } from './point-account.entity.js';
import { PointEntry } from './point-entry.entity.js';
import { PointRule } from './point-rule.entity.js';
import { PointEntryResolver, pointRuleCrud, PointsResolver } from './point.resolver.js';

export { PointAction, PointRule } from './point-rule.entity.js';
export { PointEntry, PointAccount };
/** For the REST table: 积分规则. */
export const pointsCruds = [pointRuleCrud];

/** 积分 (issue 17): rules, the ledger fed by the event log, 用户积分 and 我的积分. */
export const pointsModule: PortalModule = {
  name: 'points',
  entities: [PointRule, PointAccount, PointEntry],
  resolvers: [pointRuleCrud.resolver, PointEntryResolver, PointsResolver],
  eventSubscribers: [pointsSubscriber],
};
