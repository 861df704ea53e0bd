// The import boundaries of ARCHITECTURE §1 and §3, for eslint-plugin-boundaries (eslint.config.js).
// Every file is one element; a dependency is allowed only by a policy below (a later policy
// overrides an earlier one). After the allows, the named violations are forbidden again with a
// message that says which rule broke; the files every layer shares are allowed last.

/**
 * Element types, by folder from the repository root. The first descriptor that matches a file
 * decides (`stopMatching`), so the specific folders come before the catch-alls.
 */
const element = (type, pattern, capture) => ({ type, pattern, capture, partialMatch: false, stopMatching: true });
export const boundaryElements = [
  // Server. A module is its folder; `module` is captured so a module may reach its own files.
  element('server-module', 'server/src/modules/*', ['module']),
  element('server-core', 'server/src/core'),
  element('server-rest', 'server/src/rest'),
  element('server-migrations', 'server/src/migrations'),
  element('server-seeders', 'server/src/seeders'),
  element('server-types', 'server/src/types'),
  // The boot files: what is left in server/src (app, main, services, entities, resolvers, jobs, schema …).
  element('server-boot', 'server/src'),
  element('server-tooling', 'server'),

  // Client.
  element('client-site', 'client/src/routes/site'),
  element('client-personal', 'client/src/routes/personal'),
  element('client-admin', 'client/src/routes/admin'),
  element('client-admin', 'client/src/admin'),
  element('client-feature', 'client/src/features/*', ['feature']),
  element('client-shared', 'client/src/{components,lib,apollo,gql}'),
  // Test set-up: renders inside the app's shell, with msw handlers.
  element('client-test', 'client/src/test'),
  // The shell: entry, route table, root layout, theme; it knows every face.
  element('client-app', 'client/src'),
  element('client-e2e', 'client/e2e'),
  element('client-tooling', 'client'),
];

/** Files that matter across elements: configuration and logging (server/src, used by every layer), tests. */
export const boundaryFiles = [
  { category: 'shared', pattern: 'server/src/{config,logger}.ts' },
  { category: 'theme', pattern: 'client/src/theme.ts' },
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*-fixtures.ts'] },
];

const to = (...types) => ({ to: { element: { types: types.length === 1 ? types[0] : { anyOf: types } } } });
const allow = (from, ...targets) => ({ from: { element: { type: from } }, allow: to(...targets) });
const SHARED = { to: { file: { categories: 'shared' } } };
const TESTS = { from: { file: { categories: 'test' } } };

const SERVER = ['server-module', 'server-core', 'server-rest', 'server-migrations', 'server-seeders', 'server-types', 'server-boot'];
const CLIENT_PAGES = ['client-site', 'client-personal', 'client-admin'];

export const boundaryPolicies = [
  // What each layer may use.
  allow('server-core', 'server-core'),
  allow('server-module', 'server-module', 'server-core'),
  allow('server-rest', 'server-rest', 'server-module', 'server-core', 'server-boot'),
  allow('server-seeders', 'server-seeders', 'server-module', 'server-core', 'server-boot'),
  allow('server-boot', ...SERVER),
  allow('server-tooling', ...SERVER, 'server-tooling'),
  // Tests beside the code may use the test helpers and set-up.
  { ...TESTS, allow: to('server-tooling', 'client-test') },

  allow('client-shared', 'client-shared'),
  allow('client-feature', 'client-feature', 'client-shared'),
  allow('client-site', 'client-site', 'client-feature', 'client-shared'),
  allow('client-personal', 'client-personal', 'client-feature', 'client-shared'),
  allow('client-admin', 'client-admin', 'client-feature', 'client-shared'),
  allow('client-app', 'client-app', ...CLIENT_PAGES, 'client-feature', 'client-shared'),
  allow('client-test', 'client-test', 'client-app', 'client-shared'),
  allow('client-e2e', 'client-e2e', 'client-shared'),
  allow('client-tooling', 'client-tooling', 'client-app', ...CLIENT_PAGES, 'client-feature', 'client-shared'),

  // The named violations, again after the allows, each with its own message.
  {
    from: { element: { type: 'server-core' } },
    disallow: to('server-module'),
    message: 'core must not import a module ({{ to.file.path }}): modules depend on core, never the reverse',
  },
  {
    from: { element: { type: 'server-module' } },
    disallow: to('server-rest', 'server-boot'),
    message: 'a module must not import the REST face or the boot files ({{ to.file.path }}); Context and Services are in core',
  },
  {
    // Modules talk through their index.ts; another module's other files are its insides.
    from: { element: { type: 'server-module' } },
    disallow: {
      to: { element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' }, fileInternalPath: '!index.ts' } },
    },
    message: 'use the {{ to.element.captured.module }} module through its index.ts, not {{ to.file.path }}',
  },
  {
    from: { element: { types: { anyOf: ['server-boot', 'server-rest'] } } },
    disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
    message: 'use the {{ to.element.captured.module }} module through its index.ts, not {{ to.file.path }}',
  },
  {
    from: { element: { type: 'client-site' } },
    disallow: to('client-admin'),
    message: 'the public site must not import back-office code ({{ to.file.path }})',
  },
  {
    from: { element: { type: 'client-feature' } },
    disallow: to('client-app', ...CLIENT_PAGES),
    message: 'a feature must not import a page or the app shell ({{ to.file.path }}); pages compose features',
  },
  {
    from: { element: { types: 'client-*' } },
    disallow: to(...SERVER, 'server-tooling'),
    message: 'client code must not import server code ({{ to.file.path }})',
  },

  // Last, so no rule above takes them away: configuration, logging and type declarations are every
  // server layer's; the theme is every client file's.
  { from: { element: { types: 'server-*' } }, allow: [SHARED, to('server-types')] },
  { from: { element: { types: 'client-*' } }, allow: { to: { file: { categories: 'theme' } } } },
];
