// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformOf } from './transform-of';
import { emotionStylesInPlace } from './emotion-styles-in-place';

// The workspaces' dependencies are installed at the root (tests run in client/).
const SHEET_FILE = resolve(process.cwd(), '../node_modules/@emotion/sheet/dist/emotion-sheet.esm.js');
type SheetClass = new (options: { key: string; container: Node; speedy?: boolean }) => {
  before: Node | null;
  tags: Node[];
  hydrate(nodes: Node[]): void;
};

const transform = transformOf(emotionStylesInPlace());

/** The installed emotion StyleSheet, as built (patched) or as published. */
async function styleSheet(patched: boolean): Promise<SheetClass> {
  const code = readFileSync(SHEET_FILE, 'utf8');
  const source = patched ? (transform(code, SHEET_FILE) as string) : code;
  const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)) as { StyleSheet: SheetClass };
  return module.StyleSheet;
}

/** A server-rendered head as src/entry-server.tsx writes it: the global styles, then the components'. */
function renderedHead() {
  document.head.innerHTML =
    '<meta charset="utf-8"><script type="module" src="/a.js"></script>' +
    '<style data-emotion="css-global a" data-s="">@layer reset,base;</style>' +
    '<style data-emotion="css-global b" data-s="">@layer base{html{color:red}}</style>' +
    '<style data-emotion="css x y" data-s="">.css-x{color:blue}</style>';
  const [globalA, globalB, components] = [...document.head.querySelectorAll('style')];
  return { globalA, globalB, components };
}

/** Takes the head's styles over as emotion does: the cache's sheet, then each `<Global>` before it. */
function takeOver(StyleSheet: SheetClass) {
  const { globalA, globalB, components } = renderedHead();
  // Read synchronously with takeRecords (the callback, a microtask, never runs before disconnect).
  const observer = new MutationObserver(() => {});
  observer.observe(document.head, { childList: true });
  const cacheSheet = new StyleSheet({ key: 'css', container: document.head });
  cacheSheet.hydrate([components]);
  for (const node of [globalA, globalB]) {
    const globalSheet = new StyleSheet({ key: 'css-global', container: document.head });
    globalSheet.before = cacheSheet.tags[0];
    globalSheet.hydrate([node]);
    expect(globalSheet.tags).toEqual([node]);
  }
  expect(cacheSheet.tags).toEqual([components]);
  const moved = observer
    .takeRecords()
    .flatMap((record) => [...record.addedNodes].map((node) => (node as Element).getAttribute('data-emotion') ?? ''));
  observer.disconnect();
  return { moved, order: [...document.head.querySelectorAll('style')].map((node) => node.getAttribute('data-emotion')) };
}

describe('the build transform of emotion taking over server-rendered styles (issue 12)', () => {
  it('leaves elements in place where emotion would insert them again, and the styles end in the same order', async () => {
    const published = takeOver(await styleSheet(false));
    const patched = takeOver(await styleSheet(true));
    expect(published.moved).toEqual(['css x y', 'css-global a', 'css-global b']);
    expect(patched.moved).toEqual([]);
    expect(patched.order).toEqual(published.order);
  });

  it('still inserts an element that is not where the sheet puts it', async () => {
    const StyleSheet = await styleSheet(true);
    const { components } = renderedHead();
    document.head.append(document.createElement('link'));
    const sheet = new StyleSheet({ key: 'css', container: document.head });
    sheet.hydrate([components]);
    expect(document.head.lastElementChild).toBe(components);
  });

  it('refuses an emotion it does not know and leaves other modules alone', () => {
    expect(() => transform('export {}', SHEET_FILE)).toThrow(/no longer has the code/);
    expect(transform(readFileSync(SHEET_FILE, 'utf8'), '/x/other.js')).toBeUndefined();
  });
});
