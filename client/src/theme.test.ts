import { afterEach, describe, expect, it, vi } from 'vitest';

describe("Chakra's global styles at the app's start (issue 12)", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.resetModules();
  });

  it('are not computed again on a server-rendered page, whose head carries them', async () => {
    document.body.innerHTML = '<div id="root"></div><script type="application/json" id="ssr-data">{}</script>';
    const { system } = await import('./theme');
    expect(system._global).toEqual([]);
  });

  it('are computed on a page the browser renders alone: reset, global CSS and the tokens', async () => {
    const { system } = await import('./theme');
    expect(system._global).toHaveLength(3);
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-brand-600');
  });
});
