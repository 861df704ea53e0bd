import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error.js';
import type { Viewer } from '../../core/auth/viewer.js';
import type { Services } from '../../core/services.js';
import { READER_LIMITS } from '../../core/limits/reader-bounds.js';
import { findOpenable, ResourceKind } from '../catalogue/index.js';
import { DOCUMENT_PATTERN, type SaveReadingStateInput } from './reading-state.inputs.js';
import { ReadingState } from './reading-state.entity.js';
import { CloudFileService } from './cloud-file.service.js';

type ReaderViewer = Extract<Viewer, { kind: 'reader' }>;

/** The kinds with a reader, and the format each is read in. */
export const READABLE_KINDS: Partial<Record<ResourceKind, 'epub' | 'pdf'>> = {
  [ResourceKind.ebook]: 'epub',
  [ResourceKind.thesis]: 'pdf',
  [ResourceKind.newspaper]: 'pdf',
  [ResourceKind.journal]: 'pdf',
};

/** Leeway for clocks of devices a little ahead of the server; a state "from the future" beyond it is the server's time. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The parts a resource's reader opens: a newspaper's editions, a journal's articles (enabled, of that resource). */
const PARTS: Partial<Record<ResourceKind, { prefix: string; sql: string }>> = {
  [ResourceKind.newspaper]: {
    prefix: 'edition',
    sql: 'select 1 from newspaper_edition where id = ? and resource_id = ? and enabled',
  },
  [ResourceKind.journal]: {
    prefix: 'article',
    sql: 'select 1 from journal_article a join journal_volume v on v.id = a.volume_id where a.id = ? and v.resource_id = ? and a.enabled and v.enabled',
  },
};

export const READING_STATE_MESSAGES = {
  badDocument: '阅读对象无效',
  noPart: '该期次或文章不存在',
  perResource: `同一资源的阅读记录已达上限（${READER_LIMITS.readingState.documentsPerResource} 份）`,
  perReader: `阅读记录已达上限（${READER_LIMITS.readingState.documentsPerReader} 份）`,
  bytes: `阅读记录总量已达上限（${READER_LIMITS.readingState.bytesPerReader / 1024 / 1024} MB）`,
  rate: '阅读记录保存过于频繁，请稍后再试',
};

/**
 * Checks that the reader may read the document and answers the resource it belongs to (null for a
 * file of the reader's own cloud). A part (`resource:{id}:edition{n}`) must be one of the
 * resource's own (issue 54, S1: any name was taken, and each new one made a row).
 */
export const DOCUMENT_CHECKS: Record<
  string,
  (em: EntityManager, viewer: ReaderViewer, id: number, part?: string) => Promise<{ resourceId: number | null; format?: string }>
> = {
  resource: async (em, viewer, id, part) => {
    const resource = await findOpenable(em, viewer, id);
    const format = READABLE_KINDS[resource.kind];
    if (!format) throw AppError.badInput('document', '该资源不支持在线阅读');
    if (part) {
      const parts = PARTS[resource.kind];
      const [, prefix, partId] = /^([a-z]+)(\d+)$/.exec(part) ?? [];
      if (!parts || prefix !== parts.prefix) throw AppError.badInput('document', READING_STATE_MESSAGES.badDocument);
      const found = await em.getConnection().execute(parts.sql, [Number(partId), resource.id]);
      if (!found.length) throw AppError.notFound(READING_STATE_MESSAGES.noPart);
    }
    return { resourceId: resource.id, format };
  },
  // A file of the reader's own cloud: theirs alone (404 for anyone else's), read in its format.
  cloud: async (em, viewer, id) => {
    const file = await CloudFileService.owned(em, viewer, id);
    return { resourceId: null, format: file.format };
  },
};

async function checkDocument(em: EntityManager, viewer: ReaderViewer, document: string) {
  if (!DOCUMENT_PATTERN.test(document)) throw AppError.badInput('document', READING_STATE_MESSAGES.badDocument);
  const [prefix, id, part] = document.split(':');
  const check = DOCUMENT_CHECKS[prefix];
  if (!check) throw AppError.badInput('document', READING_STATE_MESSAGES.badDocument);
  return check(em, viewer, Number(id), part);
}

