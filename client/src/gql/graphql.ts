/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** 讲座 / 展览 / 阅读推广 / 亲子 / 培训 / 其他 */
export type ActivityCategory =
  | 'EXHIBITION'
  | 'FAMILY'
  | 'LECTURE'
  | 'OTHER'
  | 'READING'
  | 'TRAINING';

export type ActivityFilter = {
  branchId?: string | null | undefined;
  category?: ActivityCategory | null | undefined;
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  libraryId?: string | null | undefined;
  /** true: ended ones (往期活动); false: not ended yet */
  past?: boolean | null | undefined;
  recommended?: boolean | null | undefined;
  /** Where it stands now */
  state?: ActivityState | null | undefined;
};

/** 无需报名 / 未开始报名 / 报名中 / 已满 / 报名已截止 / 进行中 / 已结束 */
export type ActivityState =
  | 'CLOSED'
  | 'ENDED'
  | 'FULL'
  | 'NOT_OPEN'
  | 'NO_SIGN_UP'
  | 'ONGOING'
  | 'OPEN';

export type AdminLoginInput = {
  captchaCode: string;
  /** The key adminCaptcha returned */
  captchaKey: string;
  password: string;
  username: string;
};

/** 馆藏可借 / 在线资源 */
export type Availability =
  | 'AVAILABLE'
  | 'ONLINE';

export type BranchFilter = {
  /** 区: exactly */
  district?: string | null | undefined;
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
  type?: BranchType | null | undefined;
};

/** 街道分馆 / 社区分馆 / 城市书吧 / 共享书屋 / 有声图书馆 */
export type BranchType =
  | 'audioBook'
  | 'cityBookBar'
  | 'community'
  | 'shareBooks'
  | 'street';

/** GB/T 7714-2015, APA, MLA, BibTeX, RIS */
export type CitationFormat =
  | 'APA'
  | 'BIBTEX'
  | 'GBT7714'
  | 'MLA'
  | 'RIS';

export type CommentInput = {
  content: string;
  resourceId: string;
};

/** 在架 / 借出 / 预约 / 加工中 / 遗失 / 损坏 */
export type CopyStatus =
  | 'AVAILABLE'
  | 'DAMAGED'
  | 'IN_PROCESSING'
  | 'LOST'
  | 'ON_LOAN'
  | 'RESERVED';

export type ErrorReportInput = {
  description: string;
  resourceId: string;
  type: ErrorReportType;
};

/** 内容错误 / 信息有误 / 链接失效 / 文件无法打开 / 其他 */
export type ErrorReportType =
  | 'CONTENT'
  | 'FILE'
  | 'LINK'
  | 'METADATA'
  | 'OTHER';

/** 资源列表 / 资讯列表 */
export type FieldList =
  | 'news'
  | 'resource';

/** 服务指南的栏目：本馆概况、部门设置……读者须知的分类法；以及站点页面（用户服务协议、隐私政策、诚信建设、五大道专题），其启用的页面替代门户自带的文本 */
export type GuideSlot =
  | 'aboutLibrary'
  | 'borrowing'
  | 'classification'
  | 'constitution'
  | 'contactTraffic'
  | 'department'
  | 'guidedTour'
  | 'integrity'
  | 'licensing'
  | 'openingTime'
  | 'pledge'
  | 'privacyPolicy'
  | 'societyNews'
  | 'specialRes'
  | 'standard'
  | 'userProtocol'
  | 'wudadao';

/** 待取书 / 已借出 / 已取消 */
export type LoanRequestState =
  | 'CANCELLED'
  | 'FULFILLED'
  | 'PENDING';

/** 借阅中 / 已归还 */
export type LoanState =
  | 'ON_LOAN'
  | 'RETURNED';

export type MessageInput = {
  content: string;
  subject: string;
};

/** 本馆新闻 / 平安资讯 / 行业资讯 / 公告 */
export type NewsCategory =
  | 'industryNews'
  | 'libraryNews'
  | 'peaceNews'
  | 'publicNotice';

/** A channel of readers’ notices */
export type NoticeChannel =
  /** 邮件 */
  | 'EMAIL'
  /** 短信 */
  | 'SMS';

/** The reader's notice settings (个人中心): e-mail address and channels */
export type NoticePreferencesInput = {
  /** The channels wanted (empty: no notices) */
  channels: Array<NoticeChannel>;
  /** The address notices by e-mail go to; null or empty clears it */
  email?: string | null | undefined;
};

/** login 每日登录, read30 阅读30分钟, comment 评论通过, score 评分, tag 标签通过, recommendation 荐购被采纳, volunteer 志愿服务 */
export type PointAction =
  | 'COMMENT'
  | 'LOGIN'
  | 'READ30'
  | 'RECOMMENDATION'
  | 'SCORE'
  | 'TAG'
  | 'VOLUNTEER';

/** IN 收入 (gained), OUT 支出 (removed) */
export type PointDirection =
  | 'IN'
  | 'OUT';

/** Filters of a points ledger */
export type PointEntryFilter = {
  /** Entries of this rule only */
  action?: PointAction | null | undefined;
  direction?: PointDirection | null | undefined;
  /** From this instant (inclusive) */
  from?: string | null | undefined;
  /** Manual adjustments only (true) or awards only (false) */
  manual?: boolean | null | undefined;
  /** Before this instant */
  to?: string | null | undefined;
};

/** 浏览 / 借阅 / 下载 / 评分 */
export type RankBy =
  | 'BORROWS'
  | 'DOWNLOADS'
  | 'SCORE'
  | 'VIEWS';

/** 近7天 / 近30天 / 近一年 / 全部 */
export type RankPeriod =
  | 'ALL'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** loginType 2: cardNumber + password; loginType 1: phone + code */
export type ReaderLoginInput = {
  /** After repeated failures on the account: the captcha text */
  captchaCode?: string | null | undefined;
  /** After repeated failures on the account: the key adminCaptcha returned */
  captchaKey?: string | null | undefined;
  cardNumber?: string | null | undefined;
  code?: string | null | undefined;
  loginType: number;
  password?: string | null | undefined;
  phone?: string | null | undefined;
};

export type RecommendationInput = {
  author?: string | null | undefined;
  isbn?: string | null | undefined;
  publisher?: string | null | undefined;
  reason?: string | null | undefined;
  title: string;
};

export type ResourceFilter = {
  batchId?: string | null | undefined;
  /** A class and everything below it */
  classId?: string | null | undefined;
  /** Part of a creator name */
  creator?: string | null | undefined;
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  /** One kind (mixed lists leave it out) */
  kind?: ResourceKind | null | undefined;
  language?: string | null | undefined;
  onShelf?: boolean | null | undefined;
  permission?: ResourcePermission | null | undefined;
  publishYear?: number | null | undefined;
  recommended?: boolean | null | undefined;
  supplierId?: string | null | undefined;
};

/** 纸质图书 / 电子图书 / 音频 / 论文 / 报纸 / 期刊 / 视频 / 展览 / 数据库 / 数字资源 */
export type ResourceKind =
  | 'audio'
  | 'book'
  | 'database'
  | 'digital'
  | 'ebook'
  | 'exhibition'
  | 'journal'
  | 'newspaper'
  | 'thesis'
  | 'video';

/** 公开 / 登录读者 / 读者证登录 */
export type ResourcePermission =
  | 'PUBLIC'
  | 'READER'
  | 'READER_CARD';

export type ResourceSortField =
  | 'borrows'
  | 'collections'
  | 'createdAt'
  | 'downloads'
  | 'id'
  | 'publishedAt'
  | 'scoreAverage'
  | 'sort'
  | 'title'
  | 'views';

/** 待审核 / 通过 / 不通过 */
export type ReviewStatus =
  | 'PASSED'
  | 'PENDING'
  | 'REJECTED';

export type SaveReadingStateInput = {
  /** resource:{id}, resource:{id}:{part} (e.g. edition12, article7) or cloud:{id} */
  document: string;
  /** epub or pdf */
  format: string;
  location?: string | null | undefined;
  progress: number;
  /** When the client made this state (the later one wins across devices) */
  savedAt: string;
  /** The reader's state (JSON text, at most 64 KB) */
  state: string;
};

export type ScoreInput = {
  resourceId: string;
  value: number;
};

/** Narrows a search; each field is also a facet */
export type SearchFilter = {
  availability?: Availability | null | undefined;
  /** A class and everything below it */
  classId?: string | null | undefined;
  creator?: string | null | undefined;
  kind?: ResourceKind | null | undefined;
  language?: string | null | undefined;
  year?: number | null | undefined;
};

/** 相关度 / 最新 / 借阅最多 / 浏览最多 */
export type SearchSort =
  | 'BORROWS'
  | 'NEWEST'
  | 'RELEVANCE'
  | 'VIEWS';

/** 报名成功 / 候补中 / 已取消 */
export type SignUpStatus =
  | 'CANCELLED'
  | 'SIGNED_UP'
  | 'WAITING';

