import type { CrudDefinition, FieldSetter, Flag } from './crud.service.js';

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The flag actions: stem, flag, value. A flag family is on when `actions[family]` says so. */
const FLAG_ACTIONS = [
  ['enable', 'enabled', true, 'enable'],
  ['disable', 'enabled', false, 'enable'],
  ['recommend', 'recommended', true, 'recommend'],
  ['unrecommend', 'recommended', false, 'recommend'],
  ['shelve', 'onShelf', true, 'shelve'],
  ['unshelve', 'onShelf', false, 'shelve'],
  ['open', 'open', true, 'open'],
  ['close', 'open', false, 'open'],
] as const satisfies ReadonlyArray<readonly [string, Flag, boolean, string]>;

/**
 * The action families an entity may turn off or on (CrudDefinition.actions); all but shelve by
 * default (open/close, 开启/关闭: examine items accepting applications, off by default too). What readers submit has no create: the library reviews it, it does not write it.
 */
export type ActionFamily = 'create' | 'update' | 'enable' | 'recommend' | 'shelve' | 'open' | 'remove';

/**
 * One mutation the CRUD factory generates. Its name is `stem + typeName` (enableNews,
 * batchSetPermissionBook); the stem is also the audit log's action. `key` is the name the back
 * office gives it (admin/crud ActionDocuments: enable … batchRemove, set / batchSet for a setter).
 */
export interface CrudAction {
  key: string;
  stem: string;
  mutation: string;
  kind: 'create' | 'update' | 'flag' | 'setter' | 'remove';
  /** Takes `ids` and returns a BatchResult, instead of `id` and the item. */
  batch: boolean;
  /** The field a flag or setter sets (enabled, recommended, onShelf, permission…). */
  field?: string;
  /** A flag's fixed value. */
  value?: boolean;
  setter?: FieldSetter;
}

type Names = Pick<CrudDefinition<never, object, object>, 'typeName' | 'actions' | 'setters'>;

/**
 * Every mutation the factory generates for an entity, in one order: create, update, the flag pairs
 * it supports, its setters, remove; each but create and update with its batch variant. The
 * resolver factory registers these, the REST table maps them onto paths (rest/table.ts), and
 * `npm run schema` lists them in schema/admin-actions.json for the back office's codegen.
 */
export function crudActions(def: Names): CrudAction[] {
  const T = def.typeName;
  const families: Record<ActionFamily, boolean> = {
    create: true,
    update: true,
    enable: true,
    recommend: true,
    remove: true,
    shelve: false,
    open: false,
    ...def.actions,
  };
  const action = (key: string, stem: string, kind: CrudAction['kind'], batch: boolean, extra: Partial<CrudAction> = {}): CrudAction => ({
    key,
    stem,
    mutation: `${stem}${T}`,
    kind,
    batch,
    ...extra,
  });
  const pair = (stem: string, kind: CrudAction['kind'], key: string, extra: Partial<CrudAction> = {}) => [
    action(key, stem, kind, false, extra),
    action(`batch${capitalise(key)}`, `batch${capitalise(stem)}`, kind, true, extra),
  ];
  const setters = def.setters ?? [];
  return [
    ...(families.create ? [action('create', 'create', 'create', false)] : []),
    ...(families.update ? [action('update', 'update', 'update', false)] : []),
    ...FLAG_ACTIONS.filter(([, , , family]) => families[family]).flatMap(([stem, field, value]) => pair(stem, 'flag', stem, { field, value })),
    // The back office has one slot for a setter (set / batchSet); a second one is keyed by its stem.
    ...setters.flatMap((setter, i) => pair(`set${setter.name}`, 'setter', i === 0 ? 'set' : `set${setter.name}`, { field: setter.field, setter })),
    ...(families.remove ? pair('remove', 'remove', 'remove') : []),
  ];
}
