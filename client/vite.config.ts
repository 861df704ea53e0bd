import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocuments } from './scripts/vite-graphql-documents';
import { preloadBoot } from './scripts/vite-preload-boot';
import { siteIdentityInDevelopment } from './scripts/vite-site-identity';
import { FIRST_PASS_ENV, firstViewFromFirstPass, firstViewGroups } from './scripts/vite-first-view-chunks';

const server = process.env.PORTAL_URL ?? 'http://localhost:8080';

const repositoryRoot = new URL('..', import.meta.url).pathname;

/**
 * The steps of a page's start (main.tsx runs React DOM, then the theme, then boot.tsx, each in a task
 * of its own; boot.tsx then loads the site layout and the home page): each step's libraries are one
 * chunk (scripts/vite-first-view-chunks.ts), read from a first pass of the client build.
 */
const FIRST_VIEW_STEPS = [
  { name: 'react-dom', roots: ['node_modules/react-dom/client.js'] },
  { name: 'theme-libraries', roots: ['src/theme.ts'] },
  { name: 'start-libraries', roots: ['src/boot.tsx'] },
  { name: 'site-libraries', roots: ['src/routes/site/SiteLayout.tsx', 'src/routes/site/IndexPage.tsx'] },
];

/** Whether this build is the first pass of the client build: split the default way, nothing compressed or reported. */
const isFirstPass = () => Boolean(process.env[FIRST_PASS_ENV]);

/** The client build's output: the first view's libraries grouped by step (none in the first pass or the server renderer). */
async function clientOutput(command: string, isSsrBuild: boolean | undefined): Promise<Rolldown.OutputOptions | undefined> {
  if (command !== 'build' || isSsrBuild || isFirstPass()) return undefined;
  return { codeSplitting: { groups: firstViewGroups(await firstViewFromFirstPass(fileURLToPath(import.meta.url), FIRST_VIEW_STEPS)) } };
}

/**
 * Writes dist/.vite/chunk-modules.json: for each JS chunk, the modules in it (repository-relative
 * ids) with their rendered size. scripts/bundle-report.ts uses it, with dist/.vite/manifest.json, to
 * prove that what /index loads first holds no back-office, editor or GraphiQL code.
 */
function chunkModules(): Plugin {
  return {
    name: 'library-portal:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [relative(repositoryRoot, id.replace(/^\0/, '')), module.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

// `vite build --ssr` (the server renderer, src/entry-server.tsx → dist-ssr) needs neither the
// chunk report nor compressed copies: the portal's server imports it from disk.
export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [
    graphqlDocuments(),
    siteIdentityInDevelopment(server),
    react(),
    !isSsrBuild && !isFirstPass() && chunkModules(),
    !isSsrBuild && preloadBoot(),
    // Brotli and gzip copies of every text asset over 1 KB, made once at build time: the server sends
    // the one the browser accepts (express-static-gzip), never compressing on each request.
    // .mjs: the pdf.js worker (1.2 MB as built).
    !isSsrBuild &&
      !isFirstPass() &&
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(m?js|css|html|svg|json|txt|webmanifest)$/, threshold: 1024 }),
  ],
  // The server renderer carries its dependencies (the portal's runtime installs the server's only,
  // Dockerfile), in their production builds whatever NODE_ENV the portal runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    // The portal serves the API; Vite serves the client with hot reload.
    proxy: { '/graphql': server, '/api': server, '/uploads': server },
  },
  build: {
    outDir: 'dist',
    // No preload links for a lazy chunk's dependencies. Vite's helper appends a <link rel=modulepreload>
    // per dependency when a lazy route loads, and each append starts a fetch synchronously on the main
    // thread: hydrating a rendered page (boot.tsx loads its routes) spent 50–80 ms appending ~35 links
    // on this machine, 200–300 ms on Lighthouse's 4× slower phone (A/B, /index, 4 runs each: total
    // blocking time 1.39 s without, 1.92 s with). The cost is a round trip per level of a lazy chunk's
    // imports that are not loaded yet, on a first visit to a kind of page. index.html still preloads
    // the app's start (scripts/vite-preload-boot.ts).
    modulePreload: false,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads (scripts/bundle-report.ts reads it).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: await clientOutput(command, isSsrBuild),
      onLog(level, log, handler) {
        // GraphiQL's modules start with "use no memo" (a React Compiler hint): harmless when bundled,
        // but one warning per module would bury the build output.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('/node_modules/')) return;
        handler(level, log);
      },
    },
  },
}));
