import { findMenuItem } from '../../content/index.js';
import { ResourceKind } from '../resource-kind.js';

/** Kinds with a detail page (client/src/router.tsx `detailKinds`: /resources/{kind}/detail?id=…). */
const DETAIL_KINDS = new Set<ResourceKind>([
  ResourceKind.book,
  ResourceKind.ebook,
  ResourceKind.audio,
  ResourceKind.thesis,
  ResourceKind.newspaper,
  ResourceKind.journal,
  ResourceKind.video,
  ResourceKind.exhibition,
]);

/** Whether a resource of this kind has a detail page of its own. */
export const hasDetailPage = (kind: ResourceKind) => DETAIL_KINDS.has(kind);

/**
 * The public page of a resource, as feeds, posters and shared links point at it: its detail page; for a kind without one its
 * list page when the site menu has it (databases), else a search for its title (digital resources).
 */
export function resourcePagePath(resource: { id: number; kind: ResourceKind; title: string }): string {
  if (DETAIL_KINDS.has(resource.kind)) return `/resources/${resource.kind}/detail?id=${resource.id}`;
  const list = findMenuItem(resource.kind)?.url;
  return list === `/resources/${resource.kind}` ? list : `/retrieve?q=${encodeURIComponent(resource.title)}`;
}
