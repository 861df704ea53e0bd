import type { Data } from './test-portal.js';

/** What a reader sends, per submission type (they have no create): `resourceId` is a book's. */
export const SUBMISSIONS: Record<string, (resourceId: string) => Data> = {
  Comment: (resourceId) => ({ resourceId, content: '对照评论' }),
  Tag: (resourceId) => ({ resourceId, text: '对照' }),
  Score: (resourceId) => ({ resourceId, value: 4 }),
  ErrorReport: (resourceId) => ({ resourceId, type: 'LINK', description: '对照纠错' }),
  Message: () => ({ subject: '对照', content: '对照留言' }),
  Recommendation: () => ({ title: '对照荐购' }),
  VolunteerApplication: () => ({ name: '对照', phone: '13900000000', availability: ['SAT:AM'] }),
};
