import { REST_ROUTES, CRUDS } from './table.js';

/** One generated mutation as schema/admin-actions.json lists it. */
export interface AdminActionEntry {
  /** The back office's name for it (client admin/crud ActionDocuments; create and update besides). */
  action: string;
  mutation: string;
  /** The field a flag or setter sets: the client selects it back so the row updates in the cache. */
  field?: string;
  /** Its REST paths, `POST /api/admin/…`. */
  rest: string[];
}

/** Every mutation the CRUD factory generates, by GraphQL type, with the REST paths that run it. */
export function adminActionList(): Record<string, AdminActionEntry[]> {
  const list: Record<string, AdminActionEntry[]> = {};
  for (const crud of CRUDS) {
    list[crud.service.def.typeName] = crud.actions.map((action) => ({
      action: action.key,
      mutation: action.mutation,
      ...(action.field ? { field: action.field } : {}),
      rest: REST_ROUTES.filter((route) => route.field === action.mutation).map((route) => `${route.method.toUpperCase()} /api${route.path}`),
    }));
  }
  return list;
}

/** The committed file: one action a line, so it diffs and greps well. */
export function printAdminActions(): string {
  const types = Object.entries(adminActionList()).map(
    ([type, entries]) => `  ${JSON.stringify(type)}: [\n${entries.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]`,
  );
  return `{\n${types.join(',\n')}\n}\n`;
}
