import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error.js';
import type { Viewer } from '../../core/auth/viewer.js';
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

/**
 * Checks that the reader may read the document and answers the resource it belongs to (null for a
 * file of the reader's own cloud).
 */
export const DOCUMENT_CHECKS: Record<
  string,
  (em: EntityManager, viewer: ReaderViewer, id: number) => Promise<{ resourceId: number | null; format?: string }>
> = {
  resource: async (em, viewer, id) => {
    const resource = await findOpenable(em, viewer, id);
    const format = READABLE_KINDS[resource.kind];
    if (!format) throw AppError.badInput('document', '该资源不支持在线阅读');
    return { resourceId: resource.id, format };
  },
  // A file of the reader's own cloud: theirs alone (404 for anyone else's), read in its format.
  cloud: async (em, viewer, id) => {
    const file = await CloudFileService.owned(em, viewer, id);
    return { resourceId: null, format: file.format };
  },
};

async function checkDocument(em: EntityManager, viewer: ReaderViewer, document: string) {
  if (!DOCUMENT_PATTERN.test(document)) throw AppError.badInput('document', '阅读对象无效');
  const [prefix, id] = document.split(':');
  const check = DOCUMENT_CHECKS[prefix];
  if (!check) throw AppError.badInput('document', '阅读对象无效');
  return check(em, viewer, Number(id));
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
  async save(em: EntityManager, viewer: ReaderViewer, input: SaveReadingStateInput) {
    const { resourceId, format } = await checkDocument(em, viewer, input.document);
    if (format && format !== input.format) throw AppError.badInput('format', '阅读格式无效');
    const savedAt = new Date(Math.min(input.savedAt.getTime(), Date.now() + CLOCK_SKEW_MS));
    await em.getConnection().execute(
      `insert into reading_state (created_at, updated_at, reader_id, document, resource_id, format, state, progress, location, saved_at)
       values (now(), now(), ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (reader_id, document) do update set
         updated_at = now(), format = excluded.format, state = excluded.state, progress = excluded.progress,
         location = excluded.location, saved_at = excluded.saved_at
       where reading_state.saved_at < excluded.saved_at`,
      [viewer.id, input.document, resourceId, input.format, input.state, input.progress, input.location ?? null, savedAt],
      'run',
    );
    const kept = await em.fork().findOneOrFail(ReadingState, { reader: viewer.id, document: input.document });
    return kept;
  },

  /** The reader's most recently read documents (continue reading, the read-time page's last positions). */
  recent(em: EntityManager, viewer: ReaderViewer, limit: number) {
    return em.find(ReadingState, { reader: viewer.id }, { orderBy: { savedAt: 'DESC', id: 'DESC' }, limit: Math.min(Math.max(limit, 1), 50) });
  },
};
