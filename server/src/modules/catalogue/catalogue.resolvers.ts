import { Arg, Ctx, Extensions, Field, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Public } from '../../core/auth/decorators.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { parseId, relationId } from '../../core/crud/ids.js';
import { SortOrder } from '../../core/crud/page.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { BatchNumber } from './batch-number.entity.js';
import { BatchNumberFilter, BatchNumberInput, ResourceClassFilter, ResourceClassInput, SupplierFilter, SupplierInput } from './catalogue.inputs.js';
import { ResourceClass } from './resource-class.entity.js';
import { checkClassParent } from './resource-class.rules.js';
import { ResourceKind } from './resource-kind.js';
import { Supplier } from './supplier.entity.js';
import { CaptureResolver } from './capture/capture.resolver.js';
import { ImportTemplateResolver } from './import/import-template.resolver.js';
import { ImportResolver } from './import/import.resolver.js';
import { PosterResolver } from './poster/poster.resolver.js';
import { queueClassReindex } from './search/search-index.job.js';
import { SearchResolver } from './search/search.resolver.js';
import { searchWordCrud } from './search/search-words.js';
import { partCruds } from './resources/parts/parts.registry.js';
import { resourceListCrud, ResourceListItemsResolver } from './resources/resource-list.resolvers.js';
import { resourcePartResolvers } from './resources/resource-parts.resolver.js';
import { resourceCruds } from './resources/resource.registry.js';
import { ResourceResolver } from './resources/resource.resolver.js';
import { KindAccessResolver } from './visibility/kind-access.resolver.js';
import { IN_MEMORY_LIST } from '../../core/graphql/query-cost.js';
import { PublicAnswer } from '../../core/graphql/field-marks.js';

export const supplierCrud = createCrudResolver({
  entity: Supplier,
  typeName: 'Supplier',
  one: 'supplier',
  many: 'suppliers',
  rest: 'supplier',
  input: SupplierInput,
  filter: SupplierFilter,
  where: { ...flagFilters, keyword: (text) => ({ name: contains(text) }) },
  sortFields: ['sort', 'name', 'createdAt', 'id'],
  defaultOrder: SortOrder.ASC,
});

export const batchNumberCrud = createCrudResolver({
  entity: BatchNumber,
  typeName: 'BatchNumber',
  one: 'batchNumber',
  many: 'batchNumbers',
  rest: 'batchCode',
  input: BatchNumberInput,
  filter: BatchNumberFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ $or: [{ code: contains(text) }, { name: contains(text) }] }),
    supplierId: (id) => ({ supplier: parseId(id, 'supplierId') }),
  },
  sortFields: ['receivedAt', 'code', 'createdAt', 'id'],
  toData: ({ supplierId, ...rest }) => ({ ...rest, supplier: relationId(supplierId, 'supplierId') }),
  beforeSave: async (em, data) => {
    const supplier = data.supplier as number | null | undefined;
    if (supplier && !(await em.count(Supplier, { id: supplier }))) throw AppError.badInput('supplierId', '供应商不存在');
  },
});

export const resourceClassCrud = createCrudResolver({
  entity: ResourceClass,
  typeName: 'ResourceClass',
  one: 'resourceClass',
  many: 'resourceClasses',
  rest: 'class',
  input: ResourceClassInput,
  filter: ResourceClassFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ $or: [{ name: contains(text) }, { code: contains(text) }] }),
    kind: (kind) => ({ kind }),
    parentId: (id) => ({ parent: parseId(id, 'parentId') }),
    topLevel: (topLevel) => (topLevel ? { parent: null } : { parent: { $ne: null } }),
  },
  sortFields: ['sort', 'name', 'createdAt', 'id'],
  defaultOrder: SortOrder.ASC,
  toData: ({ parentId, ...rest }) => ({ ...rest, parent: relationId(parentId, 'parentId') }),
  beforeSave: checkClassParent,
  // The class name is in its resources' search documents.
  afterSave: async (em, item, existing) => {
    if (existing) await queueClassReindex(em, item.id);
  },
});

@Resolver(() => BatchNumber)
export class BatchNumberSupplierResolver {
  /** Batched across a page by MikroORM's dataloader. */
  @FieldResolver(() => Supplier, { nullable: true })
  supplier(@Root() batch: BatchNumber) {
    return batch.supplier?.load() ?? null;
  }
}

@ObjectType({ description: 'A class with its subclasses', simpleResolvers: true })
export class ResourceClassNode {
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;

  @Field({ nullable: true })
  code?: string;

  @Field(() => ID, { nullable: true, description: 'The parent class (the tree item’s pid); none for a root' })
  pid?: number;

  @Field(() => ID, { nullable: true, description: 'The parent class (the same as pid)' })
  parentId?: number;

  @Field(() => [ResourceClassNode])
  @Extensions(IN_MEMORY_LIST)
  children!: ResourceClassNode[];
}

@Resolver()
export class ResourceClassTreeResolver {
  /** The enabled classes of one kind as a tree, in display order: one query for the whole tree. */
  @Public()
  @PublicAnswer({ shows: ['ResourceClass'] })
  @Query(() => [ResourceClassNode], { description: 'The class tree of one resource kind (enabled classes)' })
  async resourceClassTree(@Ctx() ctx: Context, @Arg('kind', () => ResourceKind) kind: ResourceKind): Promise<ResourceClassNode[]> {
    const rows = await ctx.em.find(ResourceClass, { kind, enabled: true }, { orderBy: [{ sort: 'ASC' }, { id: 'ASC' }] });
    const nodes = new Map(
      rows.map((row) => {
        const pid = row.parent?.id;
        return [row.id, { id: row.id, name: row.name, code: row.code, pid, parentId: pid, children: [] as ResourceClassNode[] }];
      }),
    );
    const roots: ResourceClassNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parent ? nodes.get(row.parent.id) : undefined;
      // A class under a disabled parent is hidden with it.
      if (parent) parent.children.push(node);
      else if (!row.parent) roots.push(node);
    }
    return roots;
  }
}

export const catalogueCruds = [supplierCrud, batchNumberCrud, resourceClassCrud, ...resourceCruds, ...partCruds, resourceListCrud, searchWordCrud];
export const catalogueResolvers = [
  ...catalogueCruds.map((crud) => crud.resolver),
  BatchNumberSupplierResolver,
  ResourceClassTreeResolver,
  ResourceResolver,
  KindAccessResolver,
  ...resourcePartResolvers,
  ResourceListItemsResolver,
  CaptureResolver,
  PosterResolver,
  ImportResolver,
  ImportTemplateResolver,
  SearchResolver,
];
