import { CRUD_DOCUMENTS } from '../gql/crud-documents';
import type { ActionDocuments } from './types';

type Generated = typeof CRUD_DOCUMENTS;

/** An entity built on the server's CRUD factory, by its GraphQL type name. */
export type CrudType = keyof Generated;

/** Action families a screen may leave out of what the server offers (no 推荐 on a class tree, say). */
export type ActionFamily = 'enable' | 'recommend' | 'shelve' | 'open' | 'remove' | 'set';

const FAMILY_KEYS: Record<ActionFamily, (keyof ActionDocuments)[]> = {
  enable: ['enable', 'disable', 'batchEnable', 'batchDisable'],
  recommend: ['recommend', 'unrecommend', 'batchRecommend', 'batchUnrecommend'],
  shelve: ['shelve', 'unshelve', 'batchShelve', 'batchUnshelve'],
  open: ['open', 'close', 'batchOpen', 'batchClose'],
  remove: ['remove', 'batchRemove'],
  set: ['set', 'batchSet'],
};

/**
 * The typed `create`, `update` and `actions` documents of an entity built on the CRUD factory,
 * generated from the schema (client/scripts/codegen-admin-actions.cjs, README "Generated admin
 * actions"): a config spreads them, `...crudDocuments('News')`, and declares only what differs.
 * The row and batch buttons follow `actions`; `without` drops families the screen does not offer.
 */
export function crudDocuments<T extends CrudType>(
  type: T,
  options: { without?: ActionFamily[] } = {},
): Omit<Generated[T], 'actions'> & { actions: ActionDocuments } {
  const { actions: generated, ...documents } = CRUD_DOCUMENTS[type];
  // Typed, so every entity's generated actions are checked against what the list page runs.
  const actions: ActionDocuments = generated;
  const dropped = new Set((options.without ?? []).flatMap((family) => FAMILY_KEYS[family]));
  const kept = Object.fromEntries(Object.entries(actions).filter(([key]) => !dropped.has(key as keyof ActionDocuments)));
  return { ...(documents as Omit<Generated[T], 'actions'>), actions: kept as ActionDocuments };
}
