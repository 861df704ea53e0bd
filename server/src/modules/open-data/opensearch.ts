/**
 * OpenSearch (issue 18): a description document so browsers offer the catalogue as a search engine
 * (linked from every page by client/index.html), and suggestions in the OpenSearch JSON format
 * from the catalogue's own suggestion service, as a guest sees them.
 */
import express, { type Router } from 'express';
import type { Services } from '../../core/services.js';
import { searchSuggestions, SuggestionType } from '../catalogue/index.js';
import { answering, queryText, siteBase } from './http.js';

export const OPENSEARCH_PATH = '/opensearch.xml';
export const SUGGEST_PATH = '/opensearch/suggest';
/** Suggestions a browser shows under its address bar. */
const SUGGESTIONS = 10;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The description document (`base`: the site's address); ShortName is the site name cut to the 16 characters the format allows. */
export function openSearchDescription(siteName: string, base: string): string {
  const name = escapeXml([...siteName].slice(0, 16).join(''));
  const url = (path: string) => escapeXml(`${base}${path}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${name}</ShortName>
  <Description>${escapeXml(`${siteName}：检索馆藏图书、电子书、音视频、论文、报刊等资源`.slice(0, 1024))}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <OutputEncoding>UTF-8</OutputEncoding>
  <Language>zh-CN</Language>
  <Image width="16" height="16" type="image/svg+xml">${url('/favicon.svg')}</Image>
  <Url type="text/html" method="get" template="${url('/retrieve?q={searchTerms}')}"/>
  <Url type="application/x-suggestions+json" method="get" template="${url(`${SUGGEST_PATH}?q={searchTerms}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${url(OPENSEARCH_PATH)}"/>
</OpenSearchDescription>
`;
}

const KIND_LABELS: Record<SuggestionType, string> = {
  [SuggestionType.TITLE]: '题名',
  [SuggestionType.CREATOR]: '责任者',
  [SuggestionType.SEARCH_WORD]: '热门检索',
};

export function openSearchRoutes(services: Services): Router {
  const router = express.Router();
  const base = siteBase(services.config);
  const description = openSearchDescription(services.config.site.name, base);

  router.get(OPENSEARCH_PATH, (_req, res) => {
    res.type('application/opensearchdescription+xml; charset=utf-8').set('Cache-Control', 'public, max-age=86400').send(description);
  });

  // [query, completions, descriptions, URLs]: the OpenSearch suggestions extension's JSON.
  router.get(
    SUGGEST_PATH,
    answering(services, async (req, res) => {
      const q = queryText(req, res);
      if (q === undefined) return;
      const suggestions = await searchSuggestions(services.orm.em.fork(), undefined, q, SUGGESTIONS);
      res
        .type('application/x-suggestions+json; charset=utf-8')
        .set('Cache-Control', 'public, max-age=60')
        .send(
          JSON.stringify([
            q,
            suggestions.map((s) => s.text),
            suggestions.map((s) => KIND_LABELS[s.type]),
            suggestions.map((s) => `${base}/retrieve?q=${encodeURIComponent(s.text)}`),
          ]),
        );
    }),
  );
  return router;
}
