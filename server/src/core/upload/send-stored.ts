import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { ByteRange, Storage, StoredInfo } from './storage.js';

export interface SendStoredOptions {
  /** Whether sendFile may set its own Cache-Control (local store; the caller's header wins anyway). */
  cacheControl?: boolean;
  /** Called, before anything is sent, when the file is not there after all. */
  onMissing: () => void;
}

/** An `If-Range` that no longer matches the file asks for the whole of it (RFC 9110 §13.1.5). */
function ifRangeHolds(req: Request, info: StoredInfo): boolean {
  const condition = req.get('if-range');
  if (!condition) return true;
  if (condition.includes('"')) return condition === info.etag;
  const date = Date.parse(condition);
  return Number.isFinite(date) && Math.floor(info.modified.getTime() / 1000) <= Math.floor(date / 1000);
}

/** The one byte range asked for; 'unsatisfiable' for a range past the end; undefined for the whole file. */
function requestedRange(req: Request, info: StoredInfo): ByteRange | 'unsatisfiable' | undefined {
  if (!req.headers.range || !ifRangeHolds(req, info)) return undefined;
  const ranges = req.range(info.size);
  if (ranges === -1) return 'unsatisfiable';
  // A malformed header or several ranges: the whole file, as express's sendFile answers them.
  if (!Array.isArray(ranges) || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/**
 * Answers a GET or HEAD with a stored file whose Content-Type (and Cache-Control, disposition) the
 * caller has set. A local store sends from the disk (express's sendFile); another store streams the
 * object through the portal with the same protocol: ETag and Last-Modified, 304 for a fresh copy,
 * one Range → 206 with Content-Range (audio and video players seek with it), 416 past the end.
 * Going through the portal keeps every permission check where it is (no presigned links to leak).
 */
export async function sendStored(req: Request, res: Response, storage: Storage, key: string, info: StoredInfo, options: SendStoredOptions) {
  const root = storage.localRoot();
  if (root) {
    // Given the key relative to the root, `dotfiles: 'deny'` judges the key alone: the default data
    // directory (`./.data`) is itself a dot-folder and must not make every file a 404.
    res.sendFile(key, { root, dotfiles: 'deny', cacheControl: options.cacheControl ?? true }, (error) => {
      if (error && !res.headersSent) options.onMissing();
    });
    return;
  }
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Last-Modified', info.modified.toUTCString());
  if (info.etag) res.setHeader('ETag', info.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = requestedRange(req, info);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${info.size}`);
    res.status(416).end();
    return;
  }
  const file = req.method === 'HEAD' ? undefined : await storage.open(key, range);
  if (req.method !== 'HEAD' && !file) return options.onMissing();
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : info.size));
  if (!file) {
    res.end();
    return;
  }
  // A viewer who closes the player mid-file ends the stream: not an error worth a log line.
  await pipeline(file.stream, res).catch(() => undefined);
}
