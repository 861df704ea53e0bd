import compression from 'compression';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed build output (`assets/name-<hash>.js`): its content never changes under that name. */
const HASHED = /\/assets\/[^/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

/**
 * The built client: the brotli or gzip copy the build made (vite-plugin-compression2) when the
 * browser accepts it, hashed assets cached for a year as immutable, anything else (index.html, the
 * favicon) revalidated on every use so a new release is seen at once.
 */
export function serveClient(clientDir: string): RequestHandler {
  return expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  }) as RequestHandler;
}

/**
 * GraphQL and REST answers over 1 KB go compressed (brotli or gzip, as the client accepts), and so
 * does index.html when a page falls through to it (server-render.ts), except a kept answer or page,
 * which carries its own compressed forms (core/http/send-answer.ts).
 */
export function compressJson(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req, res) => !(res as unknown as { locals: { precompressed?: boolean } }).locals.precompressed && compression.filter(req, res),
  });
}
