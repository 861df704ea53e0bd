// @vitest-environment node
// (in Node, emotion writes each element's styles into the rendered HTML, so two renders compare as strings)
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transformOf } from './transform-of';
import { chakraStyledRecipeOnce } from './vite-chakra-styled-recipe-once';

// The workspaces' dependencies are installed at the root (tests run in client/).
const CHAKRA_ESM = resolve(process.cwd(), '../node_modules/@chakra-ui/react/dist/esm');
const FACTORY = '/styled-system/factory.js';
/** A copy of Chakra with the transform applied, inside node_modules so that its imports resolve as the original's do. */
const PATCHED = resolve(process.cwd(), `../node_modules/.cache/chakra-styled-recipe-once-${process.pid}`);

type Chakra = typeof import('@chakra-ui/react');

const transform = transformOf(chakraStyledRecipeOnce());

function panelsOf({ chakra: styled }: Chakra) {
  const Panel = styled('section', {
    base: { p: '4', borderRadius: 'md' },
    variants: { tone: { calm: { bg: 'brand.50', color: 'brand.800' }, loud: { bg: 'red.500', color: 'white' } } },
    defaultVariants: { tone: 'calm' },
  });
  const WidePanel = styled(Panel, { base: { w: 'full' }, variants: { size: { sm: { fontSize: 'sm' }, lg: { fontSize: 'lg' } } } });
  return { Panel, WidePanel };
}

/** Made once per copy of Chakra, as an app's components are: renders with another system reuse them. */
const panels = new Map<Chakra, ReturnType<typeof panelsOf>>();

/** A page's worth of styled elements: style props, recipes, a component's own recipe with variants, a styled styled component. */
function page(chakra: Chakra, system: ReturnType<Chakra['createSystem']>) {
  const { Box, Button, ChakraProvider, Flex, Heading, Stack, Text } = chakra;
  if (!panels.has(chakra)) panels.set(chakra, panelsOf(chakra));
  const { Panel, WidePanel } = panels.get(chakra)!;
  const body: ReactNode[] = [];
  for (const tone of ['calm', 'loud', 'calm'] as const) {
    body.push(
      h(Panel, { key: `p-${body.length}`, tone }, h(Text, { fontSize: { base: 'sm', md: 'md' }, color: 'fg.muted' }, tone)),
      h(WidePanel, { key: `w-${body.length}`, tone, size: tone === 'loud' ? 'lg' : 'sm', mt: '2' }, 'wide'),
    );
  }
  const content = h(
    Stack,
    { gap: '3' },
    h(Heading, { as: 'h2', size: 'lg' }, '标题'),
    h(
      Flex,
      { align: 'center', justify: 'space-between', colorPalette: 'brand', bg: 'colorPalette.50' },
      h(Box, { w: '6', h: '0.5', bg: 'brand.200' }),
    ),
    h(Button, { colorPalette: 'brand', size: 'sm' }, '借阅'),
    h(Button, { variant: 'outline', size: 'lg' }, '续借'),
    ...body,
  );
  return h(ChakraProvider, { value: system, children: content });
}

function systemOf(chakra: Chakra, cssVarsPrefix: string) {
  return chakra.createSystem(chakra.defaultConfig, {
    cssVarsPrefix,
    theme: { tokens: { colors: { brand: { 50: { value: '#eef' }, 200: { value: '#99c' }, 500: { value: '#1f63ad' }, 800: { value: '#113' } } } } },
  });
}

describe("the build transform of Chakra's styled factory (issue 12)", () => {
  beforeAll(() => {
    mkdirSync(PATCHED, { recursive: true });
    cpSync(CHAKRA_ESM, join(PATCHED, 'esm'), { recursive: true });
    writeFileSync(join(PATCHED, 'package.json'), '{ "type": "module" }');
    // Named as the installed file: the transform rewrites that module only.
    writeFileSync(join(PATCHED, 'esm', FACTORY), transform(readFileSync(CHAKRA_ESM + FACTORY, 'utf8'), CHAKRA_ESM + FACTORY) as string);
  });
  afterAll(() => rmSync(PATCHED, { recursive: true, force: true }));

  it('rewrites the installed Chakra, and refuses a Chakra it does not know', () => {
    const file = CHAKRA_ESM + FACTORY;
    const code = readFileSync(file, 'utf8');
    const once = transform(code, file) as string;
    expect(once).toContain('if (recipeOf?.cva !== cva)');
    expect(once).not.toContain('const cvaRecipe = mergeCva(baseCva, cvaFn);');
    expect(transform(code, '/x/other.js')).toBeUndefined();
    expect(() => transform('export {}', file)).toThrow(/no longer has the code/);
  });

  it('renders the same HTML and styles as the published Chakra, for the same and for another system', async () => {
    const published = (await import('@chakra-ui/react')) as Chakra;
    const patched = (await import(/* @vite-ignore */ pathToFileURL(join(PATCHED, 'esm/index.js')).href)) as Chakra;
    expect(patched.chakra).not.toBe(published.chakra);
    // Another system's recipes differ (its CSS variables are named after its prefix): built again, not reused.
    for (const prefix of ['chakra', 'lp']) {
      const expected = renderToString(page(published, systemOf(published, prefix)));
      expect(expected).toContain(`var(--${prefix}-colors-brand-50)`);
      // Twice with the patched copy: the second render reuses the recipes the first one built.
      expect(renderToString(page(patched, systemOf(patched, prefix)))).toBe(expected);
      expect(renderToString(page(patched, systemOf(patched, prefix)))).toBe(expected);
    }
  });
});
