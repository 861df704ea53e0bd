import type { ActivityCategory, ActivityState, SignUpStatus } from '../../gql/graphql';

/** The site's paths of the activity area (spec §2: activity, activity/detail; personal userActivity). */
export const ACTIVITY_PATHS = {
  list: '/activity',
  detail: (id: string) => `/activity/detail?id=${encodeURIComponent(id)}`,
  mine: '/personal/userActivity',
} as const;

export const ACTIVITY_SECTION_NAME = '活动';

export const CATEGORY_NAMES: Record<ActivityCategory, string> = {
  LECTURE: '讲座',
  EXHIBITION: '展览',
  READING: '阅读推广',
  FAMILY: '亲子',
  TRAINING: '培训',
  OTHER: '其他',
};
export const CATEGORIES = Object.keys(CATEGORY_NAMES) as ActivityCategory[];

export const STATE_NAMES: Record<ActivityState, string> = {
  NO_SIGN_UP: '无需报名',
  NOT_OPEN: '未开始报名',
  OPEN: '报名中',
  FULL: '已满',
  CLOSED: '报名已截止',
  ONGOING: '进行中',
  ENDED: '已结束',
};
/** The states the public filter offers, in the order an activity passes through them. */
export const STATES = Object.keys(STATE_NAMES) as ActivityState[];

/** Subtle badges in these palettes keep axe's contrast (the site uses them for review states too). */
export const STATE_COLORS: Record<ActivityState, string> = {
  NO_SIGN_UP: 'blue',
  NOT_OPEN: 'gray',
  OPEN: 'green',
  FULL: 'orange',
  CLOSED: 'gray',
  ONGOING: 'blue',
  ENDED: 'gray',
};

/** A reader's sign-up as the personal centre and the detail page name it. */
export function signUpLabel(signUp: { status: SignUpStatus; waitingPosition?: number | null; checkedInAt?: string | null }): string {
  if (signUp.status === 'SIGNED_UP') return signUp.checkedInAt ? '已签到' : '报名成功';
  if (signUp.status === 'WAITING') return signUp.waitingPosition ? `候补中 第${signUp.waitingPosition}位` : '候补中';
  return '已取消';
}

export const SIGN_UP_COLORS: Record<SignUpStatus, string> = { SIGNED_UP: 'green', WAITING: 'orange', CANCELLED: 'gray' };

/** 'YYYY-MM-DD HH:mm – HH:mm' on one day, else both ends in full. */
export function timeRange(startsAt: string, endsAt: string, format: (value: string) => string): string {
  const start = format(startsAt);
  const end = format(endsAt);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} 至 ${end}`;
}
/** Where an activity is held, before its place text: the branch (分馆) or the library, with a separator. */
export function venuePrefix(activity: { branch?: { name: string } | null; library?: { name: string } | null }): string {
  const venue = activity.branch ?? activity.library;
  return venue ? `${venue.name} · ` : '';
}
