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

describe("the portal's Chakra system (issue 12: built without cloning the recipes)", () => {
  it('answers as createSystem(defaultConfig, config) does: tokens, recipes, slot recipes, styles', async () => {
    const { createSystem, defaultConfig } = await import('@chakra-ui/react');
    const { system, portalConfig } = await import('./theme');
    const reference = createSystem(defaultConfig, portalConfig);
    expect(system.tokens.allTokens.map((token) => [token.name, token.value])).toEqual(
      reference.tokens.allTokens.map((token) => [token.name, token.value]),
    );
    expect(Object.keys(system._config.theme!.recipes!).sort()).toEqual(Object.keys(reference._config.theme!.recipes!).sort());
    expect(Object.keys(system._config.theme!.slotRecipes!).sort()).toEqual(Object.keys(reference._config.theme!.slotRecipes!).sort());
    for (const key of Object.keys(reference._config.theme!.recipes!)) {
      expect(system.isRecipe(key)).toBe(true);
      expect(JSON.stringify(system.getRecipe(key))).toBe(JSON.stringify(reference.getRecipe(key)));
    }
    for (const key of Object.keys(reference._config.theme!.slotRecipes!)) {
      expect(system.isSlotRecipe(key)).toBe(true);
      expect(JSON.stringify(system.getSlotRecipe(key))).toBe(JSON.stringify(reference.getSlotRecipe(key)));
    }
    expect(system.getSlotRecipeFn('card')({ variant: 'outline' })).toEqual(reference.getSlotRecipeFn('card')({ variant: 'outline' }));
    expect(system.css({ colorPalette: 'brand', bg: 'colorPalette.solid', p: '4' })).toEqual(
      reference.css({ colorPalette: 'brand', bg: 'colorPalette.solid', p: '4' }),
    );
    expect(JSON.stringify(system.getGlobalCss())).toBe(JSON.stringify(reference.getGlobalCss()));
    expect(JSON.stringify(system.getTokenCss())).toBe(JSON.stringify(reference.getTokenCss()));
  });
});
