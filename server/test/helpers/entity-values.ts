import { Reference, wrap } from '@mikro-orm/core';
import { isToOne } from '../../src/core/db/fast-read/rows-as-entities.js';

/**
 * An entity's values as MikroORM serialises them (toObject), its to-one relations as the key of the
 * entity each refers to, read through the property: a read-only row (core/db/fast-read/rows-as-entities.ts)
 * makes its references when first asked, so toObject alone leaves them out where em.find's
 * entities have them.
 */
export function entityValues(entity: object): Record<string, unknown> {
  const values = wrap(entity).toObject() as Record<string, unknown>;
  for (const prop of wrap(entity, true).__meta.relations.filter(isToOne)) {
    const related = (entity as Record<string, unknown>)[prop.name] as object | null | undefined;
    values[prop.name] = related == null ? null : wrap(Reference.unwrapReference(related), true).getPrimaryKey();
  }
  return values;
}
