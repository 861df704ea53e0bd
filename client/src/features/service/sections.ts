import type { GuideSlot } from '../../gql/graphql';

/** The public service area (spec §2 "service"), as the site menu calls it. */
export const SERVICE_SECTION_NAME = '服务指南';
export const SERVICE_SECTION_PATH = '/service/overView/aboutLibrary';
export const SERVICE_DETAIL_PATH = '/service/detail';

/** The side navigation's group of the branch pages (分馆, part branches). */
export const BRANCH_GROUP = '分馆服务';

/** One entry of the service area's side navigation. */
export interface ServiceNavEntry {
  /** The group it is listed under (本馆概况, 图书馆学会, 读者须知…): groups show in order of first appearance. */
  group: string;
  path: string;
  label: string;
  /** The guide slot the page shows (the pages of other parts — branches, surveys — have none). */
  slot?: GuideSlot;
}

/**
 * The service area's side navigation, one line per page. Other parts add their built pages here,
 * one line each, e.g. `{ group: '分馆服务', path: '/service/branch/street', label: '街道分馆' }` or
 * `{ group: '互动服务', path: '/service/survey', label: '问卷调查' }` (and route them inside
 * ServiceLayout, router.tsx's 服务指南 block).
 */
/** 问卷调查 (part surveys): its list, and the entry its detail pages light up. */
export const SURVEY_NAV_ENTRY: ServiceNavEntry = { group: '读者参与', path: '/service/survey', label: '问卷调查' };

export const SERVICE_NAV: ServiceNavEntry[] = [
  { group: '本馆概况', path: '/service/overView/aboutLibrary', label: '本馆简介', slot: 'aboutLibrary' },
  { group: '本馆概况', path: '/service/overView/department', label: '部门设置', slot: 'department' },
  { group: '本馆概况', path: '/service/overView/specialRes', label: '特色馆藏', slot: 'specialRes' },
  { group: '本馆概况', path: '/service/overView/guidedTour', label: '楼层导览', slot: 'guidedTour' },
  { group: '本馆概况', path: '/service/overView/openingTime', label: '开放时间', slot: 'openingTime' },
  { group: '本馆概况', path: '/service/overView/contactTraffic', label: '联系交通', slot: 'contactTraffic' },
  { group: '图书馆学会', path: '/service/society/constitution', label: '学会章程', slot: 'constitution' },
  { group: '图书馆学会', path: '/service/society/societyNews', label: '学会动态', slot: 'societyNews' },
  { group: '读者须知', path: '/service/notice/pledge', label: '服务承诺', slot: 'pledge' },
  { group: '读者须知', path: '/service/notice/licensing', label: '办证指南', slot: 'licensing' },
  { group: '读者须知', path: '/service/notice/borrowing', label: '借阅须知', slot: 'borrowing' },
  { group: '读者须知', path: '/service/notice/standard', label: '文明阅读', slot: 'standard' },
  { group: '读者须知', path: '/service/notice/classification', label: '图书分类', slot: 'classification' },
  { group: BRANCH_GROUP, path: '/service/branch/street', label: '街道分馆' },
  { group: BRANCH_GROUP, path: '/service/branch/community', label: '社区分馆' },
  { group: BRANCH_GROUP, path: '/service/branch/cityBookBar', label: '城市书吧' },
  { group: BRANCH_GROUP, path: '/service/branch/shareBooks', label: '共享书屋' },
  { group: BRANCH_GROUP, path: '/service/branch/audioBook', label: '有声图书馆' },
  SURVEY_NAV_ENTRY,
];

/** The navigation's groups in order, each with its entries. */
export function serviceNavGroups(entries: readonly ServiceNavEntry[] = SERVICE_NAV): Array<{ group: string; entries: ServiceNavEntry[] }> {
  const groups: Array<{ group: string; entries: ServiceNavEntry[] }> = [];
  for (const entry of entries) {
    const found = groups.find((g) => g.group === entry.group);
    if (found) found.entries.push(entry);
    else groups.push({ group: entry.group, entries: [entry] });
  }
  return groups;
}

/** The entry showing this slot. */
export const entryOfSlot = (slot: GuideSlot) => SERVICE_NAV.find((entry) => entry.slot === slot);

/** The entry of the page at `pathname` (its own path or a page below it). */
export const entryOfPath = (pathname: string) => SERVICE_NAV.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));

/** The slots' section segment in their route (/service/<section>/<slot>). */
export const serviceDetailPath = (id: string) => `${SERVICE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
