import { graphql, HttpResponse } from '../../test/msw';
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

/**
 * The server's answer to kindAccess (the e-book rule, spec §5) for a viewer: a reader-card login
 * (or a phone login granted 读者证级访问) opens the e-books, anyone else is told 请使用读者证登录！.
 * `asked` records each question.
 */
export function kindAccessHandler(opens: boolean, asked: string[] = []) {
  return graphql.query('KindAccess', ({ variables }) => {
    asked.push(String(variables.kind));
    return HttpResponse.json({
      data: {
        kindAccess: { __typename: 'KindAccess', kind: variables.kind, open: opens, refusal: opens ? null : '请使用读者证登录！' },
      },
    });
  });
}
