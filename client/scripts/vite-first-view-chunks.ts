import { build, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/*
 * The libraries of each step of a page's start in one chunk per step (vite.config.ts names the
 * steps), read from a first build pass split the default way. Split that way, Chakra's components
 * and the Ark and zag modules under them made 40–50 chunks of 0.1–3 kB: /index asked for 63 scripts,
 * a book detail for 86, each a request and a module for the page's loader while it starts. With a
 * chunk per step: 21 and 45, and the home page's JavaScript 277 kB gzip instead of 288 (less of
 * rolldown's per-chunk code). Per step, not one chunk for all: main.tsx runs React DOM, the theme
 * and the app in tasks of their own, and one chunk of all three ran as one long task (a measured
 * regression of the total blocking time).
 *
 * Only library modules (node_modules) are grouped: a group's other imports stay where the default
 * split puts them (includeDependenciesRecursively: false; with it, a library's barrel module drew
 * every module it re-exports into the group, 83 kB rendered the start never runs).
 */

/** A code-splitting group (rolldown's `output.codeSplitting.groups`). */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively?: boolean;
}

/** A step of a page's start: the modules (dynamic-import targets) whose libraries one chunk holds. */
export interface FirstViewStep {
  /** The chunk's name. */
  name: string;
  /** Module ids ending with these (paths under the client or node_modules) are the step's roots. */
  roots: string[];
}

/** The library modules of each step (absolute ids), by the step's name. */
export type FirstViewLibraries = Map<string, Set<string>>;

const isLibrary = (id: string) => id.includes('/node_modules/');

/**
 * Reads a build's chunks (split the default way) for the libraries of each step of a page's first
 * view, in order: those in the chunks its roots load statically that neither the entry nor an
 * earlier step loads.
 */
export function firstViewLibraries(chunks: OutputChunk[], steps: FirstViewStep[]): FirstViewLibraries {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: OutputChunk[]) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root.fileName);
    return files;
  };
  const facade = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`first-view-chunks: no chunk for ${module}`);
    return chunk;
  };
  const libraries = (files: Iterable<string>) => [...files].flatMap((file) => byFile.get(file)!.moduleIds.filter(isLibrary));
  const taken = new Set(libraries(closure(chunks.filter((chunk) => chunk.isEntry))));
  const result: FirstViewLibraries = new Map();
  for (const step of steps) {
    const own = new Set(libraries(closure(step.roots.map(facade))).filter((id) => !taken.has(id)));
    for (const id of own) taken.add(id);
    result.set(step.name, own);
  }
  return result;
}

/** One group per step: the step's libraries in one chunk (their other imports stay where they are). */
export function firstViewGroups(libraries: FirstViewLibraries): ChunkGroup[] {
  return [...libraries].map(([name, members]) => ({ name, test: (id: string) => members.has(id), includeDependenciesRecursively: false }));
}

/** Set while the first pass builds: the config then splits the default way and compresses nothing. */
export const FIRST_PASS_ENV = 'LIBRARY_PORTAL_FIRST_VIEW_PASS';

/**
 * Builds the client once in memory, split the default way (the config sees FIRST_PASS_ENV), and
 * reads which libraries the home page's first view loads from its chunks.
 */
export async function firstViewFromFirstPass(configFile: string, steps: FirstViewStep[]): Promise<FirstViewLibraries> {
  process.env[FIRST_PASS_ENV] = '1';
  try {
    const output = await build({ configFile, logLevel: 'warn', build: { write: false, manifest: false } });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap(({ output: files }) => files.filter((file): file is OutputChunk => file.type === 'chunk'));
    return firstViewLibraries(chunks, steps);
  } finally {
    delete process.env[FIRST_PASS_ENV];
  }
}
