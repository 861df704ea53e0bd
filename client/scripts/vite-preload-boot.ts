import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * index.html preloads the app's code that its entry imports dynamically (src/boot.tsx and the chunks
 * it imports): the browser fetches and compiles it beside the entry, and the entry decides when it
 * runs (main.tsx). Without the preload, boot's chunks would be asked for only once the entry ran.
 */
export function preloadBoot(): Plugin {
  return {
    name: 'library-portal:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const boot = chunks.find((output) => output.facadeModuleId?.endsWith('/src/boot.tsx'));
        if (!boot) throw new Error('preload-boot: no chunk for src/boot.tsx');
        const byName = new Map(chunks.map((output) => [output.fileName, output]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === chunk.fileName || chunk.imports.includes(fileName)) return;
          files.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(boot.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
