import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformOf } from './transform-of';
import { chakraLazyGlobal } from './chakra-lazy-global';

// The workspaces' dependencies are installed at the root (tests run in client/).
const SYSTEM_FILE = resolve(process.cwd(), '../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');

describe("the build transform of Chakra's global styles (issue 12)", () => {
  it('makes them lazy in the installed Chakra, and refuses a Chakra it does not know', () => {
    const transform = transformOf(chakraLazyGlobal());
    const code = readFileSync(SYSTEM_FILE, 'utf8');
    const lazy = transform(code, SYSTEM_FILE) as string;
    expect(lazy).toContain('get _global()');
    expect(lazy).not.toContain('const _global = [');
    expect(transform(code, '/x/other.js')).toBeUndefined();
    expect(() => transform('export {}', SYSTEM_FILE)).toThrow(/no longer has the code/);
  });
});
