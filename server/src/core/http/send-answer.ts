/**
 * Sends a kept answer (core/http/public-cache.ts): in the encoding the client prefers, compressed
 * once and kept with the answer, with a strong ETag per encoding and 304 for a matching
 * If-None-Match. The REST face's public answers (rest/public-answers.ts) and the server-rendered
 * pages (server-render.ts) both answer this way.
 */
import type { Request, Response } from 'express';
import { compressedAs, COMPRESS_FROM, type CachedAnswer } from './public-cache.js';

/** ETags of one answer: a strong ETag names one representation, so each encoding has its own. */
const etagOf = (answer: CachedAnswer, encoding: string) => `"${answer.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // If-None-Match compares weakly (RFC 9110 §13.1.2).
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface AnswerHeaders {
  contentType: string;
  cacheControl: string;
  /** The request headers besides Accept-Encoding the answer depends on. */
  varyAlso: string;
  /** Any other headers (the statements it took, whether it came from the cache). */
  extra?: Record<string, string>;
  status?: number;
}

export function sendAnswer(req: Request, res: Response, answer: CachedAnswer, headers: AnswerHeaders) {
  const accepted = answer.body.length >= COMPRESS_FROM ? req.acceptsEncodings(['br', 'gzip', 'identity']) : 'identity';
  const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const etag = etagOf(answer, encoding);
  // Already encoded: the compression middleware leaves the answer alone (static-client.ts).
  res.locals.precompressed = true;
  res.setHeader('Cache-Control', headers.cacheControl);
  res.vary('Accept-Encoding');
  res.vary(headers.varyAlso);
  res.setHeader('ETag', etag);
  for (const [name, value] of Object.entries(headers.extra ?? {})) res.setHeader(name, value);
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const body = encoding === 'identity' ? answer.body : compressedAs(answer, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', headers.contentType);
  res.setHeader('Content-Length', String(body.length));
  res.status(headers.status ?? 200).end(req.method === 'HEAD' ? undefined : body);
}
