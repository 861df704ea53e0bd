// Checks a portal started by scripts/image-steps.sh: it becomes healthy, /index serves the built
// site (and its script), /graphql and /api answer from the database. Exits 1 on the first failure.
//   node scripts/image-check.mjs http://127.0.0.1:8080
const base = process.argv[2];
if (!base) throw new Error('usage: node scripts/image-check.mjs BASE_URL');

function check(name, ok, detail) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  if (!ok) process.exit(1);
}

async function healthy(timeoutMs) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > timeoutMs) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const startup = await healthy(90_000);
check('/healthz', startup !== undefined, startup === undefined ? 'no answer within 90 s' : `200 after ${(startup / 1000).toFixed(1)} s`);

const page = await fetch(`${base}/index`);
const html = await page.text();
const script = html.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
check(
  '/index',
  page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? '') && html.includes('<div id="root">') && !!script,
  `${page.status} ${page.headers.get('content-type')}, ${html.length} bytes, title "${html.match(/<title>([^<]*)/)?.[1]}", entry ${script}`,
);

const asset = await fetch(`${base}${script}`);
const code = await asset.text();
check(
  script,
  asset.status === 200 && /javascript/.test(asset.headers.get('content-type') ?? ''),
  `${asset.status} ${asset.headers.get('content-type')}, ${code.length} bytes`,
);

const graphql = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ siteMenu { name } newsList(pageSize: 1) { total } }' }),
});
const result = await graphql.json();
check(
  '/graphql',
  graphql.status === 200 && !result.errors && result.data?.siteMenu?.length > 0,
  `${graphql.status}, ${result.errors ? JSON.stringify(result.errors) : `siteMenu: ${result.data.siteMenu.length} entries (${result.data.siteMenu.map((m) => m.name).join('、')}), newsList.total: ${result.data.newsList.total}`}`,
);

const rest = await fetch(`${base}/api/menu`);
const menu = await rest.text();
check('/api/menu', rest.status === 200 && /application\/json/.test(rest.headers.get('content-type') ?? ''), `${rest.status}, ${menu.length} bytes`);
