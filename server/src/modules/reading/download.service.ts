import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '../../core/auth/viewer.js';
import { assertPaging } from '../../core/crud/page.js';
import { AppError } from '../../core/errors/app-error.js';
import { libraryDay } from '../../core/library-time.js';
import type { Services } from '../../core/services.js';
import { changeResourceCounters, findShown, type Resource } from '../catalogue/index.js';
import {
  DOWNLOAD_MESSAGES,
  DOWNLOAD_SOURCES,
  downloadRefusal,
  downloadResourceOf,
  resolveDownloadFile,
  type DownloadFile,
} from './download-rules.js';
import type { DownloadQualification, DownloadTicket } from './download.types.js';
import { ReaderDownload } from './reader-download.entity.js';

type ReaderViewer = Extract<Viewer, { kind: 'reader' }>;

/** How long a granted download's link works: long enough to start it, short enough not to be shared. */
export const DOWNLOAD_TICKET_MINUTES = 10;

/** The library's day as a date column value. */
export function libraryDate(at = new Date()): string {
  return libraryDay(at)
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
}

/** The saved file's name: the title (and the part), with what file systems refuse taken out. */
function fileNameOf(resource: Resource, file: DownloadFile): string {
  const ext = /\.(\w{1,8})$/.exec(file.url)?.[1] ?? 'bin';
  const base = [resource.title, file.part].filter(Boolean).join(' - ');
  const clean = base
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${clean || 'download'}.${ext}`;
}

/**
 * What the reader used of the day's allowance: each download, and each other resource read online
 * (a file of it fetched at its own address, `/uploads/…`: reader_file_open, one row a resource) that
 * day — one allowance, however the resource was had. A resource read online and downloaded that
 * day counts as its downloads only, so downloading a resource read online today needs no more of
 * the allowance (`downloading`).
 */
async function usedToday(em: EntityManager, readerId: number, day: string, downloading = 0): Promise<number> {
  // `downloading`: the resource about to be downloaded, whose reading online today the download replaces.
  const [row] = await em.execute<{ n: number }[]>(
    `select (select count(*) from reader_download where reader_id = ? and day = ?)
          + (select count(*) from reader_file_open o where o.reader_id = ? and o.day = ? and o.resource_id <> ?
               and not exists (select 1 from reader_download d where d.reader_id = o.reader_id and d.day = o.day and d.resource_id = o.resource_id)) as n`,
    [readerId, day, readerId, day, downloading],
  );
  return Number(row.n);
}

/** How long what was read of a URL (downloadable or not) is kept: as the catalogue's file rule keeps its references. */
const DOWNLOAD_FILE_CACHE_MS = 30_000;
/** The resource a URL is a downloadable file of, or false when none. */
const downloadFiles = new LRUCache<string, number | false>({ max: 10_000, ttl: DOWNLOAD_FILE_CACHE_MS });
/**
 * Readers' resources already counted today (`reader:day:resource`): a pdf.js or audio range request,
 * the next track or page, is not counted again.
 */
const countedToday = new LRUCache<string, true>({ max: 20_000, ttl: 60 * 60_000 });

/** Forgets what was cached (tests change files and rights and ask again at once). */
export function forgetDownloadFiles(): void {
  downloadFiles.clear();
  countedToday.clear();
}

/** What stands between the viewer and the file: a refusal (reason) or the file to send. */
async function decide(em: EntityManager, viewer: Viewer | undefined, resourceId: number, file?: string | null) {
  const resource = await findShown(em, resourceId);
  if (!DOWNLOAD_SOURCES[resource.kind]) return { resource, reason: DOWNLOAD_MESSAGES.notOffered };
  const target = await resolveDownloadFile(em, resource, file);
  if (!target) return { resource, reason: DOWNLOAD_MESSAGES.noFile };
  return { resource, target, reason: downloadRefusal(viewer, resource) };
}

export const DownloadService = {
  /** May the viewer download this resource's file (the resource's own when `file` is left out), and if not, why. */
  async qualify(
    em: EntityManager,
    services: Services,
    viewer: Viewer | undefined,
    resourceId: number,
    file?: string | null,
  ): Promise<DownloadQualification> {
    const { reason, target } = await decide(em, viewer, resourceId, file);
    if (reason) return { allowed: false, offered: Boolean(target), reason, remaining: null };
    const max = services.config.downloadsPerDay;
    const used = await usedToday(em, viewer!.id, libraryDate(), resourceId);
    if (used >= max) return { allowed: false, offered: true, reason: DOWNLOAD_MESSAGES.limit(max), remaining: 0 };
    return { allowed: true, offered: true, reason: null, remaining: max - used };
  },

  /**
   * Grants a download: counted for the reader (the day's allowance, under a per-reader lock so two
   * at once cannot both take the last one), for the resource (its total and the day's statistics
   * row) and in the usage log; answers the link the file is fetched with.
   */
  async start(em: EntityManager, services: Services, viewer: ReaderViewer, resourceId: number, file?: string | null): Promise<DownloadTicket> {
    const { resource, target, reason } = await decide(em, viewer, resourceId, file);
    if (reason === DOWNLOAD_MESSAGES.notOffered || reason === DOWNLOAD_MESSAGES.noFile) throw AppError.badInput('resourceId', reason);
    if (reason || !target) throw AppError.forbidden(reason ?? DOWNLOAD_MESSAGES.noFile);
    const max = services.config.downloadsPerDay;
    const day = libraryDate();
    const fileName = fileNameOf(resource, target);
    const ticket = randomBytes(24).toString('base64url');
    const download = await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`ReaderDownload:${viewer.id}`]);
      if ((await usedToday(tx, viewer.id, day, resource.id)) >= max) throw AppError.tooManyRequests(DOWNLOAD_MESSAGES.limit(max));
      const row = tx.create(ReaderDownload, {
        reader: viewer.id,
        resource: resource.id,
        title: resource.title,
        kind: resource.kind,
        file: target.url,
        fileName,
        day,
        ticket,
      });
      await tx.flush();
      await tx.execute(
        `insert into resource_daily_stat (resource_id, day, downloads) values (?, ?, 1)
         on conflict (resource_id, day) do update set downloads = resource_daily_stat.downloads + 1`,
        [resource.id, day],
      );
      await changeResourceCounters(tx, resource.id, { downloads: 1 });
      return row;
    });
    services.events.emit({ type: 'download', readerId: viewer.id, resourceId: resource.id, dims: { kind: resource.kind } });
    return {
      url: `/files/download/${ticket}`,
      fileName,
      expiresAt: new Date(download.createdAt.getTime() + DOWNLOAD_TICKET_MINUTES * 60_000),
    };
  },

  /**
   * A resource's downloadable file asked for at its own address, `/uploads/…` (issue 54, S10), after
   * the catalogue's rule let the viewer open it: false when the URL is no such file (a cover, a
   * picture: nothing more to ask); true when it may be sent, privately, to this viewer: an admin, or
   * a reader holding the DOWNLOAD grant within the day's allowance, the resource read counted once a
   * day, whichever and however many of its files (reader_file_open). Refused otherwise, as a
   * download is: the grant and the 50 a day are not bypassed by the file's address.
   */
  async directFile(em: EntityManager, services: Services, viewer: Viewer | undefined, url: string): Promise<boolean> {
    let resourceId = downloadFiles.get(url);
    if (resourceId === undefined) downloadFiles.set(url, (resourceId = (await downloadResourceOf(em, url)) ?? false));
    if (resourceId === false) return false;
    if (viewer?.kind === 'admin') return true;
    if (!viewer) throw AppError.unauthenticated();
    if (!viewer.rights.includes('DOWNLOAD')) throw AppError.forbidden(DOWNLOAD_MESSAGES.noGrant);
    const day = libraryDate();
    const memo = `${viewer.id}:${day}:${resourceId}`;
    if (countedToday.has(memo)) return true;
    const max = services.config.downloadsPerDay;
    await em.transactional(async (tx) => {
      // The downloads' lock: a fetch and a download at once cannot both take the day's last one.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`ReaderDownload:${viewer.id}`]);
      const [row] = await tx.execute<{ had: boolean }[]>(
        `select exists (select 1 from reader_file_open where reader_id = ? and day = ? and resource_id = ?)
             or exists (select 1 from reader_download where reader_id = ? and day = ? and resource_id = ?) as had`,
        [viewer.id, day, resourceId, viewer.id, day, resourceId],
      );
      if (row.had) return;
      if ((await usedToday(tx, viewer.id, day)) >= max) throw AppError.tooManyRequests(DOWNLOAD_MESSAGES.limit(max));
      await tx.execute(
        `insert into reader_file_open (created_at, updated_at, reader_id, day, resource_id) values (now(), now(), ?, ?, ?)
         on conflict (reader_id, day, resource_id) do nothing`,
        [viewer.id, day, resourceId],
      );
    });
    countedToday.set(memo, true);
    return true;
  },

  /** The download a link stands for, while it works; undefined otherwise. */
  async byTicket(em: EntityManager, ticket: string): Promise<ReaderDownload | undefined> {
    if (!/^[\w-]{32}$/.test(ticket)) return undefined;
    const since = new Date(Date.now() - DOWNLOAD_TICKET_MINUTES * 60_000);
    return (await em.findOne(ReaderDownload, { ticket, createdAt: { $gte: since } })) ?? undefined;
  },

  /** 我的下载: the reader's downloads, newest first. */
  async mine(em: EntityManager, viewer: ReaderViewer, page: number, pageSize: number) {
    assertPaging(page, pageSize);
    const [items, total] = await em.findAndCount(
      ReaderDownload,
      { reader: viewer.id },
      { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items, total, page, pageSize, totalCapped: false };
  },
};