/**
 * The reader's states stay within READER_LIMITS.readingState (rows per resource and per reader,
 * bytes per reader): checked when a save would add a row or grow one, under the reader's lock, so
 * saves at once cannot pass it together. A save of a state the reader keeps is never refused for
 * the totals unless it grows: nothing kept is lost at the limit.
 */
async function assertRoom(tx: EntityManager, readerId: number, document: string, resourceId: number | null, chars: string) {
  const limits = READER_LIMITS.readingState;
  const ctx = tx.getTransactionContext();
  const conn = tx.getConnection();
  await conn.execute('select pg_advisory_xact_lock(hashtext(?))', [`ReadingState:${readerId}`], 'all', ctx);
  const [kept] = await conn.execute<{ bytes: number }[]>(
    'select octet_length(state) as bytes from reading_state where reader_id = ? and document = ?',
    [readerId, document],
    'all',
    ctx,
  );
  const bytes = Buffer.byteLength(chars);
  if (kept && bytes <= kept.bytes) return;
  // octet_length reads the stored length, not the text: a few milliseconds for the largest reader.
  const [totals] = await conn.execute<{ documents: string; here: string; bytes: string }[]>(
    `select count(*) as documents, count(*) filter (where resource_id = ?) as here, coalesce(sum(octet_length(state)), 0) as bytes
       from reading_state where reader_id = ?`,
    [resourceId ?? 0, readerId],
    'all',
    ctx,
  );
  if (!kept) {
    if (resourceId && Number(totals.here) >= limits.documentsPerResource) throw AppError.badInput('document', READING_STATE_MESSAGES.perResource);
    if (Number(totals.documents) >= limits.documentsPerReader) throw AppError.badInput('document', READING_STATE_MESSAGES.perReader);
  }
  if (Number(totals.bytes) - (kept?.bytes ?? 0) + bytes > limits.bytesPerReader) throw AppError.badInput('state', READING_STATE_MESSAGES.bytes);
}

export const ReadingStateService = {
  /** The reader's state of a document, or null before the first save. */
  async find(em: EntityManager, viewer: ReaderViewer, document: string) {
    await checkDocument(em, viewer, document);
    return em.findOne(ReadingState, { reader: viewer.id, document });
  },

  /**
   * Saves the state unless a later one is kept (another device wrote after this one): answers the
   * state that is kept, so the client adopts the winner. One statement, safe under concurrent saves.
   */
  async save(em: EntityManager, services: Services, viewer: ReaderViewer, input: SaveReadingStateInput) {
    if (!(await services.rateLimiter.hit(READER_LIMITS.readingState.rate, String(viewer.id)))) {
      throw AppError.tooManyRequests(READING_STATE_MESSAGES.rate);
    }
    const { resourceId, format } = await checkDocument(em, viewer, input.document);
    if (format && format !== input.format) throw AppError.badInput('format', '阅读格式无效');
    const savedAt = new Date(Math.min(input.savedAt.getTime(), Date.now() + CLOCK_SKEW_MS));
    await em.transactional(async (tx) => {
      await assertRoom(tx, viewer.id, input.document, resourceId, input.state);
      await tx.getConnection().execute(
        `insert into reading_state (created_at, updated_at, reader_id, document, resource_id, format, state, progress, location, saved_at)
         values (now(), now(), ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (reader_id, document) do update set
           updated_at = now(), format = excluded.format, state = excluded.state, progress = excluded.progress,
           location = excluded.location, saved_at = excluded.saved_at
         where reading_state.saved_at < excluded.saved_at`,
        [viewer.id, input.document, resourceId, input.format, input.state, input.progress, input.location ?? null, savedAt],
        'run',
        tx.getTransactionContext(),
      );
    });
    const kept = await em.fork().findOneOrFail(ReadingState, { reader: viewer.id, document: input.document });
    return kept;
  },

  /** The reader's most recently read documents (continue reading, the read-time page's last positions). */
  recent(em: EntityManager, viewer: ReaderViewer, limit: number) {
    return em.find(ReadingState, { reader: viewer.id }, { orderBy: { savedAt: 'DESC', id: 'DESC' }, limit: Math.min(Math.max(limit, 1), 50) });
  },
};
