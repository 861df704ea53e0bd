import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { SortOrder } from '../../core/crud/page.js';
import { sanitizeRichText } from '../../core/sanitize.js';
import { Banner } from './banner.entity.js';
import {
  BannerFilter,
  BannerInput,
  FriendLinkFilter,
  FriendLinkInput,
  LibraryFilter,
  LibraryInput,
  NewsFilter,
  NewsInput,
} from './content.inputs.js';
import { FriendLink } from './friend-link.entity.js';
import { Library } from './library.entity.js';
import { News } from './news.entity.js';
import { guideCrud } from './guide.resolvers.js';

export const newsCrud = createCrudResolver({
  entity: News,
  typeName: 'News',
  one: 'news',
  many: 'newsList',
  rest: 'news',
  input: NewsInput,
  filter: NewsFilter,
  where: { ...flagFilters, keyword: (text) => ({ title: contains(text) }), category: (category) => ({ category }) },
  sortFields: ['publishedAt', 'views', 'sort', 'createdAt', 'id'],
  countViews: true,
  // Items dated in the future are scheduled: the public sees them from their publish time on.
  publicWhere: () => ({ publishedAt: { $lte: new Date() } }),
  // Stored HTML is always sanitised: the body is what the detail page renders.
  toData: (input) => ({ ...input, body: input.body === undefined ? undefined : sanitizeRichText(input.body) }),
});

/** Display-ordered entities list by `sort` ascending unless asked otherwise. */
const displayOrder = { sortFields: ['sort', 'createdAt', 'id'] as const, defaultOrder: SortOrder.ASC };

export const bannerCrud = createCrudResolver({
  entity: Banner,
  typeName: 'Banner',
  one: 'banner',
  many: 'banners',
  rest: 'banner',
  input: BannerInput,
  filter: BannerFilter,
  where: { ...flagFilters, keyword: (text) => ({ title: contains(text) }) },
  ...displayOrder,
});

export const friendLinkCrud = createCrudResolver({
  entity: FriendLink,
  typeName: 'FriendLink',
  one: 'friendLink',
  many: 'friendLinks',
  rest: 'link',
  input: FriendLinkInput,
  filter: FriendLinkFilter,
  where: { ...flagFilters, keyword: (text) => ({ name: contains(text) }) },
  ...displayOrder,
});

export const libraryCrud = createCrudResolver({
  entity: Library,
  typeName: 'Library',
  one: 'library',
  many: 'libraries',
  rest: 'library',
  input: LibraryInput,
  filter: LibraryFilter,
  where: { ...flagFilters, keyword: (text) => ({ $or: [{ name: contains(text) }, { address: contains(text) }] }) },
  ...displayOrder,
});

export const contentCruds = [newsCrud, bannerCrud, friendLinkCrud, libraryCrud, guideCrud];
