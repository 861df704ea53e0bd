import type { SurveyState } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

/** The state names readers see, and the tag colour of each. */
export const SURVEY_STATE_NAMES: Record<SurveyState, string> = { upcoming: '未开始', open: '进行中', ended: '已结束' };
export const SURVEY_STATE_COLORS: Record<SurveyState, string> = { upcoming: 'orange', open: 'green', ended: 'gray' };

export const SURVEY_LIST_PATH = '/service/survey';
/** Where the 服务指南 crumb leads (the site menu's entry of the section). */
export const SERVICE_HOME_PATH = '/service/overView/aboutLibrary';
export const surveyDetailPath = (id: string) => `/service/survey/detail?id=${encodeURIComponent(id)}`;

/** 2026-11-15 09:00 至 2026-12-15 18:00 */
export const surveyWindow = (startsAt: string, endsAt: string) => `${formatDateTime(startsAt)} 至 ${formatDateTime(endsAt)}`;
