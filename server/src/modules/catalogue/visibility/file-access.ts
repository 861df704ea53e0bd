/**
 * The file face of the rule (issue 11, D2): `/uploads` asks it before sending a file. A file is
 * gated when a resource's content refers to it — the resource's own file or URL, an audio track, a
 * video (source or converted), a newspaper page, a journal article, an exhibition picture. It then
 * goes to a viewer who may open one of the resources that refer to it (the detail page's rule) and
 * to admins; nobody else. Covers, posters and rich-text images are referred to by none of these
 * columns and stay public and cacheable, as does the content of a public resource.
 *
 * The references of a URL are cached for a short while (FILE_ACCESS_CACHE_MS): a cover is asked
 * for on every page, and a permission changed in the back office reaches files within that time.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '../../../core/auth/viewer.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { ResourceKind } from '../resource-kind.js';
import { ResourcePermission } from '../resources/resource-permission.js';
import { assertMayOpen, mayOpen, requiredPermission } from './access.js';

export const FILE_ACCESS_CACHE_MS = 30_000;

/** How a file may be sent: to anyone and cached by anyone, or to this viewer only. */
export type FileAudience = 'public' | 'private';

interface Reference {
  kind: ResourceKind;
  permission: ResourcePermission;
  shown: boolean;
}

// One statement: the resources whose content refers to the URL, each with what the rule reads.
const REFERENCES_SQL = `
select r.kind, r.permission, (r.enabled and r.on_shelf and r.published_at <= now()) as shown
from resource r
where r.id in (
  select id from resource where file = ? or url = ?
  union all select resource_id from audio_track where file = ?
  union all select resource_id from video_item where file = ? or playback_file = ?
  union all select e.resource_id from newspaper_page p join newspaper_edition e on e.id = p.edition_id where p.image = ? or p.file = ?
  union all select v.resource_id from journal_article a join journal_volume v on v.id = a.volume_id where a.file = ?
  union all select resource_id from exhibition_picture where image = ?
)`;

const cache = new LRUCache<string, Reference[]>({ max: 10_000, ttl: FILE_ACCESS_CACHE_MS });

async function referencesOf(em: EntityManager, url: string): Promise<Reference[]> {
  const cached = cache.get(url);
  if (cached) return cached;
  const rows = await em.getConnection().execute<Reference[]>(REFERENCES_SQL, Array(9).fill(url));
  const references = rows.map((row) => ({ kind: row.kind, permission: row.permission, shown: row.shown }));
  cache.set(url, references);
  return references;
}

/** Forgets what was cached (tests change permissions and ask again at once). */
export function forgetFileAccess(): void {
  cache.clear();
}

/**
 * Who may have the file at `url` (`/uploads/<key>`): 'public' when no resource's content refers to
 * it or a public resource does; 'private' for a viewer allowed by a referring resource; otherwise
 * 404 when only hidden resources refer to it (it does not exist for the public), or the detail
 * page's refusal (401 without a login, 403 `请使用读者证登录！`…).
 */
export async function fileAudience(em: EntityManager, viewer: Viewer | undefined, url: string): Promise<FileAudience> {
  const references = await referencesOf(em, url);
  if (references.length === 0) return 'public';
  const shown = references.filter((reference) => reference.shown);
  if (shown.some((reference) => requiredPermission(reference) === ResourcePermission.PUBLIC)) return 'public';
  if (viewer?.kind === 'admin') return 'private';
  if (shown.length === 0) throw AppError.notFound();
  if (shown.some((reference) => mayOpen(viewer, reference))) return 'private';
  // Refused as the least demanding of the resources would refuse (a login before a reader card).
  const easiest = shown.reduce((a, b) => (requiredPermission(a) === ResourcePermission.READER ? a : b));
  assertMayOpen(viewer, easiest);
  throw AppError.forbidden();
}
