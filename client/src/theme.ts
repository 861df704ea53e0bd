import { createSystem, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/**
 * The portal's look: a deep library blue with a warm accent, and a system font stack for
 * Chinese text (no CJK web font: Noto CJK alone is ≈89 MiB).
 */
export const portalConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default' },
    body: { fontSize: 'md', lineHeight: '1.7' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC","WenQuanYi Micro Hei",system-ui,sans-serif' },
        body: { value: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC","WenQuanYi Micro Hei",system-ui,sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#e8f1fa' },
          100: { value: '#c5daf0' },
          200: { value: '#9ec0e4' },
          300: { value: '#6fa1d6' },
          400: { value: '#3f80c6' },
          500: { value: '#1f63ad' },
          600: { value: '#154e8f' },
          700: { value: '#0f3c70' },
          800: { value: '#0a2b52' },
          900: { value: '#061c37' },
        },
        accent: {
          400: { value: '#e0a43a' },
          500: { value: '#c98a1f' },
          600: { value: '#a66f12' },
        },
      },
    },
    semanticTokens: {
      colors: {
        'bg.canvas': { value: '#f5f7fa' },
        'fg.default': { value: '#1f2933' },
        // Field error texts are small: red.500 on white is 3.8:1, under the 4.5:1 small text needs.
        fg: { error: { value: '{colors.red.700}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/**
 * Chakra's default system (`defaultConfig`), built from its base and theme configs rather than from
 * `defaultConfig`, which is already one merge of the two: one fewer merge (theme.test.ts checks that
 * this system answers as `createSystem(defaultConfig, config)` does).
 *
 * The portal has no dark mode (nothing sets Chakra's `.dark` class), so its semantic tokens keep only
 * their light values: 127 tokens with conditions for the dictionary to build instead of 241
 * (createSystem ~25% faster in Node), and the page's token CSS loses the dark variables no page can use.
 */
function createPortalSystem() {
  return createSystem(...portalSystemConfigs());
}

/** The configs the portal's system merges: Chakra's base, its theme (semantic tokens light only), the portal's. */
function portalSystemConfigs(): SystemConfig[] {
  const theme = defaultThemeConfig.theme ?? {};
  return [
    defaultBaseConfig,
    { ...defaultThemeConfig, theme: { ...theme, semanticTokens: lightValuesOnly(theme.semanticTokens ?? {}) } },
    portalConfig,
  ];
}

type TokenTree = { [key: string]: TokenTree | unknown };

/** A semantic token `{ value: { _light: x, _dark: y } }` (or `{ base: x, _dark: y }`) becomes `{ value: x }`. */
export function lightValuesOnly<T extends TokenTree>(tree: T): T {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if ('value' in node) {
      const value = node.value as Record<string, unknown> | string;
      if (value && typeof value === 'object' && Object.keys(value).every((key) => key === '_light' || key === '_dark' || key === 'base')) {
        const light = value._light ?? value.base;
        if (light !== undefined) return { ...node, value: light };
      }
      return node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(tree) as T;
}

let portalSystemBuilt: SystemContext | undefined;

/**
 * The portal's Chakra system, built at its first use rather than when this module loads: the app's
 * start (boot.tsx) builds it in a task of its own, outside the long task of evaluating the app's code.
 */
export function portalSystem(): SystemContext {
  if (!portalSystemBuilt) {
    const created = createPortalSystem();
    portalSystemBuilt = created;
  }
  return portalSystemBuilt;
}
