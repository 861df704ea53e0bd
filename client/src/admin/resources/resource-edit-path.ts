import type { ResourceKind } from '../gql/graphql';
import { adminScreens, KINDS } from '.';

/** The screen of each kind's resources. */
const KIND_PATHS: Record<string, string> = {
  ...Object.fromEntries(KINDS.map(([kind, segment]) => [kind, `source/${segment}/list`])),
  digital: 'source/digital',
  database: 'source/digital/database',
};

/** Where a resource is edited: its kind's screen (`<list>/:id/edit` where `<list>/:id` lists its children). */
export function resourceEditPath(kind: ResourceKind, id: string): string {
  const screen = adminScreens.find((s) => s.path === KIND_PATHS[kind])!;
  return `/admin/${screen.path}/${id}${screen.children ? '/edit' : ''}`;
}
