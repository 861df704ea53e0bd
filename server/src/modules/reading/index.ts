import type { PortalModule } from '../../core/module.js';
import { ReadClock, ReadTime } from './read-time.entity.js';
import { ReadTimeResolver } from './read-time.resolver.js';
import { CloudFile } from './cloud-file.entity.js';
import { CloudFileResolver } from './cloud-file.resolver.js';
import { DownloadResolver } from './download.resolver.js';
import { readingFileRoutes } from './file-routes.js';
import { ReaderDownload } from './reader-download.entity.js';
import { ReaderFileOpen } from './reader-file-open.entity.js';
import { ReadingState } from './reading-state.entity.js';
import { ReadingStateResolver } from './reading-state.resolver.js';
import { ReadingStateDocumentResolver } from './reading-state-document.resolver.js';

export { ReadingState, ReadTime };
export { READABLE_KINDS } from './reading-state.service.js';
export { privateStorage } from './private-storage.js';
export { DownloadService, forgetDownloadFiles } from './download.service.js';

/**
 * Reading (issue 13): reader state across devices, read time, downloads and the reader's cloud.
 * Read time feeds points through the usage event `read` (one per counted heartbeat, amount =
 * seconds counted): a points module subscribes to it (PortalModule.eventSubscribers).
 */
export const readingModule: PortalModule = {
  name: 'reading',
  entities: [ReadingState, ReadTime, ReadClock, ReaderDownload, ReaderFileOpen, CloudFile],
  resolvers: [ReadingStateResolver, ReadingStateDocumentResolver, ReadTimeResolver, DownloadResolver, CloudFileResolver],
  routes: readingFileRoutes,
};
