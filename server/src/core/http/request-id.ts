import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * One id per request (issue 18, observability): taken from a proxy's `x-request-id` when it looks
 * like one, else made here; sent back as `x-request-id`, put on every log line written while the
 * request runs (logger.ts) and on GraphQL errors (`extensions.requestId`), so a reader's report
 * of a failure leads to its log lines.
 */
const requestIds = new AsyncLocalStorage<string>();
const INCOMING = /^[A-Za-z0-9._:-]{8,64}$/;

export const currentRequestId = (): string | undefined => requestIds.getStore();

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && INCOMING.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', id);
    (req as { id?: string }).id = id;
    requestIds.run(id, next);
  };
}
