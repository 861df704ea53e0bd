import type { PortalModule } from '../../core/module.js';
import { Banner } from './banner.entity.js';
import { Branch, BranchType } from './branch.entity.js';
import { branchCrud, BranchDistrictsResolver, BranchLibraryResolver, MapSettingsResolver } from './branch.resolver.js';
import { contentCruds as baseCruds } from './content.resolvers.js';
import { FriendLink } from './friend-link.entity.js';
import { FieldSetting, FieldSettingsResolver } from './field-settings.js';
import { Guide } from './guide.entity.js';
import { GuidePagesResolver } from './guide.resolvers.js';
import { Library } from './library.entity.js';
import { MenuResolver } from './menu.js';
import { NewsNeighboursResolver } from './news-neighbours.resolver.js';
import { News } from './news.entity.js';
import { Survey, SurveyAnswer } from './survey/survey.entity.js';
import { SurveyAnswerResolver, surveyCrud } from './survey/survey.resolver.js';
import { CapturedInfo } from './info-capture/captured-info.entity.js';
import { capturedInfoCrud, CapturedInfoNewsResolver, CapturedInfoResolver } from './info-capture/captured-info.resolvers.js';
import { Topic, TopicSection } from './topic/topic.entity.js';
import { topicCruds, topicResolvers } from './topic/topic.resolvers.js';

/** The CRUD definitions, from which the REST table derives the admin pattern's paths (surveys: survey/, topics: topic/). */
export const contentCruds = [...baseCruds, branchCrud, surveyCrud, ...topicCruds, capturedInfoCrud];
export { Banner, Branch, BranchType, CapturedInfo, FriendLink, Guide, Library, News, Topic, TopicSection };
export { CapturedInfoState } from './info-capture/captured-info.entity.js';
/** A topic and its sections' resources as a guest sees them (the topic feed). */
export { topicFeed } from './topic/topic-feed.js';
/** The service section's slots and their sections (服务指南). */
export { GuideSection, GuideSlot, GUIDE_SLOT_SECTION, guideSlotPath } from './guide.entity.js';
/** The news CRUD (its public list: feeds) and the categories. */
export { newsCrud } from './content.resolvers.js';
/** The sitemap lists the topics the public sees. */
export { topicCrud } from './topic/topic.resolvers.js';
export { NewsCategory } from './news.entity.js';
/** The public site's navigation: names and paths of its pages. */
export { findMenuItem, SITE_MENU, type SiteMenuItem } from './menu.js';
/** Surveys (问卷调查): the demo seeder writes surveys and answers. */
export { Survey, SurveyAnswer, SurveyQuestionType, type StoredAnswerItem } from './survey/survey.entity.js';

export const contentModule: PortalModule = {
  name: 'content',
  entities: [News, Banner, FriendLink, Library, Guide, FieldSetting, Branch, Survey, SurveyAnswer, Topic, TopicSection, CapturedInfo],
  resolvers: [
    MenuResolver,
    NewsNeighboursResolver,
    GuidePagesResolver,
    FieldSettingsResolver,
    ...topicResolvers,
    CapturedInfoResolver,
    CapturedInfoNewsResolver,
    ...contentCruds.map((crud) => crud.resolver),
    BranchLibraryResolver,
    BranchDistrictsResolver,
    MapSettingsResolver,
    SurveyAnswerResolver,
  ],
};
