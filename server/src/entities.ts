import { AuditLog } from './core/audit/audit-log.entity.js';
import { StoredFile } from './core/upload/stored-file.entity.js';
import { AuthCode } from './modules/auth/auth-code.entity.js';
import { Banner } from './modules/content/banner.entity.js';
import { FriendLink } from './modules/content/friend-link.entity.js';
import { Library } from './modules/content/library.entity.js';
import { News } from './modules/content/news.entity.js';
import { BatchNumber } from './modules/catalogue/batch-number.entity.js';
import { ImportRun } from './modules/catalogue/import/import-run.entity.js';
import { ResourceClass } from './modules/catalogue/resource-class.entity.js';
import { Supplier } from './modules/catalogue/supplier.entity.js';
import { BookCopy } from './modules/catalogue/resources/parts/book-copy.entity.js';
import { AudioTrack, ExhibitionPicture, VideoItem } from './modules/catalogue/resources/parts/media-parts.entity.js';
import { EbookChapter, JournalArticle, JournalVolume, NewspaperEdition, EditionPage } from './modules/catalogue/resources/parts/text-parts.entity.js';
import { RESOURCE_ENTITIES } from './modules/catalogue/resources/resource-kinds.entity.js';
import { Resource } from './modules/catalogue/resources/resource.entity.js';
import { ResourceDailyStat } from './modules/catalogue/resources/resource-daily-stat.entity.js';
import { SearchLog, SearchWord } from './modules/catalogue/search/search-word.entity.js';
import { SearchTerm } from './modules/catalogue/search/search-term.entity.js';
import { ResourceList } from './modules/catalogue/resources/resource-list.entity.js';
import { AdminUser } from './modules/users/admin-user.entity.js';
import { Reader } from './modules/users/reader.entity.js';

/** Every entity, listed explicitly (no folder globbing: it breaks under vitest and in dist/). */
export const entities = [
  AdminUser, Reader, AuthCode, AuditLog, StoredFile, News, Banner, FriendLink, Library, Supplier, BatchNumber, ResourceClass,
  Resource, ...Object.values(RESOURCE_ENTITIES),
  BookCopy, EbookChapter, AudioTrack, VideoItem, ExhibitionPicture, NewspaperEdition, EditionPage, JournalVolume, JournalArticle,
  ResourceList, ResourceDailyStat, SearchWord, SearchLog, SearchTerm, ImportRun,
];
