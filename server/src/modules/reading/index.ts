import type { PortalModule } from '../../core/module.js';
import { ReadTime } from './read-time.entity.js';
import { ReadTimeResolver } from './read-time.resolver.js';
import { ReadingState } from './reading-state.entity.js';
import { ReadingStateResolver } from './reading-state.resolver.js';

export { ReadingState, ReadTime };
export { READABLE_KINDS } from './reading-state.service.js';

/**
 * Reading (issue 13): reader state across devices and read time; downloads and the reader's cloud
 * join here. Read time feeds points through the usage event `read` (one per counted heartbeat,
 * amount = seconds counted): a points module subscribes to it (PortalModule.eventSubscribers).
 */
export const readingModule: PortalModule = {
  name: 'reading',
  entities: [ReadingState, ReadTime],
  resolvers: [ReadingStateResolver, ReadTimeResolver],
};
