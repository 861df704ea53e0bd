import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ResourceKind } from '../../gql/graphql';

const KindAccessQuery = graphql(`
  query KindAccess($kind: ResourceKind!) {
    kindAccess(kind: $kind) {
      kind
      open
      refusal
    }
  }
`);

export interface KindAccess {
  /** The server has not answered yet. */
  pending: boolean;
  open: boolean;
  /** What the viewer is told when the kind does not open (请使用读者证登录！ for the e-books). */
  refusal?: string;
  /** The question failed (the network): no answer either way, and asking again. */
  failed: boolean;
  retry(): void;
}

/**
 * Whether the viewer may open a kind of resource, as the server's catalogue rule answers it
 * (kindAccess; spec §5: the e-books open with a reader-card login, or a phone login the library
 * granted 读者证级访问). Asked afresh by every page that needs it, since a login, a logout or a
 * granted right changes the answer. `skip`: the page needs no answer (not the e-books).
 */
export function useKindAccess(kind: ResourceKind, skip = false): KindAccess {
  const { data, error, refetch } = useQuery(KindAccessQuery, { variables: { kind }, skip, fetchPolicy: 'network-only' });
  const answer = data?.kindAccess;
  return {
    pending: !skip && !answer && !error,
    open: !!answer?.open,
    refusal: answer?.refusal ?? undefined,
    failed: !answer && !!error,
    retry: () => void refetch().catch(() => undefined),
  };
}

/** The login page, returning to `from` after the login. */
export const readerCardLoginPath = (from: string) => `/login?redirect=${encodeURIComponent(from)}`;
