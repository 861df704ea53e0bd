/** The personal centre's lists of the reader's submissions, where a sent form points. */
export const PERSONAL_PATHS = {
  messages: '/personal/userInformation/message',
  recommendations: '/personal/userInformation/recommend',
  volunteer: '/personal/userInformation/volunteer',
  venueBookings: '/personal/userInformation/place',
  comments: '/personal/userInformation/comment',
  collections: '/personal/userCollection',
  subscriptions: '/personal/userSubscription',
} as const;

/** The public forms. */
export const FORM_PATHS = {
  recommend: '/interaction/resRecommend',
  volunteer: '/interaction/volunteer',
  activitySite: '/interaction/activitySite',
} as const;
