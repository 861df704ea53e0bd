import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Rules = ReturnType<Storage['getTargetValidationMetadatas']>;
type Target = Parameters<Storage['getTargetValidationMetadatas']>[0];
type Schema = Parameters<Storage['getTargetValidationMetadatas']>[1];

/**
 * class-validator finds a class's rules anew at every validation: it tests the class against every
 * decorated class of the process (`prototype instanceof`, for inherited rules), ~3% of the CPU of an
 * uncached public list (issue 12's profile). The rules are declared by decorators when the classes
 * load, so the answer is kept per class; a rule added later (a class loaded late) empties the memo.
 * Only the lookups the portal makes are kept (no groups, `always` off), per class and schema: a nested
 * object's rules are looked up with its parent's class as the schema (class-validator's
 * nestedValidations), so a list's filter is looked up that way on every call.
 */
export function memoiseValidationRules(): void {
  const storage = getMetadataStorage() as Storage & { rulesMemoised?: true };
  if (storage.rulesMemoised) return;
  storage.rulesMemoised = true;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let rules = new Map<Target, Map<Schema, Rules>>();
  storage.addValidationMetadata = (metadata) => {
    rules = new Map();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (always || strictGroups || groups?.length) return lookup(target, schema, always, strictGroups, groups);
    let bySchema = rules.get(target);
    if (!bySchema) rules.set(target, (bySchema = new Map()));
    let found = bySchema.get(schema);
    if (!found) {
      found = lookup(target, schema, always, strictGroups, groups);
      bySchema.set(schema, found);
    }
    return found;
  };
}
