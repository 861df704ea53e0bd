import { afterEach, describe, expect, it, vi } from 'vitest';

describe("Chakra's global styles at the app's start (issue 12)", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.resetModules();
  });

  it('are computed on a page the browser renders alone: reset, global CSS and the tokens', async () => {
    const system = (await import('./theme')).portalSystem();
    expect(system._global).toHaveLength(3);
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-brand-600');
  });
});

describe("the portal's Chakra system (issue 12: built without cloning the recipes, light values only)", () => {
  it('answers as createSystem(defaultConfig, config) does in light mode: tokens, recipes, slot recipes, styles', async () => {
    const { createSystem, defaultConfig } = await import('@chakra-ui/react');
    const { portalSystem, portalConfig } = await import('./theme');
    const system = portalSystem();
    const reference = createSystem(defaultConfig, portalConfig);
    const names = [...new Set(reference.tokens.allTokens.map((token) => token.name))];
    expect(names.length).toBeGreaterThan(500);
    expect(names.map((name) => [name, system.token(name), system.token.var(name)])).toEqual(
      names.map((name) => [name, reference.token(name), reference.token.var(name)]),
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
    // The same variables with their light values, and no dark ones (the portal has no dark mode).
    const variables = (css: Record<string, unknown>) => css['@layer tokens'] as Record<string, Record<string, string>>;
    const portalVariables = variables(system.getTokenCss());
    const referenceVariables = variables(reference.getTokenCss());
    expect(Object.keys(portalVariables)).toEqual(['&:where(html, .chakra-theme)']);
    expect(portalVariables['&:where(html, .chakra-theme)']).toEqual({
      ...referenceVariables['&:where(html, .chakra-theme)'],
      ...referenceVariables[':root &, .light &'],
    });
    expect(Object.keys(referenceVariables)).toContain('.dark &, .dark .chakra-theme:not(.light) &');
  });
});

describe('lightValuesOnly', () => {
  it("keeps a semantic token's light value and leaves other conditions and plain tokens as they are", async () => {
    const { lightValuesOnly } = await import('./theme');
    expect(
      lightValuesOnly({
        fg: { DEFAULT: { value: { _light: '{colors.black}', _dark: '{colors.gray.50}' } }, muted: { value: { base: 'gray', _dark: 'white' } } },
        solid: { value: '{colors.brand.600}' },
        wide: { value: { base: '1px', md: '2px' } },
      }),
    ).toEqual({
      fg: { DEFAULT: { value: '{colors.black}' }, muted: { value: 'gray' } },
      solid: { value: '{colors.brand.600}' },
      wide: { value: { base: '1px', md: '2px' } },
    });
  });
});
