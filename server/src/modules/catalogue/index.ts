import type { PortalModule } from '../../core/module.js';
import type { Services } from '../../core/services.js';
import { BatchNumber } from './batch-number.entity.js';
import { catalogueCruds, catalogueResolvers } from './catalogue.resolvers.js';
import { ImportRun } from './import/import-run.entity.js';
import { registerResourceImport } from './import/import.job.js';
import { registerAudioDuration } from './media/audio-duration.job.js';
import { registerVideoConversion } from './media/video-conversion.job.js';
import { ResourceClass } from './resource-class.entity.js';
import { BookCopy, CopyStatus } from './resources/parts/book-copy.entity.js';
import { AudioTrack, ExhibitionPicture, VideoItem } from './resources/parts/media-parts.entity.js';
import { EbookChapter, EditionPage, JournalArticle, JournalVolume, NewspaperEdition } from './resources/parts/text-parts.entity.js';
import { ResourceDailyStat } from './resources/resource-daily-stat.entity.js';
import { Book, RESOURCE_ENTITIES } from './resources/resource-kinds.entity.js';
import { ResourceList } from './resources/resource-list.entity.js';
import { Resource } from './resources/resource.entity.js';
import { registerSearchIndex } from './search/search-index.job.js';
import { registerSearchFirst } from './search/search-first.js';
import { SearchTerm } from './search/search-term.entity.js';
import { SearchLog, SearchWord } from './search/search-word.entity.js';
import { Supplier } from './supplier.entity.js';

/** The CRUD definitions, from which the REST table derives the admin pattern's paths. */
export { catalogueCruds };
/** A resource's views are also counted per day (resource_daily_stat), which rankings over a period add up. */
export const RESOURCE_DAILY_VIEWS = { Resource: { table: 'resource_daily_stat', column: 'resource_id' } };
/** Builds the search vocabulary once at start-up (see search/README.md). */
export { prepareSearch } from './search/search-index.job.js';
/** Suggestions while a reader types (the header box; OpenSearch for browsers). */
export { searchSuggestions } from './search/search-suggest.js';
export { SearchSort, SuggestionType } from './search/search.types.js';
/** The catalogue's public reads, for other faces of it (feeds). */
export { searchResources } from './search/search.service.js';
/** Other domains' text about resources (readers' tags) joins their search documents. */
export { addSearchTextSource, refreshSearchDocuments } from './search/search-document.js';
export { ResourceService } from './resources/resource.service.js';
/** Where a resource's public page is (feeds, posters, shared links). */
export { hasDetailPage, resourcePagePath } from './resources/resource-page.js';
/** The counters other domains move (collections, comments, scores), and what is new for subscribers. */
export { changeResourceCounters, type CounterChange } from './resources/resource-counters.js';
export { countNewIssues } from './resources/new-issues.js';
export { RESOURCE_KIND_NAMES, ResourceKind } from './resource-kind.js';
/** The search's canonical text form (full width, traditional characters, case), reused by the sensitive-word filter. */
export { normalizeText, normalizeWithOffsets } from './search/text/index.js';
/** Capture's fetching (with its private-address guard) and page readers, for other captures (信息采集). */
export { fetchImage, fetchPage, type FetchPageOptions } from './capture/page-fetch.js';
/** The page readers (cheerio), loaded when a capture first needs them (issue 54: they stay out of an idle portal). */
export const pageReaders = () => import('./capture/page-metadata.js');
/** ISBNs as readers type them (recommendations). */
export { parseIsbn } from './identifiers.js';
/** The entities other domains point at: resources (comments, collections…), and the copies of paper books that circulation lends. */
export { Resource, Book, BookCopy, CopyStatus };
/** Who may see and open a resource: domains that hang off resources join this rule (visibility/README.md). */
export * from './visibility/index.js';

export const catalogueModule: PortalModule = {
  name: 'catalogue',
  entities: [
    Supplier,
    BatchNumber,
    ResourceClass,
    Resource,
    ...Object.values(RESOURCE_ENTITIES),
    BookCopy,
    EbookChapter,
    AudioTrack,
    VideoItem,
    ExhibitionPicture,
    NewspaperEdition,
    EditionPage,
    JournalVolume,
    JournalArticle,
    ResourceList,
    ResourceDailyStat,
    SearchWord,
    SearchLog,
    SearchTerm,
    ImportRun,
  ],
  resolvers: catalogueResolvers,
  registerJobs(services: Services) {
    registerVideoConversion(services);
    registerAudioDuration(services);
    registerResourceImport(services);
    registerSearchIndex(services);
    registerSearchFirst(services);
  },
};
