/**
 * What may be downloaded, and by whom (issue 13). See README.md in this folder for the table.
 * The catalogue's visibility rule decides who may open a resource; this adds what a download
 * needs on top of that: a kind that offers files, a reader account holding the DOWNLOAD grant, and
 * the day's allowance.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/auth/viewer.js';
import { AppError } from '../../core/errors/app-error.js';
import { assertMayOpen, ResourceKind, type Resource } from '../catalogue/index.js';

/** Where each downloadable kind keeps its files; other kinds (books, videos, exhibitions, databases) offer none. */
export const DOWNLOAD_SOURCES: Partial<Record<ResourceKind, 'own' | 'tracks' | 'pages' | 'articles'>> = {
  [ResourceKind.ebook]: 'own',
  [ResourceKind.thesis]: 'own',
  [ResourceKind.digital]: 'own',
  [ResourceKind.audio]: 'tracks',
  [ResourceKind.newspaper]: 'pages',
  [ResourceKind.journal]: 'articles',
};

export const DOWNLOAD_MESSAGES = {
  login: '请先登录',
  notOffered: '该资源不提供下载',
  noFile: '该资源暂无可下载的文件',
  notItsFile: '该文件不属于此资源',
  readersOnly: '请使用读者账号登录后下载',
  noGrant: '您没有下载权限',
  limit: (max: number) => `今日下载次数已达上限(${max}次)`,
};

/** A file of a resource, as the download will name it. */
export interface DownloadFile {
  url: string;
  /** The part it belongs to (a track, a page, an article), for the saved file's name. */
  part: string | null;
}

// The stored files of a resource's enabled parts, by where its kind keeps them. Only files kept
// here (/uploads/…) are served as downloads: an outside link cannot be given a file name or counted.
const PART_FILES_SQL = {
  own: `select null as part, file as url from resource where id = ? and file like '/uploads/%'`,
  tracks: `select title as part, file as url from audio_track where resource_id = ? and enabled and file like '/uploads/%' order by sort, id`,
  pages: `select e.edition_date || ' ' || p.title as part, p.file as url from newspaper_page p join newspaper_edition e on e.id = p.edition_id
          where e.resource_id = ? and e.enabled and p.enabled and p.file like '/uploads/%' order by e.edition_date desc, p.page_no, p.id`,
  articles: `select a.title as part, a.file as url from journal_article a join journal_volume v on v.id = a.volume_id
             where v.resource_id = ? and v.enabled and a.enabled and a.file like '/uploads/%' order by v.year desc, v.sort, a.sort, a.id`,
};

/** The kinds whose resource row's own `file` is their download. */
const OWN_FILE_KINDS = Object.entries(DOWNLOAD_SOURCES)
  .filter(([, source]) => source === 'own')
  .map(([kind]) => kind);

// The resource a stored URL is a downloadable file of (any state: a hidden one's file is no freer
// than a shown one's), by the same sources as PART_FILES_SQL; the lowest id when several share it.
const DOWNLOAD_RESOURCE_SQL = `select min(id) as id from (
  select id from resource where file = ? and kind in (${OWN_FILE_KINDS.map(() => '?').join(', ')})
  union all select resource_id from audio_track where file = ?
  union all select e.resource_id from newspaper_page p join newspaper_edition e on e.id = p.edition_id where p.file = ?
  union all select v.resource_id from journal_article a join journal_volume v on v.id = a.volume_id where a.file = ?
) f`;

/**
 * The resource `url` (`/uploads/…`) is a downloadable file of, or null when it is none (a cover, a
 * picture): such a file is not free at its own address, whoever may open the resource, and reading
 * it online counts for its resource (issue 54, S10; download.service.ts).
 */
export async function downloadResourceOf(em: EntityManager, url: string): Promise<number | null> {
  const [row] = await em.getConnection().execute<{ id: number | null }[]>(DOWNLOAD_RESOURCE_SQL, [url, ...OWN_FILE_KINDS, url, url, url]);
  return row.id;
}

/**
 * The file to download: `file` when given (it must be one of the resource's), else the resource's
 * first. 400 when `file` is not the resource's; null when the resource has none.
 */
export async function resolveDownloadFile(em: EntityManager, resource: Resource, file?: string | null): Promise<DownloadFile | null> {
  const source = DOWNLOAD_SOURCES[resource.kind];
  if (!source) return null;
  const sql = PART_FILES_SQL[source];
  const rows = await em
    .getConnection()
    .execute<DownloadFile[]>(file ? `select * from (${sql}) f where url = ? limit 1` : `${sql} limit 1`, file ? [resource.id, file] : [resource.id]);
  if (file && rows.length === 0) throw AppError.badInput('file', DOWNLOAD_MESSAGES.notItsFile);
  return rows[0] ?? null;
}

/**
 * Why this viewer may not download this resource, or null when they may (before the day's
 * allowance, which the service counts): the kind, then the login, then the resource's own
 * permission (the catalogue's refusal, e.g. 请使用读者证登录！), then the grant.
 */
export function downloadRefusal(viewer: Viewer | undefined, resource: Resource): string | null {
  if (!DOWNLOAD_SOURCES[resource.kind]) return DOWNLOAD_MESSAGES.notOffered;
  if (!viewer) return DOWNLOAD_MESSAGES.login;
  // Downloads are a reader service, counted against a reader; the back office opens files directly.
  if (viewer.kind !== 'reader') return DOWNLOAD_MESSAGES.readersOnly;
  try {
    assertMayOpen(viewer, resource);
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  if (!viewer.rights.includes('DOWNLOAD')) return DOWNLOAD_MESSAGES.noGrant;
  return null;
}
