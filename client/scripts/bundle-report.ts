/**
 * Bundle report: `npm run bundle:report` (root) after `vite build`.
 *
 * Reads client/dist (index.html, .vite/manifest.json and .vite/chunk-modules.json, which
 * vite.config.ts writes) and prints the gzip size of the JavaScript /index loads first — the entry
 * script of index.html and every chunk it imports statically — then the route modules /index loads
 * right after (SiteLayout, IndexPage), then every lazy chunk. Exits 1 when the initial JS is over
 * the budget, or when what /index loads holds GraphiQL, Monaco, tiptap/ProseMirror or back-office code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 230);
const DIST = resolve(process.env.BUNDLE_DIST ?? join(import.meta.dirname, '..', 'dist'));
/** The lazy route modules that /index loads as soon as the entry runs (router.tsx). */
const INDEX_ROUTE_MODULES = ['src/routes/site/SiteLayout.tsx', 'src/routes/site/IndexPage.tsx'];

/** Code the reader site must not load: module ids (repository-relative) and, as a second check, strings in the chunk. */
const FORBIDDEN: { what: string; module: RegExp; marker?: string }[] = [
  { what: 'GraphiQL', module: /node_modules\/(graphiql|@graphiql)\/|client\/src\/routes\/GraphiqlPage/, marker: 'graphiql-container' },
  { what: 'Monaco', module: /node_modules\/(monaco-editor|monaco-graphql)\//, marker: 'MonacoEnvironment' },
  { what: '@tiptap', module: /node_modules\/@tiptap\// },
  { what: 'ProseMirror', module: /node_modules\/prosemirror-[^/]+\//, marker: 'ProseMirror-hideselection' },
  // The back office, its route table included (discovered on the first navigation under /admin: router.tsx).
  { what: 'the back office', module: /^client\/src\/(admin|routes\/admin)\// },
  // The library map is its own lazy chunk (features/map): never in what /index loads first.
  { what: 'Leaflet', module: /node_modules\/leaflet\/|client\/src\/features\/map\/LeafletMap/, marker: 'leaflet-container' },
  // The readers are their own lazy chunks (features/reading): their libraries never load with /index.
  { what: 'epubjs', module: /node_modules\/epubjs\/|client\/src\/features\/reading\/ebook\/epub-adapter/, marker: 'epubjs-view' },
  // The document reader (features/reading/pdf) and pdf.js arrive with a read page only.
  { what: 'pdf.js', module: /node_modules\/pdfjs-dist\/|client\/src\/features\/reading\/pdf\/(pdfjs-engine|PdfView)/, marker: 'workerSrc' },
];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function fail(message: string): never {
  console.error(`bundle-report: ${message}`);
  process.exit(1);
}

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(join(DIST, 'index.html')) || !existsSync(manifestPath)) {
  fail(`no build in ${DIST} (or no .vite/manifest.json): run \`npm run build\` first`);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const modulesPath = join(DIST, '.vite', 'chunk-modules.json');
const chunkModules = existsSync(modulesPath) ? (JSON.parse(readFileSync(modulesPath, 'utf8')) as Record<string, Record<string, number>>) : undefined;
const html = readFileSync(join(DIST, 'index.html'), 'utf8');

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let known = sizes.get(file);
  if (!known) {
    const content = readFileSync(join(DIST, file));
    known = { raw: content.length, gzip: gzipSync(content).length };
    sizes.set(file, known);
  }
  return known;
}
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** A manifest key and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    staticClosure(chunk.imports ?? [], into);
  }
  return into;
}

// What index.html loads: the entry script and its modulepreloads; they must agree with the manifest.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && (manifest[key].src ?? key).endsWith('index.html'));
if (!entryKey) fail('the manifest has no entry for index.html');
const initial = staticClosure([entryKey]);
const htmlScripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g),
].map((match) => match[1]);
for (const file of htmlScripts) initial.add(file);

const fileToKey = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const label = (file: string) => {
  const key = fileToKey.get(file);
  const chunk = key ? manifest[key] : undefined;
  if (chunk?.isEntry) return `entry (${chunk.src ?? key} → src/main.tsx)`;
  if (chunk?.src) return chunk.src;
  if (chunk?.name) return `${chunk.name} (shared)`;
  if (/\.worker-/.test(file)) return `${file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} (web worker)`;
  return file.replace(/^assets\//, '');
};

const rows = (files: Iterable<string>) => {
  const list = [...files].map((file) => ({ file, name: label(file), ...size(file) })).sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(12, ...list.map((row) => row.name.length));
  for (const row of list)
    console.log(`  ${row.name.padEnd(width)}  ${kb(row.raw).padStart(8)} kB  ${kb(row.gzip).padStart(7)} kB gzip   ${row.file}`);
  const gzip = list.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`  ${'total'.padEnd(width)}  ${''.padStart(11)}  ${kb(gzip).padStart(7)} kB gzip`);
  return gzip;
};

console.log('bundle report: client/dist (sizes in kB = 1000 bytes; gzip = node:zlib gzipSync)\n');
console.log(`JavaScript /index loads first (index.html's entry + its static imports), budget ${BUDGET_KB} kB gzip:`);
const initialGzip = rows(initial);
console.log('');

