import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstViewGroups, firstViewLibraries } from './vite-first-view-chunks';

type OutputChunk = Rolldown.OutputChunk;

const lib = (path: string) => `/app/node_modules/${path}`;
const src = (path: string) => `/app/client/src/${path}`;

/** A chunk of a default-split build: its file, the module it stands for, its modules and static imports. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null, isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, facadeModuleId, isEntry } as unknown as OutputChunk;
}

const build = [
  chunk('index.js', [src('main.tsx'), lib('react/index.js')], [], src('main.tsx'), true),
  chunk('react-dom.js', [lib('react-dom/client.js'), lib('react-dom/cjs/react-dom-client.js')], ['index.js'], lib('react-dom/client.js')),
  chunk('theme.js', [src('theme.ts')], ['recipes.js'], src('theme.ts')),
  chunk('recipes.js', [lib('@chakra-ui/react/dist/esm/theme/recipes/button.js')]),
  chunk('boot.js', [src('boot.tsx')], ['index.js', 'react-dom.js', 'shared-a.js', 'recipes.js'], src('boot.tsx')),
  chunk('shared-a.js', [lib('@chakra-ui/react/dist/esm/components/box/box.js'), src('lib/user-info.ts')]),
  chunk('SiteLayout.js', [src('routes/site/SiteLayout.tsx')], ['shared-a.js', 'shared-b.js'], src('routes/site/SiteLayout.tsx')),
  chunk('shared-b.js', [lib('@zag-js/dialog/dist/index.mjs')]),
  chunk('AdminPage.js', [src('admin/AdminPage.tsx'), lib('@zag-js/date-picker/dist/index.mjs')], ['shared-b.js'], src('admin/AdminPage.tsx')),
];

const steps = [
  { name: 'react-dom', roots: ['node_modules/react-dom/client.js'] },
  { name: 'theme-libraries', roots: ['src/theme.ts'] },
  { name: 'start-libraries', roots: ['src/boot.tsx'] },
  { name: 'site-libraries', roots: ['src/routes/site/SiteLayout.tsx'] },
];

describe('the first view chunks of the build (issue 12)', () => {
  it("gives each step the libraries its chunks load that the entry and earlier steps do not, and nothing of the app's own code", () => {
    const libraries = firstViewLibraries(build, steps);
    expect([...libraries.keys()]).toEqual(['react-dom', 'theme-libraries', 'start-libraries', 'site-libraries']);
    // React itself is the entry's: it stays there.
    expect([...libraries.get('react-dom')!]).toEqual([lib('react-dom/client.js'), lib('react-dom/cjs/react-dom-client.js')]);
    // The theme's recipes are the theme's, although the start loads them too.
    expect([...libraries.get('theme-libraries')!]).toEqual([lib('@chakra-ui/react/dist/esm/theme/recipes/button.js')]);
    expect([...libraries.get('start-libraries')!]).toEqual([lib('@chakra-ui/react/dist/esm/components/box/box.js')]);
    // What only the back office loads is in no group.
    expect([...libraries.get('site-libraries')!]).toEqual([lib('@zag-js/dialog/dist/index.mjs')]);
  });

  it('makes one group per step that captures its libraries alone, without their other imports', () => {
    const groups = firstViewGroups(firstViewLibraries(build, steps));
    const site = groups.find((group) => group.name === 'site-libraries')!;
    expect(site.test(lib('@zag-js/dialog/dist/index.mjs'))).toBe(true);
    expect(site.test(lib('@zag-js/date-picker/dist/index.mjs'))).toBe(false);
    expect(site.test(src('routes/site/SiteLayout.tsx'))).toBe(false);
    expect(groups.every((group) => group.includeDependenciesRecursively === false)).toBe(true);
  });

  it('refuses a step whose root is not a chunk of the build (a renamed module)', () => {
    expect(() => firstViewLibraries(build, [{ name: 'gone', roots: ['src/routes/site/OldPage.tsx'] }])).toThrow(
      /no chunk for src\/routes\/site\/OldPage.tsx/,
    );
  });
});
