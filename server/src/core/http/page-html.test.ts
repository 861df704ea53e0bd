import { describe, expect, it } from 'vitest';
import { pageCacheControl, pageTemplate } from './page-html.js';
import type { PublicAnswerPolicy } from './public-answer-policy.js';

const policy = (maxAge: number, countsView?: string): PublicAnswerPolicy => ({ tags: ['News'], kind: 'News', maxAge, staleSeconds: 300, countsView });

describe('a server-rendered page (issue 12)', () => {
  it('puts the page’s head and styles at the end of the head instead of index.html’s title and description, the markup in the root and the data beside it', () => {
    const page = pageTemplate(
      '<html><head>\n  <meta charset="UTF-8" />\n  <meta name="description" content="site" />\n  <title>site</title>\n</head><body><div id="root"></div><script src="/m.js"></script></body></html>',
    );
    // The page's own title and description replace index.html's (issue 52).
    expect(page({ head: '<title>p</title><style>s</style>', html: '<p>x</p>', data: '{}' })).toBe(
      '<html><head>\n  <meta charset="UTF-8" />\n<title>p</title><style>s</style></head><body><div id="root"><p>x</p></div><script type="application/json" id="ssr-data">{}</script><script src="/m.js"></script></body></html>',
    );
    expect(() => pageTemplate('<html><body></body></html>')).toThrow(/root/);
  });

  it("leaves out index.html's preloads of the app: the page paints and shows its first image before the app is fetched", () => {
    const page = pageTemplate(
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/boot-b.js">\n    <link rel="modulepreload" crossorigin href="/assets/react-c.js">\n</head><body><div id="root"></div></body></html>',
    );
    const html = page({ head: '', html: '', data: '{}' });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).not.toContain('modulepreload');
  });

  it('is kept as long as the shortest-lived answer it shows, revalidated when one counts a view, private when one is not public', () => {
    expect(pageCacheControl([policy(60), policy(30)])).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(pageCacheControl([policy(60), policy(60, 'News')])).toBe('public, no-cache');
    expect(pageCacheControl([policy(60), undefined])).toBe('private, no-cache');
    expect(pageCacheControl([])).toBe('public, no-cache');
  });
});
