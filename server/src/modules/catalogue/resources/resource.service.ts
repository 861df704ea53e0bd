import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { CrudService, type ListArgs } from '../../../core/crud/crud.service.js';
import { SortOrder } from '../../../core/crud/page.js';
import { ResourceKind } from '../resource-kind.js';
import { assertMaySeeKind } from '../visibility/access.js';
import { findOpenable, visibleWhere } from '../visibility/resource-visibility.js';
import { ResourceFilter, type ResourceInput } from './resource.inputs.js';
import { RESOURCE_COUNT_CAP, RESOURCE_SORT_FIELDS, resourceData, resourceWhere } from './resource.registry.js';
import { Resource } from './resource.entity.js';
import { Book } from './resource-kinds.entity.js';
import { BookCopy } from './parts/book-copy.entity.js';
import { holdLoaded, rowsAsEntities } from '../../../core/db/fast-read/rows-as-entities.js';
import { viewerKey, type ViewCounter } from '../../../core/http/view-counter.js';
import type { Context } from '../../../core/context.js';
import { availableCopiesColumn, primeAvailableCopies } from './available-copies.js';

/** Lists and details of every kind at once, as the public and the back office read them. */
export class ResourceService {
  readonly crud = new CrudService<Resource, ResourceInput, ResourceFilter>({
    entity: Resource,
    typeName: 'Resource',
    one: 'resource',
    many: 'resources',
    rest: 'resource',
    input: class {} as new () => ResourceInput,
    filter: ResourceFilter,
    where: resourceWhere,
    sortFields: RESOURCE_SORT_FIELDS,
    defaultOrder: SortOrder.DESC,
    toData: resourceData,
    publicWhere: (viewer) => visibleWhere(viewer),
    maxCount: RESOURCE_COUNT_CAP,
    // The public detail counts through getPublic (the visibility rule); the back office's detail
    // adds the views not yet written, as every counted entity's does.
    countViews: true,
  });

  /** The public list: the e-book list needs a reader-card login; mixed lists leave e-books out for others. */
  listPublic(em: EntityManager, viewer: Viewer | undefined, args: ListArgs<ResourceFilter>, columns?: Record<string, string>) {
    if (args.filter?.kind) assertMaySeeKind(viewer, args.filter.kind);
    return this.crud.list(em, args, { viewer }, undefined, columns);
  }

  /**
   * The public list as a request reads it: each book's copies on the shelf come with its row and
   * prime the request's loader, since the cards show them and asking apart was one more round trip
   * per list (issue 12).
   */
  async listPublicFor(ctx: Context, args: ListArgs<ResourceFilter>) {
    const page = await this.listPublic(ctx.em, ctx.viewer, args, availableCopiesColumn('e'));
    if (page.columns) primeAvailableCopies(ctx, page.items, page.columns);
    return page;
  }

  /**
   * One resource for its detail page: the kind's login rule and the resource's own permission apply.
   * It is read only (readOnlyRows), with its class and a book's copies and their libraries: the
   * detail only answers, and making them managed entities was a sixth of its CPU (issue 12's profile).
   */
  async getPublic(
    em: EntityManager,
    viewer: Viewer | undefined,
    id: number,
    views: { counter: ViewCounter; ip: string },
    kind?: ResourceKind,
  ): Promise<Resource> {
    const resource = await findOpenable(em, viewer, id, kind, { readOnly: true });
    // A book's detail shows its holdings: the copies and their libraries in one statement, in the
    // collection's order (by library, then barcode), as em.populate would load them but without
    // building its statement anew for every view (issue 12).
    if (resource instanceof Book) {
      const copies = await rowsAsEntities(
        em,
        BookCopy,
        'c',
        'from book_copy c left join library l on l.id = c.library_id where c.resource_id = ? order by c.library_id asc, c.barcode asc',
        [resource.id],
        { joined: { library: 'l' }, readOnly: true },
      );
      holdLoaded(resource, 'copies', copies);
    }
    // Counted in the batched counter (with today's row, which rankings over a period add up).
    resource.views += views.counter.count('Resource', resource.id, viewerKey(viewer, views.ip));
    return resource;
  }
}
