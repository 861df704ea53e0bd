import type { PortalModule } from '../../core/module.js';
import { CloudFile } from './cloud-file.entity.js';
import { CloudFileResolver } from './cloud-file.resolver.js';
import { DownloadResolver } from './download.resolver.js';
import { readingFileRoutes } from './file-routes.js';
import { ReaderDownload } from './reader-download.entity.js';
import { ReadingState } from './reading-state.entity.js';
import { ReadingStateResolver } from './reading-state.resolver.js';
import { ReadingStateDocumentResolver } from './reading-state-document.resolver.js';

export { ReadingState };
export { READABLE_KINDS } from './reading-state.service.js';

/** Reading (issue 13): reader state across devices, downloads and the reader's cloud; read time joins here. */
export const readingModule: PortalModule = {
  name: 'reading',
  entities: [ReadingState, ReaderDownload, CloudFile],
  resolvers: [ReadingStateResolver, ReadingStateDocumentResolver, DownloadResolver, CloudFileResolver],
  routes: readingFileRoutes,
};
