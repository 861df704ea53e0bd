import type { PortalModule } from '../../core/module.js';
import { Banner } from './banner.entity.js';
import { contentCruds } from './content.resolvers.js';
import { FriendLink } from './friend-link.entity.js';
import { Library } from './library.entity.js';
import { MenuResolver } from './menu.js';
import { NewsNeighboursResolver } from './news-neighbours.resolver.js';
import { News } from './news.entity.js';
import { Survey, SurveyAnswer } from './survey/survey.entity.js';
import { SurveyAnswerResolver, surveyCrud } from './survey/survey.resolver.js';

/** The CRUD definitions, from which the REST table derives the admin pattern's paths (surveys: survey/). */
const cruds = [...contentCruds, surveyCrud];
export { cruds as contentCruds };
export { Banner, FriendLink, Library, News };
/** The news CRUD (its public list: feeds) and the categories. */
export { newsCrud } from './content.resolvers.js';
export { NewsCategory } from './news.entity.js';
/** The public site's navigation: names and paths of its pages. */
export { findMenuItem } from './menu.js';
/** Surveys (问卷调查): the demo seeder writes surveys and answers. */
export { Survey, SurveyAnswer, SurveyQuestionType, type StoredAnswerItem } from './survey/survey.entity.js';

export const contentModule: PortalModule = {
  name: 'content',
  entities: [News, Banner, FriendLink, Library, Survey, SurveyAnswer],
  resolvers: [MenuResolver, NewsNeighboursResolver, ...cruds.map((crud) => crud.resolver), SurveyAnswerResolver],
};
