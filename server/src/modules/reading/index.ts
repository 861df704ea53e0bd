import type { PortalModule } from '../../core/module.js';
import { ReadingState } from './reading-state.entity.js';
import { ReadingStateResolver } from './reading-state.resolver.js';

export { ReadingState };
export { READABLE_KINDS } from './reading-state.service.js';

/** Reading (issue 13): reader state across devices; read time, downloads and the reader's cloud join here. */
export const readingModule: PortalModule = {
  name: 'reading',
  entities: [ReadingState],
  resolvers: [ReadingStateResolver],
};
