/**
 * Who may see and who may open a resource, decided in memory from the viewer and the row's kind
 * and permission. The query faces (ORM where, SQL fragment) are in resource-visibility.ts and take
 * their lists of kinds and permissions from here.
 */
import { assertRoles } from '../../../core/auth/auth-checker.js';
import { viewerRoles, type Role, type Viewer } from '../../../core/auth/viewer.js';
import { AppError, MESSAGES } from '../../../core/errors/app-error.js';
import { ResourceKind } from '../resource-kind.js';
import { ResourcePermission } from '../resources/resource-permission.js';

/**
 * Per kind (spec §1, §2, §5): who sees its cards in lists, search and rankings (`see`), and who may
 * open it — its detail, files and children (`open`). E-books are seen and opened with a reader-card
 * login only; audio, theses, newspapers and journals show their cards to everyone and open with a
 * login; the rest are public. A resource's own `permission` can only tighten `open`.
 */
export const KIND_ACCESS: Record<ResourceKind, { see: ResourcePermission; open: ResourcePermission }> = {
  book: { see: ResourcePermission.PUBLIC, open: ResourcePermission.PUBLIC },
  video: { see: ResourcePermission.PUBLIC, open: ResourcePermission.PUBLIC },
  exhibition: { see: ResourcePermission.PUBLIC, open: ResourcePermission.PUBLIC },
  database: { see: ResourcePermission.PUBLIC, open: ResourcePermission.PUBLIC },
  digital: { see: ResourcePermission.PUBLIC, open: ResourcePermission.PUBLIC },
  audio: { see: ResourcePermission.PUBLIC, open: ResourcePermission.READER },
  thesis: { see: ResourcePermission.PUBLIC, open: ResourcePermission.READER },
  newspaper: { see: ResourcePermission.PUBLIC, open: ResourcePermission.READER },
  journal: { see: ResourcePermission.PUBLIC, open: ResourcePermission.READER },
  ebook: { see: ResourcePermission.READER_CARD, open: ResourcePermission.READER_CARD },
};

const RANK: Record<ResourcePermission, number> = { PUBLIC: 0, READER: 1, READER_CARD: 2 };
const PERMISSIONS = Object.values(ResourcePermission);
const KINDS = Object.values(ResourceKind);

/**
 * How far a viewer reaches: a guest holds PUBLIC, a phone login READER, a reader-card login
 * READER_CARD. Admins manage every resource, so they hold them all (the back office shows files).
 */
export function accessLevel(viewer: Viewer | undefined): number {
  const roles = viewerRoles(viewer);
  if (roles.includes('ADMIN') || roles.includes('READER_CARD')) return RANK.READER_CARD;
  return roles.includes('READER') ? RANK.READER : RANK.PUBLIC;
}

/** The permissions a viewer holds (a resource with one of these as its own permission may be opened). */
export function grantedPermissions(viewer: Viewer | undefined): ResourcePermission[] {
  const level = accessLevel(viewer);
  return PERMISSIONS.filter((permission) => RANK[permission] <= level);
}

export function maySeeKind(viewer: Viewer | undefined, kind: ResourceKind): boolean {
  return accessLevel(viewer) >= RANK[KIND_ACCESS[kind].see];
}

/** Kinds whose cards the viewer may not see at all (e-books without a reader card). */
export function hiddenKinds(viewer: Viewer | undefined): ResourceKind[] {
  return KINDS.filter((kind) => !maySeeKind(viewer, kind));
}

/** Kinds the viewer may open, before a resource's own permission. */
export function openableKinds(viewer: Viewer | undefined): ResourceKind[] {
  const level = accessLevel(viewer);
  return KINDS.filter((kind) => RANK[KIND_ACCESS[kind].open] <= level);
}

/** The stricter of the kind's rule and the resource's own permission. */
export function requiredPermission(resource: { kind: ResourceKind; permission: ResourcePermission }): ResourcePermission {
  const byKind = KIND_ACCESS[resource.kind].open;
  return RANK[resource.permission] > RANK[byKind] ? resource.permission : byKind;
}

/** May the viewer open this resource: its detail, its files, its children. */
export function mayOpen(viewer: Viewer | undefined, resource: { kind: ResourceKind; permission: ResourcePermission }): boolean {
  return accessLevel(viewer) >= RANK[requiredPermission(resource)];
}

/**
 * Why a viewer may not open a kind, or undefined when they may: the pages of a reader card's kind
 * (the e-books) say 请使用读者证登录！ to anyone without one, a guest included (spec §5); a kind
 * that needs any login says the 401's message.
 */
export function kindRefusal(viewer: Viewer | undefined, kind: ResourceKind): string | undefined {
  const needed = KIND_ACCESS[kind].open;
  if (accessLevel(viewer) >= RANK[needed]) return undefined;
  return needed === ResourcePermission.READER_CARD ? MESSAGES.readerCardRequired : MESSAGES.unauthenticated;
}

/** 401 without a login, 403 without the role (`请使用读者证登录！` for a phone login where a card is needed). */
function refuse(viewer: Viewer | undefined, permission: ResourcePermission): never {
  assertRoles(viewer, [permission as Role]);
  throw AppError.forbidden();
}

/** A list or search of one kind: refused when the viewer may not see that kind (the e-book list). */
export function assertMaySeeKind(viewer: Viewer | undefined, kind: ResourceKind): void {
  if (!maySeeKind(viewer, kind)) refuse(viewer, KIND_ACCESS[kind].see);
}

/** A detail (or a video to play): refused when the viewer may not open the resource. */
export function assertMayOpen(viewer: Viewer | undefined, resource: { kind: ResourceKind; permission: ResourcePermission }): void {
  if (!mayOpen(viewer, resource)) refuse(viewer, requiredPermission(resource));
}