const routeFiles = staticClosure(INDEX_ROUTE_MODULES.filter((key) => manifest[key]));
for (const file of initial) routeFiles.delete(file);
const missingRoutes = INDEX_ROUTE_MODULES.filter((key) => !manifest[key]);
console.log(`Route modules /index loads right after (${INDEX_ROUTE_MODULES.map((key) => key.split('/').pop()).join(', ')} and their imports):`);
const routeGzip = rows(routeFiles);
if (missingRoutes.length) console.log(`  (not in the build: ${missingRoutes.join(', ')})`);
console.log(`  (/index in all, first JS + these: ${kb(initialGzip + routeGzip)} kB gzip)\n`);

const allJs = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const lazy = allJs.filter((file) => !initial.has(file) && !routeFiles.has(file));
console.log('Lazy chunks (loaded only when a page needs them), largest first:');
rows(lazy);
console.log('');

const css = [...staticClosure([entryKey])].flatMap((file) => manifest[fileToKey.get(file) ?? '']?.css ?? []);
if (css.length) console.log(`CSS /index loads first: ${css.map((file) => `${file} ${kb(size(file).gzip)} kB gzip`).join(', ')}\n`);

// Where the initial bytes come from (rendered, before minification and gzip), by package.
if (chunkModules) {
  const byPackage = new Map<string, number>();
  for (const file of initial) {
    for (const [id, length] of Object.entries(chunkModules[file] ?? {})) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
      const name = match ? match[1] : id.startsWith('client/src/') ? 'client/src (the portal)' : id;
      byPackage.set(name, (byPackage.get(name) ?? 0) + length);
    }
  }
  const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log('Largest contributors to the initial JS (rendered size before gzip):');
  for (const [name, length] of top) console.log(`  ${name.padEnd(40)} ${kb(length).padStart(8)} kB`);
  console.log('');
}

// Checks.
const problems: string[] = [];
if (initialGzip > BUDGET_KB * 1000) problems.push(`the initial JS is ${kb(initialGzip)} kB gzip, over the ${BUDGET_KB} kB budget`);
const readerFiles = [...initial, ...routeFiles];
for (const file of readerFiles) {
  const where = initial.has(file) ? 'initial' : '/index route';
  if (chunkModules) {
    for (const id of Object.keys(chunkModules[file] ?? {})) {
      const rule = FORBIDDEN.find((forbidden) => forbidden.module.test(id));
      if (rule) problems.push(`${where} chunk ${file} contains ${rule.what} code (${id})`);
    }
  }
  const content = readFileSync(join(DIST, file), 'utf8');
  for (const rule of FORBIDDEN) {
    if (rule.marker && content.includes(rule.marker))
      problems.push(`${where} chunk ${file} contains ${rule.what} code (the string "${rule.marker}")`);
  }
}
if (!chunkModules) console.log('(no .vite/chunk-modules.json: checked marker strings only)');

// What the Lighthouse journey measured on the built portal (e2e/specs/l-lighthouse.spec.ts), when it ran.
const LIGHTHOUSE = join(import.meta.dirname, '../e2e/output/lighthouse.json');
if (existsSync(LIGHTHOUSE)) {
  const { pages } = JSON.parse(readFileSync(LIGHTHOUSE, 'utf8')) as {
    pages: Record<
      string,
      {
        performance: number;
        accessibility: number;
        bestPractices: number;
        seo: number;
        lcpMs: number;
        tbtMs: number;
        scriptKb?: number;
        benchmarkIndex?: number;
        mainThreadShare?: number;
        corrected?: { performance: number; tbtMs: number; lcpMs: number; multiplier: number };
      }
    >;
  };
  console.log('\nLighthouse (standard mobile settings: 4× CPU, slow 4G; one load per page, the last `npm run e2e`):');
  for (const [page, r] of Object.entries(pages)) {
    console.log(
      `  ${page.padEnd(18)} performance ${r.performance}  accessibility ${r.accessibility}  best practices ${r.bestPractices}  SEO ${r.seo}  LCP ${(r.lcpMs / 1000).toFixed(1)} s  TBT ${r.tbtMs} ms  JavaScript received ${r.scriptKb ?? '?'} kB  (host index ${r.benchmarkIndex ?? '?'}, main thread's share of its long tasks ${r.mainThreadShare ?? '?'})${r.corrected ? `; calibrated to the host and corrected for that share (${r.corrected.multiplier}×), for information: performance ${r.corrected.performance}, TBT ${r.corrected.tbtMs} ms, LCP ${(r.corrected.lcpMs / 1000).toFixed(1)} s` : ''}`,
    );
  }
}

if (problems.length) {
  console.log('bundle-report: FAILED');
  for (const problem of [...new Set(problems)].slice(0, 40)) console.log(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `bundle-report: OK — initial JS ${kb(initialGzip)} kB gzip (budget ${BUDGET_KB} kB); no GraphiQL, Monaco, tiptap, ProseMirror or back-office code in what /index loads`,
);
