import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { parse as parseCookies } from 'cookie';
import type { RequestHandler, Response } from 'express';
import { Kind, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { readFromPrimary, withReadRoute } from '../db/replica-reads.js';

/** How far apart the instances' clocks may be. */
const CLOCK_SKEW_MS = 60_000;

/** The cookie that sends a client's reads to the primary for a few seconds after it wrote. */
export const READ_YOUR_WRITES_COOKIE = 'lp_rw';

/**
 * Read-your-writes with read replicas (DATABASE_REPLICA_URLS). A request that writes reads from the
 * primary from then on, and so do its client's requests during DATABASE_REPLICA_STICKY_SECONDS: a
 * reader who posts a comment sees it on the next page, though a replica may not have it yet.
 *
 * The mark is a short-lived cookie signed with the instances' shared key (JWT_SECRET), its end in
 * it: any instance checks it without asking anything (no Redis round trip on every read, no state
 * per session, guests' writes count too), it ends by itself, and a client cannot stretch it to keep
 * all its reads on the primary. Browsers send it with the API's calls (same origin); an integrator's
 * client that keeps no cookies reads its writes within the writing request only.
 */
export class ReadYourWrites {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly stickySeconds: number,
  ) {
    // Its own key, derived: a mark is never a valid signature of anything else signed with the secret.
    this.key = createHmac('sha256', secret).update('library-portal read-your-writes').digest();
  }

  /** Runs every later handler with its reads routed: on the primary while the client's mark lasts, else on a replica. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const cookieHeader = req.headers.cookie;
      const marked = cookieHeader?.includes(READ_YOUR_WRITES_COOKIE) ? this.valid(parseCookies(cookieHeader)[READ_YOUR_WRITES_COOKIE]) : false;
      withReadRoute(!marked, () => this.mark(res, req.secure), next);
    };
  }

  /** The mark's value: its end (ms since the epoch) and the signature of it. */
  value(until: number): string {
    return `${until}.${this.signature(until)}`;
  }

  private signature(until: number): string {
    return createHmac('sha256', this.key).update(String(until)).digest('base64url');
  }

  /** A mark of ours that has not ended, and ends no later than a fresh one would. */
  valid(raw: string | undefined): boolean {
    const match = raw ? /^(\d{13})\.([\w-]{43})$/.exec(raw) : null;
    if (!match) return false;
    const until = Number(match[1]);
    const now = Date.now();
    // Another instance's clock may run a little ahead of this one's.
    if (until <= now || until > now + this.stickySeconds * 1000 + CLOCK_SKEW_MS) return false;
    const [given, expected] = [Buffer.from(match[2]), Buffer.from(this.signature(until))];
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mark(res: Response, secure: boolean) {
    if (res.headersSent) return;
    const until = Date.now() + this.stickySeconds * 1000;
    res.cookie(READ_YOUR_WRITES_COOKIE, this.value(until), {
      maxAge: this.stickySeconds * 1000,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
    });
  }
}

/**
 * The extension (type-graphql's `@Extensions`) of a mutation that writes nothing its client reads
 * back: a page view's log entry, a poll that only counts. Browsers send these on every page or every
 * minute; marking them would keep every visitor's reads on the primary.
 */
export const NO_READ_BACK = { readYourWrites: false } as const;

/** Whether running this mutation field must send its client's next reads to the primary. */
export function writesReadBack(field: GraphQLField<unknown, unknown> | undefined): boolean {
  return field?.extensions?.readYourWrites !== false;
}

/** Whether an operation is a mutation whose root fields write what the client may read back. */
function marks(operation: OperationDefinitionNode | undefined, schema: GraphQLSchema): boolean {
  if (operation?.operation !== 'mutation') return false;
  const fields = schema.getMutationType()?.getFields() ?? {};
  return operation.selectionSet.selections.some(
    (selection) => selection.kind !== Kind.FIELD || (selection.name.value !== '__typename' && writesReadBack(fields[selection.name.value])),
  );
}

/**
 * A GraphQL mutation writes: the request reads from the primary from before its resolvers run, and
 * its client is marked. (Queries come by POST too, so the method says nothing; the REST paths tell
 * by the root field they execute, rest/router.ts.)
 */
export const mutationsReadFromPrimary: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, schema }) {
        if (marks(operation, schema)) readFromPrimary({ wrote: true });
      },
    };
  },
};