export type SmsCodeInput = {
  phone: string;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** 题名 / 责任者 / 热门检索 */
export type SuggestionType =
  | 'CREATOR'
  | 'SEARCH_WORD'
  | 'TITLE';

export type SurveyAnswerInput = {
  answers: Array<SurveyAnswerItemInput>;
  surveyId: string;
};

/** One question's answer */
export type SurveyAnswerItemInput = {
  /** Choice questions: the chosen option keys */
  options?: Array<string> | null | undefined;
  /** The question's key */
  question: string;
  /** Text questions */
  text?: string | null | undefined;
};

export type SurveyFilter = {
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
  /** Where it stands against its time window now */
  state?: SurveyState | null | undefined;
};

/** 单选题 / 多选题 / 问答题 */
export type SurveyQuestionType =
  | 'multiple'
  | 'single'
  | 'text';

/** 未开始 / 进行中 / 已结束 */
export type SurveyState =
  | 'ended'
  | 'open'
  | 'upcoming';

export type TagInput = {
  resourceId: string;
  text: string;
};

export type VenueBookingInput = {
  attendees: number;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  endTime: string;
  phone: string;
  purpose: string;
  /** 'HH:mm' */
  startTime: string;
  venueId: string;
};

export type VolunteerApplicationInput = {
  area?: string | null | undefined;
  availability: Array<string>;
  name: string;
  phone: string;
  skills?: string | null | undefined;
};

export type LoginCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginCaptchaQuery = { __typename: 'Query', adminCaptcha: { __typename: 'Captcha', key: string, image: string, expiresAt: string } };

export type ReaderLogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type ReaderLogoutEverywhereMutation = { __typename: 'Mutation', logoutEverywhere: boolean };

export type CiteDialogQueryQueryVariables = Exact<{
  resourceId: string;
}>;


export type CiteDialogQueryQuery = { __typename: 'Query', resourceCitations: Array<{ __typename: 'Citation', format: CitationFormat, label: string, text: string, fileName: string, mime: string }> };

export type ResourceTagsSubmitMutationVariables = Exact<{
  input: TagInput;
}>;


export type ResourceTagsSubmitMutation = { __typename: 'Mutation', submitTag: { __typename: 'Tag', id: string, text: string, status: ReviewStatus } };

export type ResourceCommentsSubmitMutationVariables = Exact<{
  input: CommentInput;
}>;


export type ResourceCommentsSubmitMutation = { __typename: 'Mutation', submitComment: { __typename: 'Comment', id: string, content: string, createdAt: string, authorName: string, status: ReviewStatus } };

export type ErrorReportDialogSubmitMutationVariables = Exact<{
  input: ErrorReportInput;
}>;


export type ErrorReportDialogSubmitMutation = { __typename: 'Mutation', submitErrorReport: { __typename: 'ErrorReport', id: string, status: ReviewStatus } };

export type SubmitMessageMutationVariables = Exact<{
  input: MessageInput;
}>;


export type SubmitMessageMutation = { __typename: 'Mutation', submitMessage: { __typename: 'Message', id: string, status: ReviewStatus, createdAt: string } };

type ResourceActions_Resource_Audio_Fragment = { __typename: 'Audio', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_Book_Fragment = { __typename: 'Book', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_DatabaseResource_Fragment = { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_DigitalResource_Fragment = { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_Ebook_Fragment = { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_Exhibition_Fragment = { __typename: 'Exhibition', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_Journal_Fragment = { __typename: 'Journal', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_Newspaper_Fragment = { __typename: 'Newspaper', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_Thesis_Fragment = { __typename: 'Thesis', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

type ResourceActions_Resource_Video_Fragment = { __typename: 'Video', id: string, kind: ResourceKind, title: string, collections: number, scoreAverage: number, scoreCount: number };

export type ResourceActions_ResourceFragment =
  | ResourceActions_Resource_Audio_Fragment
  | ResourceActions_Resource_Book_Fragment
  | ResourceActions_Resource_DatabaseResource_Fragment
  | ResourceActions_Resource_DigitalResource_Fragment
  | ResourceActions_Resource_Ebook_Fragment
  | ResourceActions_Resource_Exhibition_Fragment
  | ResourceActions_Resource_Journal_Fragment
  | ResourceActions_Resource_Newspaper_Fragment
  | ResourceActions_Resource_Thesis_Fragment
  | ResourceActions_Resource_Video_Fragment
;

export type ResourceActionsCollectMutationVariables = Exact<{
  resourceId: string;
}>;


export type ResourceActionsCollectMutation = { __typename: 'Mutation', collectResource: { __typename: 'ReaderResourceState', resourceId: string, collected: boolean, subscribed: boolean, collections: number, score: { __typename: 'Score', id: string, value: number, status: ReviewStatus } | null, tags: Array<{ __typename: 'Tag', id: string, text: string, status: ReviewStatus }>, pendingComments: Array<{ __typename: 'Comment', id: string, content: string, createdAt: string, authorName: string, status: ReviewStatus }> } };

export type ResourceActionsUncollectMutationVariables = Exact<{
  resourceId: string;
}>;


export type ResourceActionsUncollectMutation = { __typename: 'Mutation', uncollectResource: { __typename: 'ReaderResourceState', resourceId: string, collected: boolean, subscribed: boolean, collections: number, score: { __typename: 'Score', id: string, value: number, status: ReviewStatus } | null, tags: Array<{ __typename: 'Tag', id: string, text: string, status: ReviewStatus }>, pendingComments: Array<{ __typename: 'Comment', id: string, content: string, createdAt: string, authorName: string, status: ReviewStatus }> } };

export type ResourceActionsSubscribeMutationVariables = Exact<{
  resourceId: string;
}>;


export type ResourceActionsSubscribeMutation = { __typename: 'Mutation', subscribeResource: { __typename: 'ReaderResourceState', resourceId: string, collected: boolean, subscribed: boolean, collections: number, score: { __typename: 'Score', id: string, value: number, status: ReviewStatus } | null, tags: Array<{ __typename: 'Tag', id: string, text: string, status: ReviewStatus }>, pendingComments: Array<{ __typename: 'Comment', id: string, content: string, createdAt: string, authorName: string, status: ReviewStatus }> } };

export type ResourceActionsUnsubscribeMutationVariables = Exact<{
  resourceId: string;
}>;


export type ResourceActionsUnsubscribeMutation = { __typename: 'Mutation', unsubscribeResource: { __typename: 'ReaderResourceState', resourceId: string, collected: boolean, subscribed: boolean, collections: number, score: { __typename: 'Score', id: string, value: number, status: ReviewStatus } | null, tags: Array<{ __typename: 'Tag', id: string, text: string, status: ReviewStatus }>, pendingComments: Array<{ __typename: 'Comment', id: string, content: string, createdAt: string, authorName: string, status: ReviewStatus }> } };

export type ResourceActionsSeeSubscriptionMutationVariables = Exact<{
  resourceId: string;
}>;


export type ResourceActionsSeeSubscriptionMutation = { __typename: 'Mutation', seeSubscription: boolean };

export type ResourceCommentsQueryQueryVariables = Exact<{
  resourceId: string;
  page: number;
  pageSize: number;
}>;


export type ResourceCommentsQueryQuery = { __typename: 'Query', passedComments: { __typename: 'CommentPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Comment', id: string, content: string, authorName: string, createdAt: string }> } };

export type ResourceTagsQueryQueryVariables = Exact<{
  resourceId: string;
}>;


export type ResourceTagsQueryQuery = { __typename: 'Query', resourceTags: Array<{ __typename: 'TagCount', text: string, count: number }> };

export type ScoreControlSubmitMutationVariables = Exact<{
  input: ScoreInput;
}>;


export type ScoreControlSubmitMutation = { __typename: 'Mutation', submitScore: { __typename: 'Score', id: string, value: number, status: ReviewStatus } };

export type SubmissionAvailabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type SubmissionAvailabilityQuery = { __typename: 'Query', submissionAvailability: Array<{ __typename: 'SubmissionAvailability', type: string, accepting: boolean, message: string | null }> };

export type MyMessagesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: ReviewStatus | null | undefined;
}>;


export type MyMessagesQuery = { __typename: 'Query', myMessages: { __typename: 'MessagePage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Message', id: string, subject: string, content: string, status: ReviewStatus, reply: string | null, reviewedAt: string | null, unread: boolean, createdAt: string }> } };

export type ReadMyMessagesMutationVariables = Exact<{ [key: string]: never; }>;


export type ReadMyMessagesMutation = { __typename: 'Mutation', readMyMessages: number };

export type MyRecommendationsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: ReviewStatus | null | undefined;
}>;


export type MyRecommendationsQuery = { __typename: 'Query', myRecommendations: { __typename: 'RecommendationPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Recommendation', id: string, title: string, author: string | null, publisher: string | null, isbn: string | null, reason: string | null, status: ReviewStatus, reply: string | null, reviewedAt: string | null, unread: boolean, createdAt: string }> } };

export type ReadMyRecommendationsMutationVariables = Exact<{ [key: string]: never; }>;


export type ReadMyRecommendationsMutation = { __typename: 'Mutation', readMyRecommendations: number };

export type MyVolunteerApplicationsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: ReviewStatus | null | undefined;
}>;


export type MyVolunteerApplicationsQuery = { __typename: 'Query', myVolunteerApplications: { __typename: 'VolunteerApplicationPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'VolunteerApplication', id: string, name: string, phone: string, availability: Array<string>, skills: string | null, area: string | null, status: ReviewStatus, reply: string | null, reviewedAt: string | null, unread: boolean, createdAt: string }> } };

export type ReadMyVolunteerApplicationsMutationVariables = Exact<{ [key: string]: never; }>;


export type ReadMyVolunteerApplicationsMutation = { __typename: 'Mutation', readMyVolunteerApplications: number };

export type MyCommentsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: ReviewStatus | null | undefined;
}>;


export type MyCommentsQuery = { __typename: 'Query', myComments: { __typename: 'CommentPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Comment', id: string, content: string, status: ReviewStatus, reply: string | null, reviewedAt: string | null, unread: boolean, createdAt: string, resource:
        | { __typename: 'Audio', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Exhibition', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Journal', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Newspaper', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Thesis', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string }
       }> } };

export type ReadMyCommentsMutationVariables = Exact<{ [key: string]: never; }>;


export type ReadMyCommentsMutation = { __typename: 'Mutation', readMyComments: number };

export type MyVenueBookingsPageQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: ReviewStatus | null | undefined;
}>;


export type MyVenueBookingsPageQueryQuery = { __typename: 'Query', myVenueBookings: { __typename: 'VenueBookingPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'VenueBooking', id: string, createdAt: string, status: ReviewStatus, reply: string | null, reviewedAt: string | null, unread: boolean, date: string, startTime: string, endTime: string, purpose: string, attendees: number, venue: { __typename: 'Venue', id: string, name: string, location: string } }> } };

export type MyVenueBookingsPageReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MyVenueBookingsPageReadMutation = { __typename: 'Mutation', readMyVenueBookings: number };

export type ReaderResourceState_StateFragment = { __typename: 'ReaderResourceState', resourceId: string, collected: boolean, subscribed: boolean, collections: number, score: { __typename: 'Score', id: string, value: number, status: ReviewStatus } | null, tags: Array<{ __typename: 'Tag', id: string, text: string, status: ReviewStatus }>, pendingComments: Array<{ __typename: 'Comment', id: string, content: string, createdAt: string, authorName: string, status: ReviewStatus }> };

export type ReaderResourceStateQueryQueryVariables = Exact<{
  resourceId: string;
}>;


export type ReaderResourceStateQueryQuery = { __typename: 'Query', readerResourceState: { __typename: 'ReaderResourceState', resourceId: string, collected: boolean, subscribed: boolean, collections: number, score: { __typename: 'Score', id: string, value: number, status: ReviewStatus } | null, tags: Array<{ __typename: 'Tag', id: string, text: string, status: ReviewStatus }>, pendingComments: Array<{ __typename: 'Comment', id: string, content: string, createdAt: string, authorName: string, status: ReviewStatus }> } };

export type ReaderNoticesPollMutationVariables = Exact<{ [key: string]: never; }>;


export type ReaderNoticesPollMutation = { __typename: 'Mutation', readerNotices: { __typename: 'ReaderNotices', unreadReplies: number, newIssues: number, dueSoonLoans: number } };

export type CoordinatePickerStartQueryVariables = Exact<{ [key: string]: never; }>;


export type CoordinatePickerStartQuery = { __typename: 'Query', mapSettings: { __typename: 'MapSettings', tileUrl: string, attribution: string, maxZoom: number }, libraries: { __typename: 'LibraryPage', items: Array<{ __typename: 'Library', id: string, latitude: number | null, longitude: number | null }> } };

export type LibraryMapSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryMapSettingsQuery = { __typename: 'Query', mapSettings: { __typename: 'MapSettings', tileUrl: string, attribution: string, maxZoom: number } };

export type NewsBlock_NewsFragment = { __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, category: NewsCategory };

export type NewsListPageQueryQueryVariables = Exact<{
  category: NewsCategory;
  page: number;
  pageSize: number;
}>;


export type NewsListPageQueryQuery = { __typename: 'Query', newsList: { __typename: 'NewsPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, views: number, category: NewsCategory, author: string | null }> } };

export type NewsListItem_NewsFragment = { __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, views: number, category: NewsCategory, author: string | null };

export type EbookReadButtons_EbookFragment = { __typename: 'Ebook', id: string, file: string | null };

export type ThesisReadQueryQueryVariables = Exact<{
  id: string;
}>;


export type ThesisReadQueryQuery = { __typename: 'Query', resource:
    | { __typename: 'Audio', id: string, title: string }
    | { __typename: 'Book', id: string, title: string }
    | { __typename: 'DatabaseResource', id: string, title: string }
    | { __typename: 'DigitalResource', id: string, title: string }
    | { __typename: 'Ebook', id: string, title: string }
    | { __typename: 'Exhibition', id: string, title: string }
    | { __typename: 'Journal', id: string, title: string }
    | { __typename: 'Newspaper', id: string, title: string }
    | { __typename: 'Thesis', file: string | null, id: string, title: string }
    | { __typename: 'Video', id: string, title: string }
   };

export type JournalReadQueryQueryVariables = Exact<{
  id: string;
}>;


export type JournalReadQueryQuery = { __typename: 'Query', resource:
    | { __typename: 'Audio', id: string, title: string }
    | { __typename: 'Book', id: string, title: string }
    | { __typename: 'DatabaseResource', id: string, title: string }
    | { __typename: 'DigitalResource', id: string, title: string }
    | { __typename: 'Ebook', id: string, title: string }
    | { __typename: 'Exhibition', id: string, title: string }
    | { __typename: 'Journal', id: string, title: string, volumes: Array<{ __typename: 'JournalVolume', id: string, year: number, issue: string, articles: Array<{ __typename: 'JournalArticle', id: string, title: string, creators: Array<string>, pages: string | null, file: string | null }> }> }
    | { __typename: 'Newspaper', id: string, title: string }
    | { __typename: 'Thesis', id: string, title: string }
    | { __typename: 'Video', id: string, title: string }
   };

export type NewspaperReadQueryQueryVariables = Exact<{
  id: string;
  year?: number | null | undefined;
  month?: number | null | undefined;
}>;


export type NewspaperReadQueryQuery = { __typename: 'Query', resource:
    | { __typename: 'Audio', id: string, title: string }
    | { __typename: 'Book', id: string, title: string }
    | { __typename: 'DatabaseResource', id: string, title: string }
    | { __typename: 'DigitalResource', id: string, title: string }
    | { __typename: 'Ebook', id: string, title: string }
    | { __typename: 'Exhibition', id: string, title: string }
    | { __typename: 'Journal', id: string, title: string }
    | { __typename: 'Newspaper', id: string, title: string, editions: Array<{ __typename: 'NewspaperEdition', id: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> }> }
    | { __typename: 'Thesis', id: string, title: string }
    | { __typename: 'Video', id: string, title: string }
   };

export type ReadingStateQueryVariables = Exact<{
  document: string;
}>;


export type ReadingStateQuery = { __typename: 'Query', readingState: { __typename: 'ReadingState', state: string, progress: number, location: string | null, savedAt: string } | null };

export type SaveReadingStateMutationVariables = Exact<{
  input: SaveReadingStateInput;
}>;


export type SaveReadingStateMutation = { __typename: 'Mutation', saveReadingState: { __typename: 'ReadingState', document: string, state: string, progress: number, location: string | null, savedAt: string } };

export type BookListCard_ListFragment = { __typename: 'ResourceList', id: string, title: string, cover: string | null, summary: string | null, resourceCount: number };

export type DatabaseAccess_DatabaseFragment = { __typename: 'DatabaseResource', id: string, title: string, url: string | null, accessRules: string | null };

type ResourceCard_Resource_Audio_Fragment = { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_Book_Fragment = { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_DatabaseResource_Fragment = { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_DigitalResource_Fragment = { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_Ebook_Fragment = { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_Exhibition_Fragment = { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_Journal_Fragment = { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_Newspaper_Fragment = { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_Thesis_Fragment = { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

type ResourceCard_Resource_Video_Fragment = { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number };

export type ResourceCard_ResourceFragment =
  | ResourceCard_Resource_Audio_Fragment
  | ResourceCard_Resource_Book_Fragment
  | ResourceCard_Resource_DatabaseResource_Fragment
  | ResourceCard_Resource_DigitalResource_Fragment
  | ResourceCard_Resource_Ebook_Fragment
  | ResourceCard_Resource_Exhibition_Fragment
  | ResourceCard_Resource_Journal_Fragment
  | ResourceCard_Resource_Newspaper_Fragment
  | ResourceCard_Resource_Thesis_Fragment
  | ResourceCard_Resource_Video_Fragment
;

export type ResourceListPageQueryQueryVariables = Exact<{
  kind: ResourceKind;
  filter?: ResourceFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy: ResourceSortField;
}>;


export type ResourceListPageQueryQuery = { __typename: 'Query', resources: { __typename: 'ResourcePage', total: number, totalCapped: boolean, page: number, pageSize: number, items: Array<
      | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DatabaseResource', summary: string | null, id: string, title: string, url: string | null, accessRules: string | null, kind: ResourceKind, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
    > } };

export type ClassTreeQueryQueryVariables = Exact<{
  kind: ResourceKind;
}>;


export type ClassTreeQueryQuery = { __typename: 'Query', resourceClassTree: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null, children: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null, children: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null }> }> }> };

export type AudioPlayer_AudioFragment = { __typename: 'Audio', id: string, title: string, tracks: Array<{ __typename: 'AudioTrack', id: string, title: string, duration: number | null, file: string }> };

export type BookHoldings_BookFragment = { __typename: 'Book', id: string, callNumber: string | null, availableCopies: number, copies: Array<{ __typename: 'BookCopy', id: string, barcode: string, location: string | null, status: CopyStatus, dueAt: string | null, library: { __typename: 'Library', id: string, name: string } | null }> };

export type DownloadQualificationQueryVariables = Exact<{
  resourceId: string;
}>;


export type DownloadQualificationQuery = { __typename: 'Query', downloadQualification: { __typename: 'DownloadQualification', allowed: boolean, offered: boolean, reason: string | null, remaining: number | null } };

export type DownloadResourceMutationVariables = Exact<{
  resourceId: string;
  file?: string | null | undefined;
}>;


export type DownloadResourceMutation = { __typename: 'Mutation', downloadResource: { __typename: 'DownloadTicket', url: string, fileName: string } };

export type EbookChapters_EbookFragment = { __typename: 'Ebook', id: string, chapters: Array<{ __typename: 'EbookChapter', id: string, title: string, wordCount: number | null }> };

export type EditionPages_EditionFragment = { __typename: 'NewspaperEdition', id: string, resourceId: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> };

export type ExhibitionAlbum_ExhibitionFragment = { __typename: 'Exhibition', id: string, title: string, pictures: Array<{ __typename: 'ExhibitionPicture', id: string, image: string, caption: string | null, description: string | null }> };

export type JournalVolumes_JournalFragment = { __typename: 'Journal', id: string, volumes: Array<{ __typename: 'JournalVolume', id: string, year: number, issue: string, title: string | null, articles: Array<{ __typename: 'JournalArticle', id: string, title: string, creators: Array<string>, pages: string | null, file: string | null }> }> };

export type BookRequestLoanMutationVariables = Exact<{
  resourceId: string;
}>;


export type BookRequestLoanMutation = { __typename: 'Mutation', requestLoan: { __typename: 'LoanRequest', id: string, state: LoanRequestState, barcode: string | null, location: string | null } };

export type NewspaperEditions_NewspaperFragment = { __typename: 'Newspaper', id: string, recentEditions: Array<{ __typename: 'NewspaperEdition', id: string, resourceId: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> }> };

export type NewspaperEditionsQueryQueryVariables = Exact<{
  id: string;
  year: number;
  month: number;
}>;


export type NewspaperEditionsQueryQuery = { __typename: 'Query', resource:
    | { __typename: 'Audio', id: string }
    | { __typename: 'Book', id: string }
    | { __typename: 'DatabaseResource', id: string }
    | { __typename: 'DigitalResource', id: string }
    | { __typename: 'Ebook', id: string }
    | { __typename: 'Exhibition', id: string }
    | { __typename: 'Journal', id: string }
    | { __typename: 'Newspaper', id: string, editions: Array<{ __typename: 'NewspaperEdition', id: string, resourceId: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> }> }
    | { __typename: 'Thesis', id: string }
    | { __typename: 'Video', id: string }
   };

type ResourceOverview_Resource_Audio_Fragment = { __typename: 'Audio', narrator: string | null, totalDuration: number, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_Book_Fragment = { __typename: 'Book', isbn: string | null, edition: string | null, pages: number | null, callNumber: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_DatabaseResource_Fragment = { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_DigitalResource_Fragment = { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_Ebook_Fragment = { __typename: 'Ebook', isbn: string | null, pages: number | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_Exhibition_Fragment = { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_Journal_Fragment = { __typename: 'Journal', issn: string | null, cn: string | null, frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_Newspaper_Fragment = { __typename: 'Newspaper', issn: string | null, cn: string | null, frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_Thesis_Fragment = { __typename: 'Thesis', degree: string | null, institution: string | null, advisor: string | null, discipline: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

type ResourceOverview_Resource_Video_Fragment = { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, class: { __typename: 'ResourceClass', id: string, name: string } | null };

export type ResourceOverview_ResourceFragment =
  | ResourceOverview_Resource_Audio_Fragment
  | ResourceOverview_Resource_Book_Fragment
  | ResourceOverview_Resource_DatabaseResource_Fragment
  | ResourceOverview_Resource_DigitalResource_Fragment
  | ResourceOverview_Resource_Ebook_Fragment
  | ResourceOverview_Resource_Exhibition_Fragment
  | ResourceOverview_Resource_Journal_Fragment
  | ResourceOverview_Resource_Newspaper_Fragment
  | ResourceOverview_Resource_Thesis_Fragment
  | ResourceOverview_Resource_Video_Fragment
;

export type VideoPlayer_VideoFragment = { __typename: 'Video', id: string, title: string, cover: string | null, items: Array<{ __typename: 'VideoItem', id: string, title: string, duration: number | null, poster: string | null }> };

export type PlayVideoItemQueryQueryVariables = Exact<{
  id: string;
}>;


export type PlayVideoItemQueryQuery = { __typename: 'Query', playVideoItem: { __typename: 'VideoItem', id: string, title: string, playbackUrl: string | null, poster: string | null } };

export type KindAccessQueryVariables = Exact<{
  kind: ResourceKind;
}>;


export type KindAccessQuery = { __typename: 'Query', kindAccess: { __typename: 'KindAccess', kind: ResourceKind, open: boolean, refusal: string | null } };

export type FacetSidebar_FacetsFragment = { __typename: 'SearchFacets', kind: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, availability: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, classId: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, year: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, language: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, creator: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }> };

export type HotSearchWordsQueryQueryVariables = Exact<{
  limit: number;
}>;


export type HotSearchWordsQueryQuery = { __typename: 'Query', hotSearchWords: Array<{ __typename: 'SearchWord', id: string, text: string }> };

export type SearchHitItem_HitFragment = { __typename: 'SearchHit', title: Array<{ __typename: 'TextSegment', text: string, match: boolean }>, snippet: Array<{ __typename: 'TextSegment', text: string, match: boolean }> };

export type SearchSuggestionsQueryQueryVariables = Exact<{
  query: string;
  limit: number;
}>;


export type SearchSuggestionsQueryQuery = { __typename: 'Query', searchSuggestions: Array<{ __typename: 'SearchSuggestion', text: string, type: SuggestionType, resourceId: string | null, kind: ResourceKind | null, highlighted: Array<{ __typename: 'TextSegment', text: string, match: boolean }> }> };

export type GuideArticle_GuideFragment = { __typename: 'Guide', id: string, slot: GuideSlot, title: string, body: string, attachment: string | null, attachmentName: string | null, publishedAt: string, updatedAt: string, views: number };

export type ShareButtonQrCodeQueryQueryVariables = Exact<{
  resourceId: string;
}>;


export type ShareButtonQrCodeQueryQuery = { __typename: 'Query', resourceShareQrCode: { __typename: 'QrCode', text: string, image: string } };

export type ShareResourceByEmailMutationVariables = Exact<{
  resourceId: string;
  email: string;
}>;


export type ShareResourceByEmailMutation = { __typename: 'Mutation', shareResourceByEmail: boolean };

export type RecordResourceLinkShareMutationVariables = Exact<{
  resourceId: string;
}>;


export type RecordResourceLinkShareMutation = { __typename: 'Mutation', recordResourceLinkShare: boolean };

export type BannerCarousel_BannerFragment = { __typename: 'Banner', id: string, title: string, image: string, link: string | null };

export type LibraryCard_LibraryFragment = { __typename: 'Library', id: string, name: string, address: string, phone: string | null, openingHours: string | null, image: string | null };

export type SiteFooter_FriendLinkFragment = { __typename: 'FriendLink', id: string, name: string, url: string, logo: string | null };

export type ListFieldsQueryQueryVariables = Exact<{
  list: FieldList;
}>;


export type ListFieldsQueryQuery = { __typename: 'Query', listFields: Array<{ __typename: 'ListField', id: string, isHide: boolean }> };

export type TopicCard_TopicFragment = { __typename: 'Topic', id: string, title: string, cover: string | null, summary: string | null, recommended: boolean };

export type AdminLayoutQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLayoutQueryQuery = { __typename: 'Query', adminMe: { __typename: 'AdminUser', id: string, name: string, username: string } };

export type NoticeSettingsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticeSettingsQueryQuery = { __typename: 'Query', readerMe: { __typename: 'Reader', id: string, phone: string | null, email: string | null, noticeChannels: Array<NoticeChannel> } };

export type SetNoticePreferencesMutationVariables = Exact<{
  input: NoticePreferencesInput;
}>;


export type SetNoticePreferencesMutation = { __typename: 'Mutation', setNoticePreferences: { __typename: 'Reader', id: string, email: string | null, noticeChannels: Array<NoticeChannel> } };

export type UserActivityPageQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: SignUpStatus | null | undefined;
}>;


export type UserActivityPageQueryQuery = { __typename: 'Query', myActivitySignUps: { __typename: 'ActivitySignUpPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'ActivitySignUp', id: string, status: SignUpStatus, waitingPosition: number | null, queuedAt: string, checkedInAt: string | null, activity: { __typename: 'Activity', id: string, title: string, place: string, startsAt: string, endsAt: string, state: ActivityState, branch: { __typename: 'Branch', id: string, name: string } | null, library: { __typename: 'Library', id: string, name: string } | null } }> } };

export type UserActivityPageCancelMutationVariables = Exact<{
  activityId: string;
}>;


export type UserActivityPageCancelMutation = { __typename: 'Mutation', cancelActivitySignUp: { __typename: 'ActivitySignUp', id: string, status: SignUpStatus } };

export type UserBindAndUnbindPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserBindAndUnbindPageQueryQuery = { __typename: 'Query', readerMe: { __typename: 'Reader', id: string, cardNumber: string, phone: string | null } };

export type UserCardQrCodeQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserCardQrCodeQueryQuery = { __typename: 'Query', myCardQrCode: { __typename: 'QrCode', text: string, image: string } };

export type UserBindSendSmsCodeMutationVariables = Exact<{
  input: SmsCodeInput;
}>;


export type UserBindSendSmsCodeMutation = { __typename: 'Mutation', sendSmsCode: { __typename: 'SmsCodeSent', resendAfter: number } };

export type BindPhoneMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type BindPhoneMutation = { __typename: 'Mutation', bindPhone: { __typename: 'Reader', id: string, phone: string | null } };

export type UnbindPhoneMutationVariables = Exact<{
  code: string;
}>;


export type UnbindPhoneMutation = { __typename: 'Mutation', unbindPhone: { __typename: 'Reader', id: string, phone: string | null } };

export type UserBorrowPage_LoanFragment = { __typename: 'Loan', id: string, borrowedAt: string, dueAt: string, renewals: number, returnedAt: string | null, state: LoanState, overdue: boolean, resourceId: string, resourceKind: ResourceKind, title: string, cover: string | null, callNumber: string | null, barcode: string | null, location: string | null };

export type UserBorrowPageLoansQueryVariables = Exact<{
  page: number;
  pageSize: number;
  current: boolean;
}>;


export type UserBorrowPageLoansQuery = { __typename: 'Query', myLoans: { __typename: 'LoanPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Loan', id: string, borrowedAt: string, dueAt: string, renewals: number, returnedAt: string | null, state: LoanState, overdue: boolean, resourceId: string, resourceKind: ResourceKind, title: string, cover: string | null, callNumber: string | null, barcode: string | null, location: string | null }> } };

export type UserBorrowPageRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserBorrowPageRequestsQuery = { __typename: 'Query', myLoanRequests: Array<{ __typename: 'LoanRequest', id: string, state: LoanRequestState, resourceId: string, title: string, barcode: string | null, location: string | null, createdAt: string }> };

export type UserBorrowPageRenewMutationVariables = Exact<{
  loanId: string;
}>;


export type UserBorrowPageRenewMutation = { __typename: 'Mutation', renewLoan: { __typename: 'Loan', id: string, borrowedAt: string, dueAt: string, renewals: number, returnedAt: string | null, state: LoanState, overdue: boolean, resourceId: string, resourceKind: ResourceKind, title: string, cover: string | null, callNumber: string | null, barcode: string | null, location: string | null } };

export type UserBorrowPageRenewAllMutationVariables = Exact<{ [key: string]: never; }>;


export type UserBorrowPageRenewAllMutation = { __typename: 'Mutation', renewAllLoans: Array<{ __typename: 'RenewOutcome', loanId: string, renewed: boolean, message: string | null, loan: { __typename: 'Loan', id: string, borrowedAt: string, dueAt: string, renewals: number, returnedAt: string | null, state: LoanState, overdue: boolean, resourceId: string, resourceKind: ResourceKind, title: string, cover: string | null, callNumber: string | null, barcode: string | null, location: string | null } }> };

export type UserBorrowPageCancelRequestMutationVariables = Exact<{
  requestId: string;
}>;


export type UserBorrowPageCancelRequestMutation = { __typename: 'Mutation', cancelLoanRequest: { __typename: 'LoanRequest', id: string, state: LoanRequestState } };

export type MyCollectionsQueryVariables = Exact<{
  kind?: ResourceKind | null | undefined;
  page: number;
  pageSize: number;
}>;


export type MyCollectionsQuery = { __typename: 'Query', myCollections: { __typename: 'ReaderMarkPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'ReaderMark', id: string, createdAt: string, resource:
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
       }> } };

export type UncollectResourceMutationVariables = Exact<{
  resourceId: string;
}>;


export type UncollectResourceMutation = { __typename: 'Mutation', uncollectResource: { __typename: 'ReaderResourceState', resourceId: string, collected: boolean, collections: number } };

export type UserInfoPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserInfoPageQueryQuery = { __typename: 'Query', readerMe: { __typename: 'Reader', id: string, name: string, cardNumber: string, phone: string | null, level: number, lastLoginAt: string | null, createdAt: string } };

export type UserPointPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPointPageQueryQuery = { __typename: 'Query', myPoints: { __typename: 'MyPoints', balance: number, today: string, todayPoints: number, rules: Array<{ __typename: 'PointRuleProgress', ruleId: string, action: PointAction, name: string, description: string | null, points: number, dailyCap: number, todayPoints: number }> } };

export type UserPointEntriesQueryQueryVariables = Exact<{
  filter?: PointEntryFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type UserPointEntriesQueryQuery = { __typename: 'Query', myPointEntries: { __typename: 'PointEntryPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'PointEntry', id: string, delta: number, reason: string, action: PointAction | null, balanceAfter: number, createdAt: string }> } };

export type UserReadTimeSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserReadTimeSummaryQuery = { __typename: 'Query', myReadTime: { __typename: 'MyReadTime', today: number, week: number, month: number, total: number, byDay: Array<{ __typename: 'ReadTimeDay', day: string, seconds: number }> } };

export type UserReadTimeBooksQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type UserReadTimeBooksQuery = { __typename: 'Query', myReadTimeResources: { __typename: 'ReadTimeResourcePage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'ReadTimeResource', seconds: number, lastReadAt: string, progress: number | null, resource:
        | { __typename: 'Audio', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'Exhibition', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'Journal', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'Newspaper', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'Thesis', id: string, kind: ResourceKind, title: string, cover: string | null }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, cover: string | null }
       }> } };

export type MySubscriptionsQueryVariables = Exact<{
  kind?: ResourceKind | null | undefined;
  page: number;
  pageSize: number;
}>;


export type MySubscriptionsQuery = { __typename: 'Query', mySubscriptions: { __typename: 'ReaderMarkPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'ReaderMark', id: string, createdAt: string, newIssues: number, resource:
        | { __typename: 'Audio', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'Exhibition', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'Thesis', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, cover: string | null, publisher: string | null }
       }> } };

export type UnsubscribeResourceMutationVariables = Exact<{
  resourceId: string;
}>;


export type UnsubscribeResourceMutation = { __typename: 'Mutation', unsubscribeResource: { __typename: 'ReaderResourceState', resourceId: string, subscribed: boolean } };

export type CloudBookmarksTabQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CloudBookmarksTabQueryQuery = { __typename: 'Query', recentReadingStates: Array<{ __typename: 'ReadingState', id: string, document: string, format: string, state: string, progress: number, savedAt: string, resource:
      | { __typename: 'Audio', id: string, kind: ResourceKind, title: string }
      | { __typename: 'Book', id: string, kind: ResourceKind, title: string }
      | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string }
      | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string }
      | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string }
      | { __typename: 'Exhibition', id: string, kind: ResourceKind, title: string }
      | { __typename: 'Journal', id: string, kind: ResourceKind, title: string }
      | { __typename: 'Newspaper', id: string, kind: ResourceKind, title: string }
      | { __typename: 'Thesis', id: string, kind: ResourceKind, title: string }
      | { __typename: 'Video', id: string, kind: ResourceKind, title: string }
     | null, cloudFile: { __typename: 'CloudFile', id: string, name: string } | null }> };

export type CloudDownloadsTabQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type CloudDownloadsTabQueryQuery = { __typename: 'Query', myDownloads: { __typename: 'ReaderDownloadPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'ReaderDownload', id: string, resourceId: string, title: string, kind: string, fileName: string, createdAt: string }> } };

export type CloudFilesTabQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type CloudFilesTabQueryQuery = { __typename: 'Query', myCloudUsage: { __typename: 'CloudUsage', used: number, total: number }, myCloudFiles: { __typename: 'CloudFilePage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'CloudFile', id: string, name: string, format: string, size: number, createdAt: string }> } };

export type RenameCloudFileMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type RenameCloudFileMutation = { __typename: 'Mutation', renameCloudFile: { __typename: 'CloudFile', id: string, name: string } };

export type DeleteCloudFileMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCloudFileMutation = { __typename: 'Mutation', deleteCloudFile: boolean };

export type AccountPageLoginMutationVariables = Exact<{
  input: AdminLoginInput;
}>;


export type AccountPageLoginMutation = { __typename: 'Mutation', adminLogin: { __typename: 'AdminSession', token: string, expiresAt: string, admin: { __typename: 'AdminUser', id: string, name: string, username: string } } };

export type IndexPageQueryQueryVariables = Exact<{
  newsPerBlock: number;
}>;


export type IndexPageQueryQuery = { __typename: 'Query', banners: { __typename: 'BannerPage', items: Array<{ __typename: 'Banner', id: string, title: string, image: string, link: string | null }> }, libraryNews: { __typename: 'NewsPage', items: Array<{ __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, category: NewsCategory }> }, peaceNews: { __typename: 'NewsPage', items: Array<{ __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, category: NewsCategory }> }, industryNews: { __typename: 'NewsPage', items: Array<{ __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, category: NewsCategory }> }, publicNotice: { __typename: 'NewsPage', items: Array<{ __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, category: NewsCategory }> }, libraries: { __typename: 'LibraryPage', total: number, items: Array<{ __typename: 'Library', id: string, name: string, address: string, phone: string | null, openingHours: string | null, image: string | null }> } };

export type LoginPageReaderLoginMutationVariables = Exact<{
  input: ReaderLoginInput;
}>;


export type LoginPageReaderLoginMutation = { __typename: 'Mutation', readerLogin: { __typename: 'ReaderSession', token: string, loginType: number, expiresAt: string, reader: { __typename: 'Reader', id: string, name: string, cardNumber: string, level: number } } };

export type LoginPageSendSmsCodeMutationVariables = Exact<{
  input: SmsCodeInput;
}>;


export type LoginPageSendSmsCodeMutation = { __typename: 'Mutation', sendSmsCode: { __typename: 'SmsCodeSent', resendAfter: number, expiresAt: string } };

export type NewsDetailPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type NewsDetailPageQueryQuery = { __typename: 'Query', news: { __typename: 'News', id: string, title: string, author: string | null, body: string, summary: string | null, cover: string | null, category: NewsCategory, publishedAt: string, updatedAt: string, views: number }, newsNeighbours: { __typename: 'NewsNeighbours', previous: { __typename: 'News', id: string, title: string, category: NewsCategory } | null, next: { __typename: 'News', id: string, title: string, category: NewsCategory } | null } };

export type RetrievePageQueryQueryVariables = Exact<{
  query: string;
  filter?: SearchFilter | null | undefined;
  page: number;
  pageSize: number;
  sort: SearchSort;
}>;


export type RetrievePageQueryQuery = { __typename: 'Query', search: { __typename: 'SearchResult', query: string, total: number, totalCapped: boolean, matchCount: number | null, facetsExact: boolean, page: number, pageSize: number, didYouMean: string | null, corrected: boolean, items: Array<{ __typename: 'SearchHit', resource:
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', url: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      , title: Array<{ __typename: 'TextSegment', text: string, match: boolean }>, snippet: Array<{ __typename: 'TextSegment', text: string, match: boolean }> }>, facets: { __typename: 'SearchFacets', kind: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, availability: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, classId: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, year: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, language: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }>, creator: Array<{ __typename: 'FacetValue', value: string, label: string, count: number }> } } };

export type StaticPageQueryQueryVariables = Exact<{
  slot: GuideSlot;
}>;


export type StaticPageQueryQuery = { __typename: 'Query', guidePage: { __typename: 'Guide', id: string, slot: GuideSlot, title: string, body: string, attachment: string | null, attachmentName: string | null, publishedAt: string, updatedAt: string, views: number } | null };

export type ActivityDetailPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type ActivityDetailPageQueryQuery = { __typename: 'Query', activity: { __typename: 'Activity', id: string, title: string, category: ActivityCategory, cover: string | null, summary: string | null, body: string, place: string, startsAt: string, endsAt: string, signUpStartsAt: string | null, signUpEndsAt: string | null, capacity: number, signedUpCount: number, placesLeft: number, waitingCount: number, state: ActivityState, branch: { __typename: 'Branch', id: string, name: string, address: string } | null, library: { __typename: 'Library', id: string, name: string, address: string } | null, mySignUp: { __typename: 'ActivitySignUp', id: string, status: SignUpStatus, waitingPosition: number | null, checkedInAt: string | null } | null } };

export type ActivityDetailPageSignUpMutationVariables = Exact<{
  activityId: string;
}>;


export type ActivityDetailPageSignUpMutation = { __typename: 'Mutation', signUpForActivity: { __typename: 'ActivitySignUp', id: string, status: SignUpStatus, waitingPosition: number | null } };

export type ActivityDetailPageCancelMutationVariables = Exact<{
  activityId: string;
}>;


export type ActivityDetailPageCancelMutation = { __typename: 'Mutation', cancelActivitySignUp: { __typename: 'ActivitySignUp', id: string, status: SignUpStatus } };

export type ActivityListPageQueryQueryVariables = Exact<{
  filter?: ActivityFilter | null | undefined;
  page: number;
  pageSize: number;
  order: SortOrder;
}>;


export type ActivityListPageQueryQuery = { __typename: 'Query', activities: { __typename: 'ActivityPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Activity', id: string, title: string, category: ActivityCategory, cover: string | null, summary: string | null, place: string, startsAt: string, endsAt: string, capacity: number, placesLeft: number, state: ActivityState, branch: { __typename: 'Branch', id: string, name: string } | null, library: { __typename: 'Library', id: string, name: string } | null }> } };

export type CapturedInfoPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type CapturedInfoPageQueryQuery = { __typename: 'Query', capturedInfo: { __typename: 'CapturedInfo', id: string, title: string, source: string | null, sourceUrl: string | null, author: string | null, publishedAt: string | null, createdAt: string, body: string } };

export type ActivitySitePageVenuesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivitySitePageVenuesQuery = { __typename: 'Query', venues: { __typename: 'VenuePage', total: number, items: Array<{ __typename: 'Venue', id: string, name: string, location: string, capacity: number, facilities: string | null, photo: string | null, opensAt: string, closesAt: string, openWeekdays: Array<number>, library: { __typename: 'Library', id: string, name: string } | null }> } };

export type ActivitySitePageScheduleQueryVariables = Exact<{
  venueId: string;
  from: string;
  to: string;
}>;


export type ActivitySitePageScheduleQuery = { __typename: 'Query', venueSchedule: Array<{ __typename: 'VenueBookedDay', date: string, slots: Array<{ __typename: 'VenueSlot', startTime: string, endTime: string }> }> };

export type ActivitySitePageSubmitMutationVariables = Exact<{
  input: VenueBookingInput;
}>;


export type ActivitySitePageSubmitMutation = { __typename: 'Mutation', submitVenueBooking: { __typename: 'VenueBooking', id: string, status: ReviewStatus, date: string, startTime: string, endTime: string, venue: { __typename: 'Venue', id: string, name: string } } };

export type InteractionCommentsPageQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type InteractionCommentsPageQueryQuery = { __typename: 'Query', passedComments: { __typename: 'CommentPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Comment', id: string, content: string, authorName: string, createdAt: string, resource:
        | { __typename: 'Audio', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Exhibition', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Journal', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Newspaper', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Thesis', id: string, kind: ResourceKind, title: string }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string }
       }> } };

export type SubmitRecommendationMutationVariables = Exact<{
  input: RecommendationInput;
}>;


export type SubmitRecommendationMutation = { __typename: 'Mutation', submitRecommendation: { __typename: 'Recommendation', id: string, status: ReviewStatus, createdAt: string } };

export type SubmitVolunteerApplicationMutationVariables = Exact<{
  input: VolunteerApplicationInput;
}>;


export type SubmitVolunteerApplicationMutation = { __typename: 'Mutation', submitVolunteerApplication: { __typename: 'VolunteerApplication', id: string, status: ReviewStatus, createdAt: string } };

export type CloudReadPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type CloudReadPageQueryQuery = { __typename: 'Query', cloudFile: { __typename: 'CloudFile', id: string, name: string, format: string, url: string } };

export type BookShowcasePageQueryQueryVariables = Exact<{
  kind: ResourceKind;
  filter?: ResourceFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy: ResourceSortField;
  order: SortOrder;
}>;


export type BookShowcasePageQueryQuery = { __typename: 'Query', resources: { __typename: 'ResourcePage', total: number, totalCapped: boolean, page: number, pageSize: number, items: Array<
      | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
    > } };

export type EbookReadPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type EbookReadPageQueryQuery = { __typename: 'Query', resource:
    | { __typename: 'Audio', id: string, title: string }
    | { __typename: 'Book', id: string, title: string }
    | { __typename: 'DatabaseResource', id: string, title: string }
    | { __typename: 'DigitalResource', id: string, title: string }
    | { __typename: 'Ebook', file: string | null, id: string, title: string }
    | { __typename: 'Exhibition', id: string, title: string }
    | { __typename: 'Journal', id: string, title: string }
    | { __typename: 'Newspaper', id: string, title: string }
    | { __typename: 'Thesis', id: string, title: string }
    | { __typename: 'Video', id: string, title: string }
   };

export type RankBooksPageQueryQueryVariables = Exact<{
  by: RankBy;
  period: RankPeriod;
  limit: number;
}>;


export type RankBooksPageQueryQuery = { __typename: 'Query', resourceRanking: Array<{ __typename: 'RankedResource', rank: number, value: number, resource:
      | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
     }> };

export type ResListDetailPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type ResListDetailPageQueryQuery = { __typename: 'Query', resourceList: { __typename: 'ResourceList', id: string, title: string, cover: string | null, summary: string | null, resources: Array<
      | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DatabaseResource', summary: string | null, id: string, title: string, url: string | null, accessRules: string | null, kind: ResourceKind, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
    > } };

export type ResListPageQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type ResListPageQueryQuery = { __typename: 'Query', resourceLists: { __typename: 'ResourceListPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'ResourceList', id: string, title: string, cover: string | null, summary: string | null, resourceCount: number }> } };

export type ResourceDetailPageQueryQueryVariables = Exact<{
  id: string;
  kind: ResourceKind;
}>;


export type ResourceDetailPageQueryQuery = { __typename: 'Query', resource:
    | { __typename: 'Audio', id: string, kind: ResourceKind, narrator: string | null, totalDuration: number, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, tracks: Array<{ __typename: 'AudioTrack', id: string, title: string, duration: number | null, file: string }> }
    | { __typename: 'Book', id: string, kind: ResourceKind, isbn: string | null, edition: string | null, pages: number | null, callNumber: string | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, availableCopies: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, copies: Array<{ __typename: 'BookCopy', id: string, barcode: string, location: string | null, status: CopyStatus, dueAt: string | null, library: { __typename: 'Library', id: string, name: string } | null }> }
    | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, url: string | null, accessRules: string | null, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null }
    | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null }
    | { __typename: 'Ebook', id: string, kind: ResourceKind, isbn: string | null, pages: number | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, file: string | null, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, chapters: Array<{ __typename: 'EbookChapter', id: string, title: string, wordCount: number | null }> }
    | { __typename: 'Exhibition', id: string, kind: ResourceKind, venue: string | null, startsOn: string | null, endsOn: string | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, pictures: Array<{ __typename: 'ExhibitionPicture', id: string, image: string, caption: string | null, description: string | null }> }
    | { __typename: 'Journal', id: string, kind: ResourceKind, issn: string | null, cn: string | null, frequency: string | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, volumes: Array<{ __typename: 'JournalVolume', id: string, year: number, issue: string, title: string | null, articles: Array<{ __typename: 'JournalArticle', id: string, title: string, creators: Array<string>, pages: string | null, file: string | null }> }> }
    | { __typename: 'Newspaper', id: string, kind: ResourceKind, issn: string | null, cn: string | null, frequency: string | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, recentEditions: Array<{ __typename: 'NewspaperEdition', id: string, resourceId: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> }> }
    | { __typename: 'Thesis', file: string | null, id: string, kind: ResourceKind, degree: string | null, institution: string | null, advisor: string | null, discipline: string | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null }
    | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, items: Array<{ __typename: 'VideoItem', id: string, title: string, duration: number | null, poster: string | null }> }
   };

export type BranchPageListQueryVariables = Exact<{
  filter: BranchFilter;
}>;


export type BranchPageListQuery = { __typename: 'Query', branches: { __typename: 'BranchPage', total: number, items: Array<{ __typename: 'Branch', id: string, name: string, district: string, address: string, openingHours: string | null, phone: string | null, photo: string | null, latitude: number | null, longitude: number | null }> } };

export type BranchPageDistrictsQueryVariables = Exact<{
  type: BranchType;
}>;


export type BranchPageDistrictsQuery = { __typename: 'Query', branchDistricts: Array<string> };

export type ContactTrafficLibrariesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactTrafficLibrariesQuery = { __typename: 'Query', libraries: { __typename: 'LibraryPage', items: Array<{ __typename: 'Library', id: string, name: string, address: string, openingHours: string | null, phone: string | null, latitude: number | null, longitude: number | null }> } };

export type ServiceDetailPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type ServiceDetailPageQueryQuery = { __typename: 'Query', guide: { __typename: 'Guide', id: string, slot: GuideSlot, title: string, body: string, attachment: string | null, attachmentName: string | null, publishedAt: string, updatedAt: string, views: number } };

export type ServiceGuidePageQueryQueryVariables = Exact<{
  slot: GuideSlot;
}>;


export type ServiceGuidePageQueryQuery = { __typename: 'Query', guidePage: { __typename: 'Guide', id: string, slot: GuideSlot, title: string, body: string, attachment: string | null, attachmentName: string | null, publishedAt: string, updatedAt: string, views: number } | null };

export type SocietyNewsPageQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type SocietyNewsPageQueryQuery = { __typename: 'Query', guides: { __typename: 'GuidePage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Guide', id: string, title: string, summary: string | null, publishedAt: string, views: number }> } };

export type SurveyDetailPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type SurveyDetailPageQueryQuery = { __typename: 'Query', survey: { __typename: 'Survey', id: string, title: string, introduction: string, cover: string | null, startsAt: string, endsAt: string, state: SurveyState, answerCount: number, questions: Array<{ __typename: 'SurveyQuestion', key: string, type: SurveyQuestionType, title: string, required: boolean, maxLength: number | null, options: Array<{ __typename: 'SurveyOption', key: string, label: string }> }> } };

export type MySurveyAnswerQueryQueryVariables = Exact<{
  surveyId: string;
}>;


export type MySurveyAnswerQueryQuery = { __typename: 'Query', mySurveyAnswer: { __typename: 'SurveyAnswer', surveyId: string, answeredAt: string } | null };

export type AnswerSurveyMutationVariables = Exact<{
  input: SurveyAnswerInput;
}>;


export type AnswerSurveyMutation = { __typename: 'Mutation', answerSurvey: { __typename: 'SurveyAnswer', surveyId: string, answeredAt: string } };

export type SurveyListPageQueryQueryVariables = Exact<{
  filter?: SurveyFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type SurveyListPageQueryQuery = { __typename: 'Query', surveys: { __typename: 'SurveyPage', total: number, items: Array<{ __typename: 'Survey', id: string, title: string, introduction: string, startsAt: string, endsAt: string, state: SurveyState, answerCount: number }> } };

export type SiteLayoutQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteLayoutQueryQuery = { __typename: 'Query', siteMenu: Array<{ __typename: 'SiteMenuItem', value: string, name: string, url: string, children: Array<{ __typename: 'SiteMenuItem', value: string, name: string, url: string, children: Array<{ __typename: 'SiteMenuItem', value: string, name: string, url: string }> }> }>, friendLinks: { __typename: 'FriendLinkPage', items: Array<{ __typename: 'FriendLink', id: string, name: string, url: string, logo: string | null }> } };

export type TopicDetailPageQueryQueryVariables = Exact<{
  id: string;
}>;


export type TopicDetailPageQueryQuery = { __typename: 'Query', topic: { __typename: 'Topic', id: string, title: string, banner: string | null, cover: string | null, summary: string | null, introduction: string | null, sections: Array<{ __typename: 'TopicSection', id: string, title: string, resources: Array<
        | { __typename: 'Audio', narrator: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Book', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DatabaseResource', summary: string | null, id: string, title: string, url: string | null, accessRules: string | null, kind: ResourceKind, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'DigitalResource', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Ebook', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Exhibition', venue: string | null, startsOn: string | null, endsOn: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Journal', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Newspaper', frequency: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Thesis', institution: string | null, degree: string | null, id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
        | { __typename: 'Video', id: string, kind: ResourceKind, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, views: number, scoreAverage: number }
      > }> } };

export type TopicListPageQueryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type TopicListPageQueryQuery = { __typename: 'Query', topics: { __typename: 'TopicPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Topic', id: string, title: string, cover: string | null, summary: string | null, recommended: boolean }> } };

export const ResourceActions_ResourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceActions_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"Field","name":{"kind":"Name","value":"scoreCount"}}]}}]} as unknown as DocumentNode<ResourceActions_ResourceFragment, unknown>;
export const ReaderResourceState_StateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReaderResourceState_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderResourceState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReaderResourceState_StateFragment, unknown>;
export const NewsBlock_NewsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsBlock_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<NewsBlock_NewsFragment, unknown>;
export const NewsListItem_NewsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsListItem_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"author"}}]}}]} as unknown as DocumentNode<NewsListItem_NewsFragment, unknown>;
export const EbookReadButtons_EbookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EbookReadButtons_ebook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]} as unknown as DocumentNode<EbookReadButtons_EbookFragment, unknown>;
export const BookListCard_ListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookListCard_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCount"}}]}}]} as unknown as DocumentNode<BookListCard_ListFragment, unknown>;
export const DatabaseAccess_DatabaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}}]} as unknown as DocumentNode<DatabaseAccess_DatabaseFragment, unknown>;
export const ResourceCard_ResourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<ResourceCard_ResourceFragment, unknown>;
export const AudioPlayer_AudioFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioPlayer_audio"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<AudioPlayer_AudioFragment, unknown>;
export const BookHoldings_BookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookHoldings_book"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"availableCopies"}},{"kind":"Field","name":{"kind":"Name","value":"copies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BookHoldings_BookFragment, unknown>;
export const EbookChapters_EbookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EbookChapters_ebook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}}]}}]}}]} as unknown as DocumentNode<EbookChapters_EbookFragment, unknown>;
export const ExhibitionAlbum_ExhibitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitionAlbum_exhibition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ExhibitionAlbum_ExhibitionFragment, unknown>;
export const JournalVolumes_JournalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalVolumes_journal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"volumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}}]} as unknown as DocumentNode<JournalVolumes_JournalFragment, unknown>;
export const EditionPages_EditionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<EditionPages_EditionFragment, unknown>;
export const NewspaperEditions_NewspaperFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewspaperEditions_newspaper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"recentEditions"},"name":{"kind":"Name","value":"editions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"31"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditionPages_edition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<NewspaperEditions_NewspaperFragment, unknown>;
export const ResourceOverview_ResourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceOverview_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"Field","name":{"kind":"Name","value":"scoreCount"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"advisor"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}},{"kind":"Field","name":{"kind":"Name","value":"totalDuration"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<ResourceOverview_ResourceFragment, unknown>;
export const VideoPlayer_VideoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoPlayer_video"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}}]}}]}}]} as unknown as DocumentNode<VideoPlayer_VideoFragment, unknown>;
export const FacetSidebar_FacetsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetSidebar_facets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"year"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<FacetSidebar_FacetsFragment, unknown>;
export const SearchHitItem_HitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHitItem_hit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}}]} as unknown as DocumentNode<SearchHitItem_HitFragment, unknown>;
export const GuideArticle_GuideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideArticle_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<GuideArticle_GuideFragment, unknown>;
export const BannerCarousel_BannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerCarousel_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]} as unknown as DocumentNode<BannerCarousel_BannerFragment, unknown>;
export const LibraryCard_LibraryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LibraryCard_library"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Library"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<LibraryCard_LibraryFragment, unknown>;
export const SiteFooter_FriendLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteFooter_friendLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]} as unknown as DocumentNode<SiteFooter_FriendLinkFragment, unknown>;
export const TopicCard_TopicFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopicCard_topic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Topic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]} as unknown as DocumentNode<TopicCard_TopicFragment, unknown>;
export const UserBorrowPage_LoanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBorrowPage_loan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"borrowedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<UserBorrowPage_LoanFragment, unknown>;
export const LoginCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LoginCaptchaQuery, LoginCaptchaQueryVariables>;
export const ReaderLogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReaderLogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}]} as unknown as DocumentNode<ReaderLogoutEverywhereMutation, ReaderLogoutEverywhereMutationVariables>;
export const CiteDialogQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CiteDialogQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceCitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}}]}}]} as unknown as DocumentNode<CiteDialogQueryQuery, CiteDialogQueryQueryVariables>;
export const ResourceTagsSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceTagsSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResourceTagsSubmitMutation, ResourceTagsSubmitMutationVariables>;
export const ResourceCommentsSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceCommentsSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResourceCommentsSubmitMutation, ResourceCommentsSubmitMutationVariables>;
export const ErrorReportDialogSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrorReportDialogSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitErrorReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ErrorReportDialogSubmitMutation, ErrorReportDialogSubmitMutationVariables>;
export const SubmitMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubmitMessageMutation, SubmitMessageMutationVariables>;
export const ResourceActionsCollectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceActionsCollect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReaderResourceState_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReaderResourceState_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderResourceState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResourceActionsCollectMutation, ResourceActionsCollectMutationVariables>;
export const ResourceActionsUncollectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceActionsUncollect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncollectResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReaderResourceState_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReaderResourceState_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderResourceState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResourceActionsUncollectMutation, ResourceActionsUncollectMutationVariables>;
export const ResourceActionsSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceActionsSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReaderResourceState_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReaderResourceState_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderResourceState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResourceActionsSubscribeMutation, ResourceActionsSubscribeMutationVariables>;
export const ResourceActionsUnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceActionsUnsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReaderResourceState_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReaderResourceState_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderResourceState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResourceActionsUnsubscribeMutation, ResourceActionsUnsubscribeMutationVariables>;
export const ResourceActionsSeeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResourceActionsSeeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}]}]}}]} as unknown as DocumentNode<ResourceActionsSeeSubscriptionMutation, ResourceActionsSeeSubscriptionMutationVariables>;
export const ResourceCommentsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceCommentsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passedComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceCommentsQueryQuery, ResourceCommentsQueryQueryVariables>;
export const ResourceTagsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceTagsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ResourceTagsQueryQuery, ResourceTagsQueryQueryVariables>;
export const ScoreControlSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScoreControlSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ScoreControlSubmitMutation, ScoreControlSubmitMutationVariables>;
export const SubmissionAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubmissionAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"accepting"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmissionAvailabilityQuery, SubmissionAvailabilityQueryVariables>;
export const MyMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MyMessagesQuery, MyMessagesQueryVariables>;
export const ReadMyMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadMyMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readMyMessages"}}]}}]} as unknown as DocumentNode<ReadMyMessagesMutation, ReadMyMessagesMutationVariables>;
export const MyRecommendationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRecommendations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRecommendations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MyRecommendationsQuery, MyRecommendationsQueryVariables>;
export const ReadMyRecommendationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadMyRecommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readMyRecommendations"}}]}}]} as unknown as DocumentNode<ReadMyRecommendationsMutation, ReadMyRecommendationsMutationVariables>;
export const MyVolunteerApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyVolunteerApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myVolunteerApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MyVolunteerApplicationsQuery, MyVolunteerApplicationsQueryVariables>;
export const ReadMyVolunteerApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadMyVolunteerApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readMyVolunteerApplications"}}]}}]} as unknown as DocumentNode<ReadMyVolunteerApplicationsMutation, ReadMyVolunteerApplicationsMutationVariables>;
export const MyCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyCommentsQuery, MyCommentsQueryVariables>;
export const ReadMyCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadMyComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readMyComments"}}]}}]} as unknown as DocumentNode<ReadMyCommentsMutation, ReadMyCommentsMutationVariables>;
export const MyVenueBookingsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyVenueBookingsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myVenueBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyVenueBookingsPageQueryQuery, MyVenueBookingsPageQueryQueryVariables>;
export const MyVenueBookingsPageReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MyVenueBookingsPageRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readMyVenueBookings"}}]}}]} as unknown as DocumentNode<MyVenueBookingsPageReadMutation, MyVenueBookingsPageReadMutationVariables>;
export const ReaderResourceStateQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderResourceStateQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerResourceState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReaderResourceState_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReaderResourceState_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderResourceState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReaderResourceStateQueryQuery, ReaderResourceStateQueryQueryVariables>;
export const ReaderNoticesPollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReaderNoticesPoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadReplies"}},{"kind":"Field","name":{"kind":"Name","value":"newIssues"}},{"kind":"Field","name":{"kind":"Name","value":"dueSoonLoans"}}]}}]}}]} as unknown as DocumentNode<ReaderNoticesPollMutation, ReaderNoticesPollMutationVariables>;
export const CoordinatePickerStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoordinatePickerStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<CoordinatePickerStartQuery, CoordinatePickerStartQueryVariables>;
export const LibraryMapSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibraryMapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}}]}}]}}]} as unknown as DocumentNode<LibraryMapSettingsQuery, LibraryMapSettingsQueryVariables>;
export const NewsListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsListItem_news"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsListItem_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"author"}}]}}]} as unknown as DocumentNode<NewsListPageQueryQuery, NewsListPageQueryQueryVariables>;
export const ThesisReadQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisReadQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"thesis"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}}]} as unknown as DocumentNode<ThesisReadQueryQuery, ThesisReadQueryQueryVariables>;
export const JournalReadQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JournalReadQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"journal"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<JournalReadQueryQuery, JournalReadQueryQueryVariables>;
export const NewspaperReadQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewspaperReadQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"newspaper"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewspaperReadQueryQuery, NewspaperReadQueryQueryVariables>;
export const ReadingStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]}}]} as unknown as DocumentNode<ReadingStateQuery, ReadingStateQueryVariables>;
export const SaveReadingStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReadingState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveReadingStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReadingState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]}}]} as unknown as DocumentNode<SaveReadingStateMutation, SaveReadingStateMutationVariables>;
export const ResourceListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceSortField"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseAccess_database"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}}]} as unknown as DocumentNode<ResourceListPageQueryQuery, ResourceListPageQueryQueryVariables>;
export const ClassTreeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassTreeQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceClassTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClassTreeQueryQuery, ClassTreeQueryQueryVariables>;
export const DownloadQualificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadQualification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadQualification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]} as unknown as DocumentNode<DownloadQualificationQuery, DownloadQualificationQueryVariables>;
export const DownloadResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DownloadResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<DownloadResourceMutation, DownloadResourceMutationVariables>;
export const BookRequestLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookRequestLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<BookRequestLoanMutation, BookRequestLoanMutationVariables>;
export const NewspaperEditionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewspaperEditionsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"newspaper"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditionPages_edition"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<NewspaperEditionsQueryQuery, NewspaperEditionsQueryQueryVariables>;
export const PlayVideoItemQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayVideoItemQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playVideoItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"playbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}}]}}]}}]} as unknown as DocumentNode<PlayVideoItemQueryQuery, PlayVideoItemQueryQueryVariables>;
export const KindAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KindAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kindAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}}]}}]} as unknown as DocumentNode<KindAccessQuery, KindAccessQueryVariables>;
export const HotSearchWordsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HotSearchWordsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotSearchWords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<HotSearchWordsQueryQuery, HotSearchWordsQueryQueryVariables>;
export const SearchSuggestionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestionsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQueryQuery, SearchSuggestionsQueryQueryVariables>;
export const ShareButtonQrCodeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareButtonQrCodeQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceShareQrCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<ShareButtonQrCodeQueryQuery, ShareButtonQrCodeQueryQueryVariables>;
export const ShareResourceByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareResourceByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareResourceByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ShareResourceByEmailMutation, ShareResourceByEmailMutationVariables>;
export const RecordResourceLinkShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordResourceLinkShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordResourceLinkShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}]}]}}]} as unknown as DocumentNode<RecordResourceLinkShareMutation, RecordResourceLinkShareMutationVariables>;
export const ListFieldsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListFieldsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FieldList"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isHide"}}]}}]}}]} as unknown as DocumentNode<ListFieldsQueryQuery, ListFieldsQueryQueryVariables>;
export const AdminLayoutQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLayoutQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutQueryQuery, AdminLayoutQueryQueryVariables>;
export const NoticeSettingsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeSettingsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"noticeChannels"}}]}}]}}]} as unknown as DocumentNode<NoticeSettingsQueryQuery, NoticeSettingsQueryQueryVariables>;
export const SetNoticePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNoticePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNoticePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"noticeChannels"}}]}}]}}]} as unknown as DocumentNode<SetNoticePreferencesMutation, SetNoticePreferencesMutationVariables>;
export const UserActivityPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserActivityPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myActivitySignUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPosition"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserActivityPageQueryQuery, UserActivityPageQueryQueryVariables>;
export const UserActivityPageCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserActivityPageCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelActivitySignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UserActivityPageCancelMutation, UserActivityPageCancelMutationVariables>;
export const UserBindAndUnbindPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBindAndUnbindPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UserBindAndUnbindPageQueryQuery, UserBindAndUnbindPageQueryQueryVariables>;
export const UserCardQrCodeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserCardQrCodeQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCardQrCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<UserCardQrCodeQueryQuery, UserCardQrCodeQueryQueryVariables>;
export const UserBindSendSmsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserBindSendSmsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSmsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAfter"}}]}}]}}]} as unknown as DocumentNode<UserBindSendSmsCodeMutation, UserBindSendSmsCodeMutationVariables>;
export const BindPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<BindPhoneMutation, BindPhoneMutationVariables>;
export const UnbindPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbindPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbindPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UnbindPhoneMutation, UnbindPhoneMutationVariables>;
export const UserBorrowPageLoansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBorrowPageLoans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBorrowPage_loan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBorrowPage_loan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"borrowedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<UserBorrowPageLoansQuery, UserBorrowPageLoansQueryVariables>;
export const UserBorrowPageRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBorrowPageRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLoanRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UserBorrowPageRequestsQuery, UserBorrowPageRequestsQueryVariables>;
export const UserBorrowPageRenewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserBorrowPageRenew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBorrowPage_loan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBorrowPage_loan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"borrowedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<UserBorrowPageRenewMutation, UserBorrowPageRenewMutationVariables>;
export const UserBorrowPageRenewAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserBorrowPageRenewAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewAllLoans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanId"}},{"kind":"Field","name":{"kind":"Name","value":"renewed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"loan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBorrowPage_loan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBorrowPage_loan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"borrowedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<UserBorrowPageRenewAllMutation, UserBorrowPageRenewAllMutationVariables>;
export const UserBorrowPageCancelRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserBorrowPageCancelRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLoanRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<UserBorrowPageCancelRequestMutation, UserBorrowPageCancelRequestMutationVariables>;
export const MyCollectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCollections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCollections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<MyCollectionsQuery, MyCollectionsQueryVariables>;
export const UncollectResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UncollectResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncollectResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}}]}}]}}]} as unknown as DocumentNode<UncollectResourceMutation, UncollectResourceMutationVariables>;
export const UserInfoPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserInfoPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UserInfoPageQueryQuery, UserInfoPageQueryQueryVariables>;
export const UserPointPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPointPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"todayPoints"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}},{"kind":"Field","name":{"kind":"Name","value":"todayPoints"}}]}}]}}]}}]} as unknown as DocumentNode<UserPointPageQueryQuery, UserPointPageQueryQueryVariables>;
export const UserPointEntriesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPointEntriesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PointEntryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPointEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<UserPointEntriesQueryQuery, UserPointEntriesQueryQueryVariables>;
export const UserReadTimeSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserReadTimeSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReadTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]}}]} as unknown as DocumentNode<UserReadTimeSummaryQuery, UserReadTimeSummaryQueryVariables>;
export const UserReadTimeBooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserReadTimeBooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReadTimeResources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserReadTimeBooksQuery, UserReadTimeBooksQueryVariables>;
export const MySubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySubscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"newIssues"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MySubscriptionsQuery, MySubscriptionsQueryVariables>;
export const UnsubscribeResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeResourceMutation, UnsubscribeResourceMutationVariables>;
export const CloudBookmarksTabQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CloudBookmarksTabQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentReadingStates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cloudFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CloudBookmarksTabQueryQuery, CloudBookmarksTabQueryQueryVariables>;
export const CloudDownloadsTabQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CloudDownloadsTabQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDownloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CloudDownloadsTabQueryQuery, CloudDownloadsTabQueryQueryVariables>;
export const CloudFilesTabQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CloudFilesTabQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCloudUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCloudFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CloudFilesTabQueryQuery, CloudFilesTabQueryQueryVariables>;
export const RenameCloudFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameCloudFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameCloudFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RenameCloudFileMutation, RenameCloudFileMutationVariables>;
export const DeleteCloudFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCloudFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCloudFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCloudFileMutation, DeleteCloudFileMutationVariables>;
export const AccountPageLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountPageLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<AccountPageLoginMutation, AccountPageLoginMutationVariables>;
export const IndexPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IndexPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerCarousel_banner"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"libraryNews"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"libraryNews"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"peaceNews"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"peaceNews"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"industryNews"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"industryNews"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"publicNotice"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"publicNotice"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LibraryCard_library"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerCarousel_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsBlock_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LibraryCard_library"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Library"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<IndexPageQueryQuery, IndexPageQueryQueryVariables>;
export const LoginPageReaderLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPageReaderLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"reader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<LoginPageReaderLoginMutation, LoginPageReaderLoginMutationVariables>;
export const LoginPageSendSmsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPageSendSmsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSmsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAfter"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LoginPageSendSmsCodeMutation, LoginPageSendSmsCodeMutationVariables>;
export const NewsDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsNeighbours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<NewsDetailPageQueryQuery, NewsDetailPageQueryQueryVariables>;
export const RetrievePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetrievePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"facetsExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"didYouMean"}},{"kind":"Field","name":{"kind":"Name","value":"corrected"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchHitItem_hit"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetSidebar_facets"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHitItem_hit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetSidebar_facets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"year"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RetrievePageQueryQuery, RetrievePageQueryQueryVariables>;
export const StaticPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaticPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slot"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuideSlot"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slot"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideArticle_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideArticle_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<StaticPageQueryQuery, StaticPageQueryQueryVariables>;
export const ActivityDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"signUpStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"signUpEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"signedUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySignUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPosition"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]}}]}}]} as unknown as DocumentNode<ActivityDetailPageQueryQuery, ActivityDetailPageQueryQueryVariables>;
export const ActivityDetailPageSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivityDetailPageSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpForActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPosition"}}]}}]}}]} as unknown as DocumentNode<ActivityDetailPageSignUpMutation, ActivityDetailPageSignUpMutationVariables>;
export const ActivityDetailPageCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivityDetailPageCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelActivitySignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ActivityDetailPageCancelMutation, ActivityDetailPageCancelMutationVariables>;
export const ActivityListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"startsAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActivityListPageQueryQuery, ActivityListPageQueryQueryVariables>;
export const CapturedInfoPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CapturedInfoPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capturedInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<CapturedInfoPageQueryQuery, CapturedInfoPageQueryQueryVariables>;
export const ActivitySitePageVenuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivitySitePageVenues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"facilities"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"openWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActivitySitePageVenuesQuery, ActivitySitePageVenuesQueryVariables>;
export const ActivitySitePageScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivitySitePageSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"venueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venueSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"venueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"venueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<ActivitySitePageScheduleQuery, ActivitySitePageScheduleQueryVariables>;
export const ActivitySitePageSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivitySitePageSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VenueBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitVenueBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ActivitySitePageSubmitMutation, ActivitySitePageSubmitMutationVariables>;
export const InteractionCommentsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InteractionCommentsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passedComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InteractionCommentsPageQueryQuery, InteractionCommentsPageQueryQueryVariables>;
export const SubmitRecommendationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRecommendation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRecommendation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubmitRecommendationMutation, SubmitRecommendationMutationVariables>;
export const SubmitVolunteerApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitVolunteerApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitVolunteerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubmitVolunteerApplicationMutation, SubmitVolunteerApplicationMutationVariables>;
export const CloudReadPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CloudReadPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloudFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CloudReadPageQueryQuery, CloudReadPageQueryQueryVariables>;
export const BookShowcasePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookShowcasePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<BookShowcasePageQueryQuery, BookShowcasePageQueryQueryVariables>;
export const EbookReadPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EbookReadPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ebook"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}}]} as unknown as DocumentNode<EbookReadPageQueryQuery, EbookReadPageQueryQueryVariables>;
export const RankBooksPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RankBooksPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceRanking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"book"}]}},{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<RankBooksPageQueryQuery, RankBooksPageQueryQueryVariables>;
export const ResListDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResListDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseAccess_database"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}}]} as unknown as DocumentNode<ResListDetailPageQueryQuery, ResListDetailPageQueryQueryVariables>;
export const ResListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"listType"},"value":{"kind":"EnumValue","value":"BOOKLIST"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookListCard_list"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookListCard_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCount"}}]}}]} as unknown as DocumentNode<ResListPageQueryQuery, ResListPageQueryQueryVariables>;
export const ResourceDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceOverview_resource"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceActions_resource"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookHoldings_book"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EbookChapters_ebook"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EbookReadButtons_ebook"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioPlayer_audio"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewspaperEditions_newspaper"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalVolumes_journal"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoPlayer_video"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExhibitionAlbum_exhibition"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseAccess_database"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceOverview_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"Field","name":{"kind":"Name","value":"scoreCount"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"advisor"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}},{"kind":"Field","name":{"kind":"Name","value":"totalDuration"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceActions_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"Field","name":{"kind":"Name","value":"scoreCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookHoldings_book"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"availableCopies"}},{"kind":"Field","name":{"kind":"Name","value":"copies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EbookChapters_ebook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EbookReadButtons_ebook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioPlayer_audio"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewspaperEditions_newspaper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"recentEditions"},"name":{"kind":"Name","value":"editions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"31"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditionPages_edition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalVolumes_journal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"volumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoPlayer_video"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitionAlbum_exhibition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<ResourceDetailPageQueryQuery, ResourceDetailPageQueryQueryVariables>;
export const BranchPageListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchPageList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<BranchPageListQuery, BranchPageListQueryVariables>;
export const BranchPageDistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchPageDistricts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchDistricts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}]}}]} as unknown as DocumentNode<BranchPageDistrictsQuery, BranchPageDistrictsQueryVariables>;
export const ContactTrafficLibrariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactTrafficLibraries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<ContactTrafficLibrariesQuery, ContactTrafficLibrariesQueryVariables>;
export const ServiceDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideArticle_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideArticle_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<ServiceDetailPageQueryQuery, ServiceDetailPageQueryQueryVariables>;
export const ServiceGuidePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceGuidePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slot"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuideSlot"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slot"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideArticle_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideArticle_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<ServiceGuidePageQueryQuery, ServiceGuidePageQueryQueryVariables>;
export const SocietyNewsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocietyNewsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slot"},"value":{"kind":"EnumValue","value":"societyNews"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]}}]} as unknown as DocumentNode<SocietyNewsPageQueryQuery, SocietyNewsPageQueryQueryVariables>;
export const SurveyDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SurveyDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"survey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SurveyDetailPageQueryQuery, SurveyDetailPageQueryQueryVariables>;
export const MySurveyAnswerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySurveyAnswerQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"surveyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySurveyAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"surveyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"surveyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyId"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}}]}}]} as unknown as DocumentNode<MySurveyAnswerQueryQuery, MySurveyAnswerQueryQueryVariables>;
export const AnswerSurveyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerSurvey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SurveyAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSurvey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyId"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}}]}}]} as unknown as DocumentNode<AnswerSurveyMutation, AnswerSurveyMutationVariables>;
export const SurveyListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SurveyListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SurveyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"startsAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]}}]}}]} as unknown as DocumentNode<SurveyListPageQueryQuery, SurveyListPageQueryQueryVariables>;
export const SiteLayoutQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteLayoutQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"friendLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteFooter_friendLink"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteFooter_friendLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]} as unknown as DocumentNode<SiteLayoutQueryQuery, SiteLayoutQueryQueryVariables>;
export const TopicDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopicDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseAccess_database"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}}]} as unknown as DocumentNode<TopicDetailPageQueryQuery, TopicDetailPageQueryQueryVariables>;
export const TopicListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopicListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopicCard_topic"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopicCard_topic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Topic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]} as unknown as DocumentNode<TopicListPageQueryQuery, TopicListPageQueryQueryVariables>;