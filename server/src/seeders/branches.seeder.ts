import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { Branch, BranchType, Library } from '../modules/content/index.js';
import { DEMO_BRANCHES } from './demo-branches.js';
import { librarySvg } from './demo-images.js';

/**
 * The branch points of the demo city (分馆管理, the branch pages and the library map), each with a
 * generated photo and the library it belongs to; sorted in their order within each type.
 */
export async function seedBranches(em: EntityManager, uploadsDir: string) {
  await mkdir(join(uploadsDir, 'demo'), { recursive: true });
  const libraries = new Map((await em.find(Library, {})).map((library) => [library.name, library]));
  const photos = await Promise.all(
    DEMO_BRANCHES.map(async (_, i) => {
      const key = `demo/branch-${i + 1}.jpg`;
      await writeFile(
        join(uploadsDir, key),
        await sharp(Buffer.from(librarySvg(i + 3)))
          .resize(640)
          .jpeg({ quality: 82 })
          .toBuffer(),
      );
      return `/uploads/${key}`;
    }),
  );
  const sortInType = new Map<string, number>();
  DEMO_BRANCHES.forEach(({ library, type, enabled, ...branch }, i) => {
    const sort = (sortInType.get(type) ?? 0) + 1;
    sortInType.set(type, sort);
    em.create(Branch, {
      ...branch,
      type: BranchType[type],
      enabled: enabled ?? true,
      library: libraries.get(library) ?? null,
      photo: photos[i],
      sort,
    });
  });
  await em.flush();
}
