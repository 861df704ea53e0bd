import type { ResourceKind } from '../../gql/graphql';
import { KINDS } from '../index';

/** The kinds a captured page can become, with their names: the eight kind lists, then 数字资源 and 数据库. */
export const CAPTURE_KINDS: Array<[ResourceKind, string]> = [
  ...KINDS.map(([kind, , name]): [ResourceKind, string] => [kind, name]),
  ['digital', '数字资源'],
  ['database', '数据库'],
];

/** The kinds whose input has an ISBN. */
export const HAS_ISBN: ReadonlySet<ResourceKind> = new Set<ResourceKind>(['book', 'ebook']);

/**
 * Where a new item of a kind is edited (the registry's routes): the kind lists with children edit
 * at `<list>/:id/edit`, 论文 at `<list>/:id`, 数字资源 and 数据库 under 数字图书馆.
 */
export function editPath(kind: ResourceKind, id: string): string {
  if (kind === 'digital') return `/admin/source/digital/${id}`;
  if (kind === 'database') return `/admin/source/digital/database/${id}`;
  const segment = KINDS.find(([k]) => k === kind)?.[1] ?? kind;
  return kind === 'thesis' ? `/admin/source/${segment}/list/${id}` : `/admin/source/${segment}/list/${id}/edit`;
}
