import type { ResourceKind } from '../../gql/graphql';
import { KIND_TYPENAMES } from './kinds';

/** The fields every resource query of these pages may ask for (msw answers; extra fields are ignored by Apollo). */
export function resourceFixture(kind: ResourceKind, id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: KIND_TYPENAMES[kind],
    id,
    kind,
    title: `资源${id}`,
    subtitle: null,
    cover: null,
    creators: ['佚名'],
    publisher: null,
    publishYear: null,
    language: 'zh',
    summary: null,
    keywords: [],
    views: 10,
    collections: 2,
    scoreAverage: 0,
    scoreCount: 0,
    class: null,
    related: [],
    // An e-book's file (null: no electronic copy to read online).
    ...(kind === 'ebook' ? { file: null } : {}),
    ...overrides,
  };
}

/** A card's fields for a related or listed resource. */
export const cardFixture = (kind: ResourceKind, id: string, title: string) => ({
  __typename: KIND_TYPENAMES[kind],
  id,
  kind,
  title,
  subtitle: null,
  cover: null,
  creators: ['佚名'],
  publisher: null,
  publishYear: null,
  views: 1,
  scoreAverage: 0,
  ...(kind === 'thesis' ? { institution: null, degree: null } : {}),
  ...(kind === 'audio' ? { narrator: null } : {}),
  ...(kind === 'journal' || kind === 'newspaper' ? { frequency: null } : {}),
  ...(kind === 'exhibition' ? { venue: null, startsOn: null, endsOn: null } : {}),
});
