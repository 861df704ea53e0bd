import type { PortalModule } from '../../core/module.js';
import { PageViewResolver } from './page-view.resolver.js';
import { StatDaily, StatRollupDay } from './stat-daily.entity.js';
import { StatisticsResolver } from './statistics.resolver.js';
import { registerStatsRollup } from './stats-rollup.job.js';

export { runStatsRollup, STATS_ROLLUP_JOB } from './stats-rollup.job.js';
export { rollUpDays } from './rollup.js';
/** For modules whose counted rows can vanish (a passed tag removed). */
export { markRolledDayStale } from './late-days.js';

/** 统计分析 (issue 17): page views reported by the site, daily roll-ups of the usage log, the statistics queries. */
export const statsModule: PortalModule = {
  name: 'stats',
  entities: [StatDaily, StatRollupDay],
  resolvers: [PageViewResolver, StatisticsResolver],
  registerJobs: registerStatsRollup,
};
