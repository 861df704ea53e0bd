import type { EntityManager } from '@mikro-orm/postgresql';
import type { Submission } from './submission.entity.js';

/** Every submission type's entity, registered as each is created (submission.resolver.ts). */
const entities = new Set<abstract new () => Submission<string>>();

export function registerSubmissionEntity(entity: abstract new () => Submission<string>) {
  entities.add(entity);
}

/** The tables of every submission type: what "everything the reader sent" reads. */
export function submissionTables(em: EntityManager): string[] {
  return [...entities].map((entity) => em.getMetadata().get(entity.name).tableName);
}
