// Library internals (docs/ARCHITECTURE.md §11, the deviation register): only the deviation folders
// import them, so that every patch or bypass of a library's internals sits in one place per side,
// each with its paired A/B in the register. Anything else uses a library through its public surface.

/** The folders the deviations live in: the client's build transforms and the server's patches and fast read path. */
export const DEVIATION_FOLDERS = ['client/build/patches/**', 'server/src/core/patches/**', 'server/src/core/db/fast-read/**'];

/** Tests outside those folders that guard a deviation by reading the library's metadata (the built schema's fields). */
export const DEVIATION_GUARDS = ['server/src/schema.test.ts'];

const WHY =
  'a library internal: only a deviation in client/build/patches or server/src/core/{patches,db/fast-read} may use it (docs/ARCHITECTURE.md §11)';

/** no-restricted-imports' options for every other file. */
export const libraryInternals = {
  paths: [
    { name: 'class-validator', importNames: ['getMetadataStorage', 'MetadataStorage'], message: `class-validator's metadata storage is ${WHY}` },
    { name: 'type-graphql', importNames: ['getMetadataStorage', 'MetadataStorage'], message: `type-graphql's metadata storage is ${WHY}` },
  ],
  patterns: [
    { group: ['@chakra-ui/react/dist', '@chakra-ui/react/dist/*'], message: `Chakra's shipped modules are ${WHY}` },
    { group: ['@emotion/sheet', '@emotion/sheet/*', '@emotion/*/dist/*'], message: `emotion's sheet and shipped modules are ${WHY}` },
    { group: ['knex/lib', 'knex/lib/*', 'knex/types/*', 'pg-pool', 'pg/lib/*'], message: `knex's client and pool are ${WHY}` },
    { group: ['@mikro-orm/*/*', '!@mikro-orm/*/package.json'], message: `MikroORM's modules past its packages' entry points are ${WHY}` },
    { group: ['class-validator/*', 'type-graphql/*'], message: `a module past the package's entry point is ${WHY}` },
  ],
};
