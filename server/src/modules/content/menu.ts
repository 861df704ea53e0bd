import { Extensions, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/auth/decorators.js';
import { IN_MEMORY_LIST } from '../../core/graphql/query-cost.js';
import { PublicAnswer } from '../../core/graphql/field-marks.js';

/** A navigation entry of the public site (spec §3, "menu item, other form"). */
@ObjectType({ simpleResolvers: true })
export class SiteMenuItem {
  @Field({ description: 'Stable identifier of the entry' })
  value!: string;

  @Field()
  name!: string;

  @Field({ description: 'Site path' })
  url!: string;

  @Field(() => [SiteMenuItem])
  @Extensions(IN_MEMORY_LIST)
  children!: SiteMenuItem[];
}

const item = (value: string, name: string, url: string, children: SiteMenuItem[] = []): SiteMenuItem => ({ value, name, url, children });

/** The public site's navigation, by the areas of spec §2. */
export const SITE_MENU: SiteMenuItem[] = [
  item('index', '首页', '/index'),
  item('information', '资讯动态', '/information/libraryNews', [
    item('libraryNews', '本馆新闻', '/information/libraryNews'),
    item('peaceNews', '平安资讯', '/information/peaceNews'),
    item('industryNews', '行业动态', '/information/industryNews'),
    item('publicNotice', '通知公告', '/information/publicNotice'),
  ]),
  item('service', '服务指南', '/service/overView/aboutLibrary', [
    item('aboutLibrary', '本馆概况', '/service/overView/aboutLibrary'),
    item('openingTime', '开放时间', '/service/overView/openingTime'),
    item('contactTraffic', '联系交通', '/service/overView/contactTraffic'),
    item('society', '图书馆学会', '/service/society/constitution'),
    item('borrowing', '借阅须知', '/service/notice/borrowing'),
    item('pledge', '服务承诺', '/service/notice/pledge'),
    // Branches (issue 16): one page per type of branch point.
    item('street', '街道分馆', '/service/branch/street'),
    item('community', '社区分馆', '/service/branch/community'),
    item('cityBookBar', '城市书吧', '/service/branch/cityBookBar'),
    item('shareBooks', '共享书屋', '/service/branch/shareBooks'),
    item('audioBook', '有声图书馆', '/service/branch/audioBook'),
    item('survey', '问卷调查', '/service/survey'),
  ]),
  // The section opens on a public page: the e-book list needs a reader-card login.
  item('resources', '数字资源', '/resources/newBooks', [
    item('newBooks', '新书通报', '/resources/newBooks'),
    item('commendBook', '好书推荐', '/resources/commendBook'),
    item('rankBooks', '借阅排行', '/resources/rankBooks'),
    item('resList', '推荐书单', '/resources/resList'),
    item('ebook', '电子图书', '/resources/ebook'),
    item('book', '纸质图书', '/resources/book'),
    item('audio', '有声读物', '/resources/audio'),
    item('video', '视频', '/resources/video'),
    item('exhibition', '展览', '/resources/exhibition'),
    item('journal', '期刊', '/resources/journal'),
    item('newspaper', '报纸', '/resources/newspaper'),
    item('thesis', '论文', '/resources/thesis'),
    item('database', '数据库', '/resources/database'),
  ]),
  item('activity', '活动', '/activity'),
  item('topic', '专题', '/topic'),
  item('interaction', '互动交流', '/interaction'),
];

@Resolver()
export class MenuResolver {
  @Public()
  @PublicAnswer({ shows: [] })
  @Query(() => [SiteMenuItem], { description: 'Navigation of the public site' })
  siteMenu(): SiteMenuItem[] {
    return SITE_MENU;
  }
}

/** The entry of the site menu with this value (a news category, a resource kind's list…), at any depth. */
export function findMenuItem(value: string, items: SiteMenuItem[] = SITE_MENU): SiteMenuItem | undefined {
  for (const entry of items) {
    const found = entry.value === value ? entry : findMenuItem(value, entry.children);
    if (found) return found;
  }
  return undefined;
}
