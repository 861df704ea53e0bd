/**
 * Which root queries answer guests cacheably, and for how long (issue 12): the policy the REST face
 * (rest/public-answers.ts) and GraphQL GET (core/graphql/public-answer-headers.ts) share.
 */
import type { MetadataStorage } from '@mikro-orm/core';
import { getNamedType, isAbstractType, isObjectType, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { PUBLIC_ANSWER, type PublicAnswerMark } from '../graphql/field-marks.js';
import type { Services } from '../services.js';

export interface PublicAnswerPolicy {
  /** Root entity names whose writes make the answer stale. */
  tags: string[];
  /** The first of them (or `default`): its max-age setting applies. */
  kind: string;
  maxAge: number;
  staleSeconds: number;
  countsView?: string;
  /** HTTP caches revalidate it every time (PublicAnswerMark.revalidate). */
  revalidate?: boolean;
}

/** How deep the REST selection reaches (rest/selection.ts selects three levels), with one to spare. */
const TAG_DEPTH = 4;

/** The root entities an answer of this type can show, nearest first. */
export function entityTags(schema: GraphQLSchema, type: GraphQLNamedType, metadata: MetadataStorage): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  let level: GraphQLNamedType[] = [type];
  for (let depth = 0; depth <= TAG_DEPTH && level.length; depth++) {
    const next: GraphQLNamedType[] = [];
    for (const named of level) {
      if (seen.has(named.name)) continue;
      seen.add(named.name);
      const entity = metadata.find(named.name);
      const tag = entity?.root.className;
      if (tag && !tags.includes(tag)) tags.push(tag);
      if (isAbstractType(named)) next.push(...schema.getPossibleTypes(named));
      if (isObjectType(named)) for (const field of Object.values(named.getFields())) next.push(getNamedType(field.type));
    }
    level = next;
  }
  return tags;
}

/** The policy of a GET route on this root field, or undefined when its answers are not public. */
export function publicAnswerPolicy(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  services: Pick<Services, 'config' | 'orm'>,
): PublicAnswerPolicy | undefined {
  const mark = field.extensions?.[PUBLIC_ANSWER] as PublicAnswerMark | undefined;
  if (!mark) return undefined;
  const tags = mark.shows ?? entityTags(schema, getNamedType(field.type), services.orm.getMetadata());
  const kind = tags[0] ?? 'default';
  const { seconds, staleSeconds } = services.config.publicCache;
  return { tags, kind, maxAge: seconds[kind] ?? seconds.default, staleSeconds, countsView: mark.countsView, revalidate: mark.revalidate };
}

/** What a page shows that is not a public answer may be kept by the browser only, and revalidated. */
export const PUBLIC_ANSWER_NO_POLICY = 'private, no-cache';

/** A guest's answer: kept for max-age, or (a counted view, a change to show at once) revalidated every time. */
export function cacheControl(policy: PublicAnswerPolicy): string {
  if (policy.countsView || policy.revalidate || policy.maxAge === 0) return 'public, no-cache';
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleSeconds}`;
}
