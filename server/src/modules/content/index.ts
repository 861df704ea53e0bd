import type { PortalModule } from '../../core/module.js';
import { Banner } from './banner.entity.js';
import { contentCruds as baseCruds } from './content.resolvers.js';
import { FriendLink } from './friend-link.entity.js';
import { Library } from './library.entity.js';
import { MenuResolver } from './menu.js';
import { NewsNeighboursResolver } from './news-neighbours.resolver.js';
import { News } from './news.entity.js';
import { CapturedInfo } from './info-capture/captured-info.entity.js';
import { capturedInfoCrud, CapturedInfoNewsResolver, CapturedInfoResolver } from './info-capture/captured-info.resolvers.js';
import { Topic, TopicSection } from './topic/topic.entity.js';
import { topicCruds, topicResolvers } from './topic/topic.resolvers.js';

/** The CRUD definitions, from which the REST table derives the admin pattern's paths. */
export const contentCruds = [...baseCruds, ...topicCruds, capturedInfoCrud];
export { Banner, FriendLink, Library, News, Topic, TopicSection, CapturedInfo };
export { CapturedInfoState } from './info-capture/captured-info.entity.js';
/** A topic and its sections' resources as a guest sees them (the topic feed). */
export { topicFeed } from './topic/topic-feed.js';
/** The news CRUD (its public list: feeds) and the categories. */
export { newsCrud } from './content.resolvers.js';
export { NewsCategory } from './news.entity.js';
/** The public site's navigation: names and paths of its pages. */
export { findMenuItem } from './menu.js';

export const contentModule: PortalModule = {
  name: 'content',
  entities: [News, Banner, FriendLink, Library, Topic, TopicSection, CapturedInfo],
  resolvers: [
    MenuResolver,
    NewsNeighboursResolver,
    ...topicResolvers,
    CapturedInfoResolver,
    CapturedInfoNewsResolver,
    ...contentCruds.map((crud) => crud.resolver),
  ],
};
