// Proves the import boundaries fire (part of `npm run lint`): each planted file breaks one rule of
// lint/boundaries.js and must get its message; the allowed imports beside them must get none.
// The files are linted from memory at a path inside the repository, so imports resolve for real.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of `rule` ESLint gives `code` as if it were the file at `path`. */
async function ruleMessages(path, code, rule) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${path} did not parse`);
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The boundary messages ESLint gives `code` as if it were the file at `path`. */
const boundaryMessages = (path, code) => ruleMessages(path, code, 'boundaries/dependencies');

const PLANTED = [
  {
    rule: 'core imports a module',
    path: 'server/src/core/planted.ts',
    code: "import { usersModule } from '../modules/users/index.js';\nexport const planted = usersModule;\n",
    message: 'core must not import a module (server/src/modules/users/index.ts): modules depend on core, never the reverse',
  },
  {
    rule: 'a module imports the boot files',
    path: 'server/src/modules/content/planted.ts',
    code: "import type { Services } from '../../services.js';\nexport type Planted = Services;\n",
    message: 'a module must not import the REST face or the boot files (server/src/services.ts); Context and Services are in core',
  },
  {
    rule: 'a module imports the REST face',
    path: 'server/src/modules/content/planted.ts',
    code: "import { REST_ROUTES } from '../../rest/table.js';\nexport const planted = REST_ROUTES;\n",
    message: 'a module must not import the REST face or the boot files (server/src/rest/table.ts); Context and Services are in core',
  },
  {
    rule: "a module reaches into another module's files",
    path: 'server/src/modules/auth/planted.ts',
    code: "import { News } from '../content/news.entity.js';\nexport const planted = News;\n",
    message: 'use the content module through its index.ts, not server/src/modules/content/news.entity.ts',
  },
  {
    rule: "a boot file reaches into a module's files",
    path: 'server/src/planted.ts',
    code: "export { News } from './modules/content/news.entity.js';\n",
    message: 'use the content module through its index.ts, not server/src/modules/content/news.entity.ts',
  },
  {
    rule: 'the public site imports back-office code',
    path: 'client/src/routes/site/Planted.tsx',
    code: "import { AdminListPage } from '../../admin/crud/AdminListPage';\nexport const Planted = AdminListPage;\n",
    message: 'the public site must not import back-office code (client/src/admin/crud/AdminListPage.tsx)',
  },
  {
    rule: 'a feature imports a page',
    path: 'client/src/features/news/Planted.tsx',
    code: "import { IndexPage } from '../../routes/site/IndexPage';\nexport const Planted = IndexPage;\n",
    message: 'a feature must not import a page or the app shell (client/src/routes/site/IndexPage.tsx); pages compose features',
  },
  {
    rule: 'client code imports server code',
    path: 'client/src/lib/planted.ts',
    code: "import type { RestRoute } from '../../../server/src/rest/table';\nexport type Planted = RestRoute;\n",
    message: 'client code must not import server code (server/src/rest/table.ts)',
  },
  {
    rule: 'the e2e runner imports server test helpers (dynamic import)',
    path: 'client/e2e/planted.ts',
    code: "export const planted = () => import('../../server/test/helpers/databases');\n",
    message: 'client code must not import server code (server/test/helpers/databases.ts)',
  },
];

const ALLOWED = [
  {
    path: 'server/src/modules/auth/planted.ts',
    code: "import { Reader } from '../users/index.js';\nimport type { Context } from '../../core/context.js';\nimport { loadConfig } from '../../config.js';\nexport const planted = [Reader, loadConfig] as const;\nexport type Planted = Context;\n",
  },
  {
    path: 'server/src/core/planted.ts',
    code: "import { AppError } from './errors/app-error.js';\nimport type { Logger } from '../logger.js';\nexport const planted = AppError;\nexport type Planted = Logger;\n",
  },
  { path: 'server/src/planted.ts', code: "export { usersModule } from './modules/users/index.js';\n" },
  {
    path: 'client/src/routes/site/Planted.tsx',
    code: "import { NewsBlock } from '../../features/news/NewsBlock';\nimport { DATE_FORMAT } from '../../lib/format';\nexport const Planted = [NewsBlock, DATE_FORMAT];\n",
  },
];

describe('import boundaries (lint/boundaries.js)', () => {
  for (const planted of PLANTED) {
    it(`fail when ${planted.rule}`, async () => {
      assert.deepEqual(await boundaryMessages(planted.path, planted.code), [planted.message]);
    });
  }
  for (const allowed of ALLOWED) {
    it(`let ${allowed.path} use what it may`, async () => {
      assert.deepEqual(await boundaryMessages(allowed.path, allowed.code), []);
    });
  }
});

// Library internals (lint/library-internals.js): refused everywhere but in the deviation folders.
const INTERNALS = [
  {
    what: "Chakra's shipped system module",
    path: 'client/src/lib/planted.ts',
    code: "import { createSystem } from '@chakra-ui/react/dist/esm/styled-system/system.js';\nexport const planted = createSystem;\n",
    allowedIn: 'client/build/patches/planted.ts',
  },
  {
    what: "emotion's sheet",
    path: 'client/src/lib/planted.ts',
    code: "import { StyleSheet } from '@emotion/sheet';\nexport const planted = StyleSheet;\n",
    allowedIn: 'client/build/patches/planted.ts',
  },
  {
    what: "class-validator's metadata storage",
    path: 'server/src/core/graphql/planted.ts',
    code: "import { getMetadataStorage } from 'class-validator';\nexport const planted = getMetadataStorage;\n",
    allowedIn: 'server/src/core/patches/planted.ts',
  },
  {
    what: "knex's client",
    path: 'server/src/modules/content/planted.ts',
    code: "export { default } from 'knex/lib/client.js';\n",
    allowedIn: 'server/src/core/db/fast-read/planted.ts',
  },
  {
    what: "a MikroORM module past its package's entry point",
    path: 'server/src/core/db/planted.ts',
    code: "import { EntityFactory } from '@mikro-orm/core/entity/EntityFactory.js';\nexport const planted = EntityFactory;\n",
    allowedIn: 'server/src/core/db/fast-read/planted.ts',
  },
];

describe('library internals (lint/library-internals.js)', () => {
  for (const planted of INTERNALS) {
    it(`refuse ${planted.what} in ${planted.path}, allow it in ${planted.allowedIn}`, async () => {
      const refused = await ruleMessages(planted.path, planted.code, 'no-restricted-imports');
      assert.equal(refused.length, 1, `${planted.path}: ${JSON.stringify(refused)}`);
      assert.match(refused[0], /docs\/ARCHITECTURE\.md §11/);
      assert.deepEqual(await ruleMessages(planted.allowedIn, planted.code, 'no-restricted-imports'), []);
    });
  }
  it("let the public surface through: class-validator's decorators, MikroORM's and Chakra's entry points", async () => {
    const code =
      "import { Min } from 'class-validator';\nimport { Entity } from '@mikro-orm/core';\nimport { EntityManager } from '@mikro-orm/postgresql';\nexport const planted = [Min, Entity, EntityManager];\n";
    assert.deepEqual(await ruleMessages('server/src/modules/content/planted.ts', code, 'no-restricted-imports'), []);
    const client = "import { createSystem } from '@chakra-ui/react';\nexport const planted = createSystem;\n";
    assert.deepEqual(await ruleMessages('client/src/lib/planted.ts', client, 'no-restricted-imports'), []);
  });
});
