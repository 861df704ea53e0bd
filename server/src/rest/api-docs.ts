/**
 * /api/openapi.json (the REST layer's OpenAPI 3.1 document, openapi.ts) and /api/docs, a reference
 * to read and try it: Swagger UI from the `swagger-ui-dist` package, served from this process (no
 * CDN, works offline), with the schema validator badge off (it would call validator.swagger.io).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { buildOpenApiDocument } from './openapi.js';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];

const page = (siteName: string) => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST 接口文档 - ${siteName.replace(/[<>&"]/g, '')}</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"><noscript>接口文档需要 JavaScript。文档本身：<a href="/api/openapi.json">/api/openapi.json</a></noscript></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// A file, not inline: the site's CSP allows scripts from 'self' only.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'none',
  filter: true,
  persistAuthorization: false,
});
`;

export function apiDocs(schema: GraphQLSchema, siteName: string): Router {
  const router = express.Router();
  let document: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    // Built on first use (a few hundred paths) and kept: the schema and the table do not change while running.
    document ??= JSON.stringify(buildOpenApiDocument(schema, { title: siteName }));
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(document);
  });
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(page(siteName));
  });
  router.get('/docs/init.js', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/javascript').send(INIT);
  });
  for (const file of SWAGGER_FILES) {
    router.get(`/docs/${file}`, (_req, res) => {
      res.sendFile(join(SWAGGER_DIR, file), { maxAge: '1d' });
    });
  }
  return router;
}
