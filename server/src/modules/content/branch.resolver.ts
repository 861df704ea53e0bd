import type { EntityData } from '@mikro-orm/core';
import { Arg, Ctx, Extensions, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Public } from '../../core/auth/decorators.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { relationId } from '../../core/crud/ids.js';
import { SortOrder } from '../../core/crud/page.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { PublicAnswer } from '../../core/graphql/field-marks.js';
import { IN_MEMORY_LIST } from '../../core/graphql/query-cost.js';
import { Branch, BranchType } from './branch.entity.js';
import { BranchFilter, BranchInput } from './branch.inputs.js';
import { Library } from './library.entity.js';

/**
 * Branches on the CRUD factory: the public list `branches` (enabled ones; the branch pages filter
 * by type and district) and detail `branch`, and the back office's pattern (adminBranches,
 * createBranch, updateBranch, enable, remove…) with REST rows under api/branch, api/admin/branch.
 */
export const branchCrud = createCrudResolver({
  entity: Branch,
  typeName: 'Branch',
  one: 'branch',
  many: 'branches',
  rest: 'branch',
  input: BranchInput,
  filter: BranchFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ $or: [{ name: contains(text) }, { address: contains(text) }] }),
    type: (type) => ({ type }),
    district: (district) => ({ district: district.trim() }),
  },
  sortFields: ['sort', 'createdAt', 'id'],
  defaultOrder: SortOrder.ASC,
  toData: ({ libraryId, district, ...rest }) =>
    ({ ...rest, district: district?.trim(), library: relationId(libraryId, 'libraryId') }) as EntityData<Branch>,
  beforeSave: async (em, data) => {
    const library = data.library as number | null | undefined;
    if (library && !(await em.count(Library, { id: library }))) throw AppError.badInput('libraryId', '所属图书馆不存在');
  },
});

@Resolver(() => Branch)
export class BranchLibraryResolver {
  @FieldResolver(() => Library, { nullable: true, description: 'The library it belongs to (an enabled one, for the public)' })
  async library(@Ctx() ctx: Context, @Root() branch: Branch): Promise<Library | null> {
    const library = (await branch.library?.load()) ?? null;
    return library && (library.enabled || ctx.viewer?.kind === 'admin') ? library : null;
  }
}

@Resolver()
export class BranchDistrictsResolver {
  /** The district chips of a branch page: the districts its enabled branches are in, each once. */
  @Public()
  @PublicAnswer({ shows: ['Branch'] })
  @Query(() => [String], { description: 'Districts (区) of the enabled branches, of one type when given, each once, in order' })
  @Extensions(IN_MEMORY_LIST)
  async branchDistricts(@Ctx() ctx: Context, @Arg('type', () => BranchType, { nullable: true }) type?: BranchType): Promise<string[]> {
    const rows: Array<{ district: string }> = await ctx.em
      .createQueryBuilder(Branch)
      .select('district', true)
      .where({ enabled: true, ...(type ? { type } : {}) })
      .orderBy({ district: 'asc' })
      .execute('all');
    return rows.map((row) => row.district);
  }
}

@ObjectType({ description: "The library map's tiles: where they come from and whose they are" })
export class MapSettings {
  @Field({ description: 'Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
  tileUrl!: string;

  @Field({ description: 'Attribution shown on the map (HTML)' })
  attribution!: string;

  @Field(() => Int, { description: 'Largest zoom level the tile server serves' })
  maxZoom!: number;
}

@Resolver()
export class MapSettingsResolver {
  /** The tile server of every map on the site (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_MAX_ZOOM). */
  @Public()
  @PublicAnswer({ shows: [] })
  @Query(() => MapSettings, { description: "The library map's tile server" })
  mapSettings(@Ctx() ctx: Context): MapSettings {
    return { ...ctx.services.config.map };
  }
}
