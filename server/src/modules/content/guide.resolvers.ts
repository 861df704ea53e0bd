import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { SortOrder } from '../../core/crud/page.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { PublicAnswer } from '../../core/graphql/field-marks.js';
import { sanitizeRichText } from '../../core/sanitize.js';
import { GuideFilter, GuideInput } from './content.inputs.js';
import { GUIDE_SLOT_SECTION, Guide, GuideSection, GuideSlot, isListSlot } from './guide.entity.js';

/** The field a refused overwrite names: the back office asks 是否覆盖 and sends the save again with `overwrite: true`. */
export const OVERWRITE_FIELD = 'overwrite';
export const OVERWRITE_NEEDED = '该栏目已有启用的页面，需确认覆盖后才能保存';
export const ENABLE_CONFLICT = '该栏目已有启用的页面：请编辑本页并确认覆盖，或先停用原页面';

const SLOT_ORDER = Object.values(GuideSlot);
/** The service area's single-page slots (not its lists, not the site's own pages). */
const SERVICE_PAGE_SLOTS = SLOT_ORDER.filter((slot) => !isListSlot(slot) && GUIDE_SLOT_SECTION[slot] !== GuideSection.site);

/**
 * One enabled page per single-page slot. A save that would enable a second one is refused unless
 * its input says `overwrite`; then the slot's other enabled pages are disabled first (kept, not
 * deleted, so an overwrite can be undone by enabling the old page again). The partial unique index
 * guide_slot_enabled_unique holds the rule against concurrent saves too.
 */
async function enforceOnePage(em: EntityManager, data: Partial<Guide>, existing: Guide | undefined, input: GuideInput) {
  const slot = data.slot ?? existing?.slot;
  const enabled = data.enabled ?? existing?.enabled ?? true;
  if (!slot || !enabled || isListSlot(slot)) return;
  const others = await em.find(Guide, { slot, enabled: true, ...(existing ? { id: { $ne: existing.id } } : {}) });
  if (others.length === 0) return;
  if (!input.overwrite) throw AppError.badInput(OVERWRITE_FIELD, OVERWRITE_NEEDED);
  for (const other of others) other.enabled = false;
  // Written before the new page, so the unique index never sees two enabled pages.
  await em.flush();
}

export const guideCrud = createCrudResolver({
  entity: Guide,
  typeName: 'Guide',
  one: 'guide',
  many: 'guides',
  rest: 'guide',
  input: GuideInput,
  filter: GuideFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ title: contains(text) }),
    slot: (slot) => ({ slot }),
    section: (section) => ({ slot: { $in: SLOT_ORDER.filter((slot) => GUIDE_SLOT_SECTION[slot] === section) } }),
  },
  sortFields: ['sort', 'publishedAt', 'views', 'createdAt', 'id'],
  defaultOrder: SortOrder.ASC,
  countViews: true,
  // A list slot's items dated in the future are scheduled, as news are.
  publicWhere: () => ({ publishedAt: { $lte: new Date() } }),
  // The overwrite confirmation is not stored; the body is sanitised as news bodies are.
  toData: ({ overwrite: _overwrite, ...input }) => ({ ...input, body: input.body === undefined ? undefined : sanitizeRichText(input.body) }),
  beforeSave: (em, data, existing, input) => enforceOnePage(em, data as Partial<Guide>, existing, input),
  // 启用 from the list cannot overwrite (it has no confirmation): it refuses when the slot is taken.
  beforeSetField: async (em, items, field, value) => {
    if (field !== 'enabled' || value !== true) return;
    const slots = items.filter((item) => !isListSlot(item.slot)).map((item) => item.slot);
    if (slots.length === 0) return;
    if (new Set(slots).size < slots.length) throw AppError.badInput(OVERWRITE_FIELD, ENABLE_CONFLICT);
    const ids = items.map((item) => item.id);
    const taken = await em.count(Guide, { slot: { $in: slots }, enabled: true, id: { $nin: ids } });
    if (taken > 0) throw AppError.badInput(OVERWRITE_FIELD, ENABLE_CONFLICT);
  },
});

@Resolver()
export class GuidePagesResolver {
  /** The service section's pages (GET api/service): the enabled page of every single-page slot, in the navigation's order. */
  @Public()
  @PublicAnswer()
  @Query(() => [Guide], { description: "The service section's pages: the enabled page of each single-page slot, in navigation order" })
  async servicePages(@Ctx() ctx: Context): Promise<Guide[]> {
    const pages = await ctx.em.find(Guide, {
      $and: [guideCrud.service.publicWhere(ctx.viewer), { slot: { $in: SERVICE_PAGE_SLOTS } }],
    });
    return pages.sort((a, b) => SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot));
  }

  /** One slot's page as the public sees it, or null while the slot has none. */
  @Public()
  @PublicAnswer()
  @Query(() => Guide, { nullable: true, description: "A single-page slot's enabled page, or null" })
  async guidePage(@Ctx() ctx: Context, @Arg('slot', () => GuideSlot) slot: GuideSlot): Promise<Guide | null> {
    if (isListSlot(slot)) throw AppError.badInput('slot', '该栏目是列表，请使用 guides 查询');
    return ctx.em.findOne(Guide, { $and: [guideCrud.service.publicWhere(ctx.viewer), { slot }] }, { orderBy: { sort: 'ASC', id: 'ASC' } });
  }
}
