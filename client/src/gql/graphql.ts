/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminLoginInput = {
  captchaCode: string;
  /** The key adminCaptcha returned */
  captchaKey: string;
  password: string;
  username: string;
};

export type BannerFilter = {
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
};

export type BannerInput = {
  /** New items default to true */
  enabled?: boolean | null | undefined;
  image: string;
  link?: string | null | undefined;
  /** New items default to false */
  recommended?: boolean | null | undefined;
  /** Ascending display order; new items default to 0 */
  sort?: number | null | undefined;
  title: string;
};

export type BannerSortField =
  | 'createdAt'
  | 'id'
  | 'sort';

export type BatchNumberFilter = {
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
  supplierId?: string | null | undefined;
};

export type BatchNumberInput = {
  code: string;
  description?: string | null | undefined;
  /** New items default to true */
  enabled?: boolean | null | undefined;
  name: string;
  /** YYYY-MM-DD */
  receivedAt?: string | null | undefined;
  /** New items default to false */
  recommended?: boolean | null | undefined;
  /** Ascending display order; new items default to 0 */
  sort?: number | null | undefined;
  supplierId?: string | null | undefined;
};

export type BatchNumberSortField =
  | 'code'
  | 'createdAt'
  | 'id'
  | 'receivedAt';

/** 在架 / 借出 / 预约 / 加工中 / 遗失 / 损坏 */
export type CopyStatus =
  | 'AVAILABLE'
  | 'DAMAGED'
  | 'IN_PROCESSING'
  | 'LOST'
  | 'ON_LOAN'
  | 'RESERVED';

export type FriendLinkFilter = {
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
};

export type FriendLinkInput = {
  /** New items default to true */
  enabled?: boolean | null | undefined;
  logo?: string | null | undefined;
  name: string;
  /** New items default to false */
  recommended?: boolean | null | undefined;
  /** Ascending display order; new items default to 0 */
  sort?: number | null | undefined;
  url: string;
};

export type FriendLinkSortField =
  | 'createdAt'
  | 'id'
  | 'sort';

export type LibraryFilter = {
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
};

export type LibraryInput = {
  address: string;
  description?: string | null | undefined;
  /** New items default to true */
  enabled?: boolean | null | undefined;
  image?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  name: string;
  openingHours?: string | null | undefined;
  phone?: string | null | undefined;
  /** New items default to false */
  recommended?: boolean | null | undefined;
  /** Ascending display order; new items default to 0 */
  sort?: number | null | undefined;
};

export type LibrarySortField =
  | 'createdAt'
  | 'id'
  | 'sort';

/** 本馆新闻 / 平安资讯 / 行业资讯 / 公告 */
export type NewsCategory =
  | 'industryNews'
  | 'libraryNews'
  | 'peaceNews'
  | 'publicNotice';

export type NewsFilter = {
  category?: NewsCategory | null | undefined;
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
};

export type NewsInput = {
  author?: string | null | undefined;
  /** HTML; sanitised on save */
  body: string;
  category: NewsCategory;
  cover?: string | null | undefined;
  /** New items default to true */
  enabled?: boolean | null | undefined;
  /** Defaults to now */
  publishedAt?: string | null | undefined;
  /** New items default to false */
  recommended?: boolean | null | undefined;
  /** Ascending display order; new items default to 0 */
  sort?: number | null | undefined;
  summary?: string | null | undefined;
  title: string;
};

export type NewsSortField =
  | 'createdAt'
  | 'id'
  | 'publishedAt'
  | 'sort'
  | 'views';

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
  cardNumber?: string | null | undefined;
  code?: string | null | undefined;
  loginType: number;
  password?: string | null | undefined;
  phone?: string | null | undefined;
};

export type ResourceClassFilter = {
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  kind?: ResourceKind | null | undefined;
  /** Children of this class; use topLevel for the roots */
  parentId?: string | null | undefined;
  recommended?: boolean | null | undefined;
  /** Only classes without a parent */
  topLevel?: boolean | null | undefined;
};

export type ResourceClassInput = {
  code?: string | null | undefined;
  description?: string | null | undefined;
  /** New items default to true */
  enabled?: boolean | null | undefined;
  kind: ResourceKind;
  name: string;
  /** Parent class of the same kind; none for a top-level class */
  parentId?: string | null | undefined;
  /** New items default to false */
  recommended?: boolean | null | undefined;
  /** Ascending display order; new items default to 0 */
  sort?: number | null | undefined;
};

export type ResourceClassSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'sort';

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

export type SmsCodeInput = {
  phone: string;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type SupplierFilter = {
  /** Admin lists: only enabled (true) or disabled (false) items */
  enabled?: boolean | null | undefined;
  /** Part of the title or name */
  keyword?: string | null | undefined;
  recommended?: boolean | null | undefined;
};

export type SupplierInput = {
  contact?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  /** New items default to true */
  enabled?: boolean | null | undefined;
  name: string;
  phone?: string | null | undefined;
  /** New items default to false */
  recommended?: boolean | null | undefined;
  /** Ascending display order; new items default to 0 */
  sort?: number | null | undefined;
  website?: string | null | undefined;
};

export type SupplierSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'sort';

export type AdminUploadFileMutationVariables = Exact<{
  file: File;
}>;


export type AdminUploadFileMutation = { __typename: 'Mutation', uploadFile: { __typename: 'StoredFile', id: string, url: string } };

export type AdminBannersQueryQueryVariables = Exact<{
  filter?: BannerFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy?: BannerSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type AdminBannersQueryQuery = { __typename: 'Query', page: { __typename: 'BannerPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Banner', id: string, title: string, image: string, link: string | null, sort: number, enabled: boolean, recommended: boolean, createdAt: string }> } };

export type AdminBannerQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminBannerQueryQuery = { __typename: 'Query', item: { __typename: 'Banner', id: string, title: string, image: string, link: string | null, sort: number, enabled: boolean, recommended: boolean } };

export type CreateBannerMutationVariables = Exact<{
  input: BannerInput;
}>;


export type CreateBannerMutation = { __typename: 'Mutation', result: { __typename: 'Banner', id: string } };

export type UpdateBannerMutationVariables = Exact<{
  id: string;
  input: BannerInput;
}>;


export type UpdateBannerMutation = { __typename: 'Mutation', result: { __typename: 'Banner', id: string } };

export type EnableBannerMutationVariables = Exact<{
  id: string;
}>;


export type EnableBannerMutation = { __typename: 'Mutation', result: { __typename: 'Banner', id: string, enabled: boolean } };

export type DisableBannerMutationVariables = Exact<{
  id: string;
}>;


export type DisableBannerMutation = { __typename: 'Mutation', result: { __typename: 'Banner', id: string, enabled: boolean } };

export type RecommendBannerMutationVariables = Exact<{
  id: string;
}>;


export type RecommendBannerMutation = { __typename: 'Mutation', result: { __typename: 'Banner', id: string, recommended: boolean } };

export type UnrecommendBannerMutationVariables = Exact<{
  id: string;
}>;


export type UnrecommendBannerMutation = { __typename: 'Mutation', result: { __typename: 'Banner', id: string, recommended: boolean } };

export type RemoveBannerMutationVariables = Exact<{
  id: string;
}>;


export type RemoveBannerMutation = { __typename: 'Mutation', result: boolean };

export type BatchEnableBannerMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchEnableBannerMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchDisableBannerMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchDisableBannerMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRecommendBannerMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRecommendBannerMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchUnrecommendBannerMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchUnrecommendBannerMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRemoveBannerMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRemoveBannerMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type SupplierOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierOptionsQuery = { __typename: 'Query', page: { __typename: 'SupplierPage', items: Array<{ __typename: 'Supplier', id: string, name: string, enabled: boolean }> } };

export type AdminBatchNumbersQueryQueryVariables = Exact<{
  filter?: BatchNumberFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy?: BatchNumberSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type AdminBatchNumbersQueryQuery = { __typename: 'Query', page: { __typename: 'BatchNumberPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'BatchNumber', id: string, code: string, name: string, receivedAt: string | null, enabled: boolean, recommended: boolean, createdAt: string, supplier: { __typename: 'Supplier', id: string, name: string } | null }> } };

export type AdminBatchNumberQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminBatchNumberQueryQuery = { __typename: 'Query', item: { __typename: 'BatchNumber', id: string, code: string, name: string, supplierId: string | null, receivedAt: string | null, description: string | null, enabled: boolean, recommended: boolean, sort: number } };

export type CreateBatchNumberMutationVariables = Exact<{
  input: BatchNumberInput;
}>;


export type CreateBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchNumber', id: string } };

export type UpdateBatchNumberMutationVariables = Exact<{
  id: string;
  input: BatchNumberInput;
}>;


export type UpdateBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchNumber', id: string } };

export type EnableBatchNumberMutationVariables = Exact<{
  id: string;
}>;


export type EnableBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchNumber', id: string, enabled: boolean } };

export type DisableBatchNumberMutationVariables = Exact<{
  id: string;
}>;


export type DisableBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchNumber', id: string, enabled: boolean } };

export type RecommendBatchNumberMutationVariables = Exact<{
  id: string;
}>;


export type RecommendBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchNumber', id: string, recommended: boolean } };

export type UnrecommendBatchNumberMutationVariables = Exact<{
  id: string;
}>;


export type UnrecommendBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchNumber', id: string, recommended: boolean } };

export type RemoveBatchNumberMutationVariables = Exact<{
  id: string;
}>;


export type RemoveBatchNumberMutation = { __typename: 'Mutation', result: boolean };

export type BatchEnableBatchNumberMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchEnableBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchDisableBatchNumberMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchDisableBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRecommendBatchNumberMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRecommendBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchUnrecommendBatchNumberMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchUnrecommendBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRemoveBatchNumberMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRemoveBatchNumberMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type AdminFriendLinksQueryQueryVariables = Exact<{
  filter?: FriendLinkFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy?: FriendLinkSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type AdminFriendLinksQueryQuery = { __typename: 'Query', page: { __typename: 'FriendLinkPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'FriendLink', id: string, name: string, url: string, logo: string | null, sort: number, enabled: boolean, recommended: boolean, createdAt: string }> } };

export type AdminFriendLinkQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminFriendLinkQueryQuery = { __typename: 'Query', item: { __typename: 'FriendLink', id: string, name: string, url: string, logo: string | null, sort: number, enabled: boolean, recommended: boolean } };

export type CreateFriendLinkMutationVariables = Exact<{
  input: FriendLinkInput;
}>;


export type CreateFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'FriendLink', id: string } };

export type UpdateFriendLinkMutationVariables = Exact<{
  id: string;
  input: FriendLinkInput;
}>;


export type UpdateFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'FriendLink', id: string } };

export type EnableFriendLinkMutationVariables = Exact<{
  id: string;
}>;


export type EnableFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'FriendLink', id: string, enabled: boolean } };

export type DisableFriendLinkMutationVariables = Exact<{
  id: string;
}>;


export type DisableFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'FriendLink', id: string, enabled: boolean } };

export type RecommendFriendLinkMutationVariables = Exact<{
  id: string;
}>;


export type RecommendFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'FriendLink', id: string, recommended: boolean } };

export type UnrecommendFriendLinkMutationVariables = Exact<{
  id: string;
}>;


export type UnrecommendFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'FriendLink', id: string, recommended: boolean } };

export type RemoveFriendLinkMutationVariables = Exact<{
  id: string;
}>;


export type RemoveFriendLinkMutation = { __typename: 'Mutation', result: boolean };

export type BatchEnableFriendLinkMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchEnableFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchDisableFriendLinkMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchDisableFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRecommendFriendLinkMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRecommendFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchUnrecommendFriendLinkMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchUnrecommendFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRemoveFriendLinkMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRemoveFriendLinkMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type AdminLibrariesQueryQueryVariables = Exact<{
  filter?: LibraryFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy?: LibrarySortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type AdminLibrariesQueryQuery = { __typename: 'Query', page: { __typename: 'LibraryPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Library', id: string, name: string, address: string, phone: string | null, image: string | null, sort: number, enabled: boolean, recommended: boolean }> } };

export type AdminLibraryQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminLibraryQueryQuery = { __typename: 'Query', item: { __typename: 'Library', id: string, name: string, address: string, phone: string | null, openingHours: string | null, latitude: number | null, longitude: number | null, image: string | null, description: string | null, sort: number, enabled: boolean, recommended: boolean } };

export type CreateLibraryMutationVariables = Exact<{
  input: LibraryInput;
}>;


export type CreateLibraryMutation = { __typename: 'Mutation', result: { __typename: 'Library', id: string } };

export type UpdateLibraryMutationVariables = Exact<{
  id: string;
  input: LibraryInput;
}>;


export type UpdateLibraryMutation = { __typename: 'Mutation', result: { __typename: 'Library', id: string } };

export type EnableLibraryMutationVariables = Exact<{
  id: string;
}>;


export type EnableLibraryMutation = { __typename: 'Mutation', result: { __typename: 'Library', id: string, enabled: boolean } };

export type DisableLibraryMutationVariables = Exact<{
  id: string;
}>;


export type DisableLibraryMutation = { __typename: 'Mutation', result: { __typename: 'Library', id: string, enabled: boolean } };

export type RecommendLibraryMutationVariables = Exact<{
  id: string;
}>;


export type RecommendLibraryMutation = { __typename: 'Mutation', result: { __typename: 'Library', id: string, recommended: boolean } };

export type UnrecommendLibraryMutationVariables = Exact<{
  id: string;
}>;


export type UnrecommendLibraryMutation = { __typename: 'Mutation', result: { __typename: 'Library', id: string, recommended: boolean } };

export type RemoveLibraryMutationVariables = Exact<{
  id: string;
}>;


export type RemoveLibraryMutation = { __typename: 'Mutation', result: boolean };

export type BatchEnableLibraryMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchEnableLibraryMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchDisableLibraryMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchDisableLibraryMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRecommendLibraryMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRecommendLibraryMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchUnrecommendLibraryMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchUnrecommendLibraryMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRemoveLibraryMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRemoveLibraryMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type AdminNewsListQueryQueryVariables = Exact<{
  filter?: NewsFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy?: NewsSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type AdminNewsListQueryQuery = { __typename: 'Query', page: { __typename: 'NewsPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'News', id: string, title: string, category: NewsCategory, cover: string | null, publishedAt: string, views: number, enabled: boolean, recommended: boolean }> } };

export type AdminNewsQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminNewsQueryQuery = { __typename: 'Query', item: { __typename: 'News', id: string, category: NewsCategory, title: string, summary: string | null, cover: string | null, body: string, author: string | null, publishedAt: string, enabled: boolean, recommended: boolean, sort: number } };

export type CreateNewsMutationVariables = Exact<{
  input: NewsInput;
}>;


export type CreateNewsMutation = { __typename: 'Mutation', result: { __typename: 'News', id: string } };

export type UpdateNewsMutationVariables = Exact<{
  id: string;
  input: NewsInput;
}>;


export type UpdateNewsMutation = { __typename: 'Mutation', result: { __typename: 'News', id: string } };

export type EnableNewsMutationVariables = Exact<{
  id: string;
}>;


export type EnableNewsMutation = { __typename: 'Mutation', result: { __typename: 'News', id: string, enabled: boolean } };

export type DisableNewsMutationVariables = Exact<{
  id: string;
}>;


export type DisableNewsMutation = { __typename: 'Mutation', result: { __typename: 'News', id: string, enabled: boolean } };

export type RecommendNewsMutationVariables = Exact<{
  id: string;
}>;


export type RecommendNewsMutation = { __typename: 'Mutation', result: { __typename: 'News', id: string, recommended: boolean } };

export type UnrecommendNewsMutationVariables = Exact<{
  id: string;
}>;


export type UnrecommendNewsMutation = { __typename: 'Mutation', result: { __typename: 'News', id: string, recommended: boolean } };

export type RemoveNewsMutationVariables = Exact<{
  id: string;
}>;


export type RemoveNewsMutation = { __typename: 'Mutation', result: boolean };

export type BatchEnableNewsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchEnableNewsMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchDisableNewsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchDisableNewsMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRecommendNewsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRecommendNewsMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchUnrecommendNewsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchUnrecommendNewsMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRemoveNewsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRemoveNewsMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type AdminResourceClassesQueryQueryVariables = Exact<{
  filter?: ResourceClassFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy?: ResourceClassSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type AdminResourceClassesQueryQuery = { __typename: 'Query', page: { __typename: 'ResourceClassPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'ResourceClass', id: string, name: string, code: string | null, parentId: string | null, sort: number, enabled: boolean, recommended: boolean, createdAt: string }> } };

export type AdminResourceClassQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminResourceClassQueryQuery = { __typename: 'Query', item: { __typename: 'ResourceClass', id: string, kind: ResourceKind, name: string, code: string | null, parentId: string | null, description: string | null, sort: number, enabled: boolean, recommended: boolean } };

export type ResourceClassTreeOptionsQueryVariables = Exact<{
  kind: ResourceKind;
}>;


export type ResourceClassTreeOptionsQuery = { __typename: 'Query', nodes: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null, children: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null, children: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null, children: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null, children: Array<{ __typename: 'ResourceClassNode', id: string, name: string, code: string | null }> }> }> }> }> };

export type ClassNodeFragment = { __typename: 'ResourceClassNode', id: string, name: string, code: string | null };

export type EnableResourceClassMutationVariables = Exact<{
  id: string;
}>;


export type EnableResourceClassMutation = { __typename: 'Mutation', result: { __typename: 'ResourceClass', id: string, enabled: boolean } };

export type DisableResourceClassMutationVariables = Exact<{
  id: string;
}>;


export type DisableResourceClassMutation = { __typename: 'Mutation', result: { __typename: 'ResourceClass', id: string, enabled: boolean } };

export type RemoveResourceClassMutationVariables = Exact<{
  id: string;
}>;


export type RemoveResourceClassMutation = { __typename: 'Mutation', result: boolean };

export type BatchEnableResourceClassMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchEnableResourceClassMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchDisableResourceClassMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchDisableResourceClassMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRemoveResourceClassMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRemoveResourceClassMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type CreateResourceClassMutationVariables = Exact<{
  input: ResourceClassInput;
}>;


export type CreateResourceClassMutation = { __typename: 'Mutation', result: { __typename: 'ResourceClass', id: string } };

export type UpdateResourceClassMutationVariables = Exact<{
  id: string;
  input: ResourceClassInput;
}>;


export type UpdateResourceClassMutation = { __typename: 'Mutation', result: { __typename: 'ResourceClass', id: string } };

export type AdminSuppliersQueryQueryVariables = Exact<{
  filter?: SupplierFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy?: SupplierSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type AdminSuppliersQueryQuery = { __typename: 'Query', page: { __typename: 'SupplierPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Supplier', id: string, name: string, contact: string | null, phone: string | null, email: string | null, sort: number, enabled: boolean, recommended: boolean, createdAt: string }> } };

export type AdminSupplierQueryQueryVariables = Exact<{
  id: string;
}>;


export type AdminSupplierQueryQuery = { __typename: 'Query', item: { __typename: 'Supplier', id: string, name: string, contact: string | null, phone: string | null, email: string | null, website: string | null, description: string | null, enabled: boolean, recommended: boolean, sort: number } };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierInput;
}>;


export type CreateSupplierMutation = { __typename: 'Mutation', result: { __typename: 'Supplier', id: string } };

export type UpdateSupplierMutationVariables = Exact<{
  id: string;
  input: SupplierInput;
}>;


export type UpdateSupplierMutation = { __typename: 'Mutation', result: { __typename: 'Supplier', id: string } };

export type EnableSupplierMutationVariables = Exact<{
  id: string;
}>;


export type EnableSupplierMutation = { __typename: 'Mutation', result: { __typename: 'Supplier', id: string, enabled: boolean } };

export type DisableSupplierMutationVariables = Exact<{
  id: string;
}>;


export type DisableSupplierMutation = { __typename: 'Mutation', result: { __typename: 'Supplier', id: string, enabled: boolean } };

export type RecommendSupplierMutationVariables = Exact<{
  id: string;
}>;


export type RecommendSupplierMutation = { __typename: 'Mutation', result: { __typename: 'Supplier', id: string, recommended: boolean } };

export type UnrecommendSupplierMutationVariables = Exact<{
  id: string;
}>;


export type UnrecommendSupplierMutation = { __typename: 'Mutation', result: { __typename: 'Supplier', id: string, recommended: boolean } };

export type RemoveSupplierMutationVariables = Exact<{
  id: string;
}>;


export type RemoveSupplierMutation = { __typename: 'Mutation', result: boolean };

export type BatchEnableSupplierMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchEnableSupplierMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchDisableSupplierMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchDisableSupplierMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRecommendSupplierMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRecommendSupplierMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchUnrecommendSupplierMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchUnrecommendSupplierMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type BatchRemoveSupplierMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type BatchRemoveSupplierMutation = { __typename: 'Mutation', result: { __typename: 'BatchResult', count: number } };

export type ReaderLogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type ReaderLogoutEverywhereMutation = { __typename: 'Mutation', logoutEverywhere: boolean };

export type NewsBlock_NewsFragment = { __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, category: NewsCategory };

export type NewsListItem_NewsFragment = { __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, views: number, category: NewsCategory };

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


export type ResourceListPageQueryQuery = { __typename: 'Query', resources: { __typename: 'ResourcePage', total: number, page: number, pageSize: number, items: Array<
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

export type EbookChapters_EbookFragment = { __typename: 'Ebook', id: string, chapters: Array<{ __typename: 'EbookChapter', id: string, title: string, wordCount: number | null }> };

export type EditionPages_EditionFragment = { __typename: 'NewspaperEdition', id: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> };

export type ExhibitionAlbum_ExhibitionFragment = { __typename: 'Exhibition', id: string, title: string, pictures: Array<{ __typename: 'ExhibitionPicture', id: string, image: string, caption: string | null, description: string | null }> };

export type JournalVolumes_JournalFragment = { __typename: 'Journal', id: string, volumes: Array<{ __typename: 'JournalVolume', id: string, year: number, issue: string, title: string | null, articles: Array<{ __typename: 'JournalArticle', id: string, title: string, creators: Array<string>, pages: string | null, file: string | null }> }> };

export type NewspaperEditions_NewspaperFragment = { __typename: 'Newspaper', id: string, recentEditions: Array<{ __typename: 'NewspaperEdition', id: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> }> };

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
    | { __typename: 'Newspaper', id: string, editions: Array<{ __typename: 'NewspaperEdition', id: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> }> }
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

export type BannerCarousel_BannerFragment = { __typename: 'Banner', id: string, title: string, image: string, link: string | null };

export type LibraryCard_LibraryFragment = { __typename: 'Library', id: string, name: string, address: string, phone: string | null, openingHours: string | null, image: string | null };

export type SiteFooter_FriendLinkFragment = { __typename: 'FriendLink', id: string, name: string, url: string, logo: string | null };

export type AdminLayoutQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLayoutQueryQuery = { __typename: 'Query', adminMe: { __typename: 'AdminUser', id: string, name: string, username: string } };

export type UserInfoPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserInfoPageQueryQuery = { __typename: 'Query', readerMe: { __typename: 'Reader', id: string, name: string, cardNumber: string, phone: string | null, level: number, lastLoginAt: string | null, createdAt: string } };

export type AccountPageCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPageCaptchaQuery = { __typename: 'Query', adminCaptcha: { __typename: 'Captcha', key: string, image: string, expiresAt: string } };

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


export type NewsDetailPageQueryQuery = { __typename: 'Query', news: { __typename: 'News', id: string, title: string, author: string | null, body: string, category: NewsCategory, publishedAt: string, views: number }, newsNeighbours: { __typename: 'NewsNeighbours', previous: { __typename: 'News', id: string, title: string, category: NewsCategory } | null, next: { __typename: 'News', id: string, title: string, category: NewsCategory } | null } };

export type NewsListPageQueryQueryVariables = Exact<{
  category: NewsCategory;
  page: number;
  pageSize: number;
}>;


export type NewsListPageQueryQuery = { __typename: 'Query', newsList: { __typename: 'NewsPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'News', id: string, title: string, summary: string | null, cover: string | null, publishedAt: string, views: number, category: NewsCategory }> } };

export type SiteLayoutQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteLayoutQueryQuery = { __typename: 'Query', siteMenu: Array<{ __typename: 'SiteMenuItem', value: string, name: string, url: string, children: Array<{ __typename: 'SiteMenuItem', value: string, name: string, url: string, children: Array<{ __typename: 'SiteMenuItem', value: string, name: string, url: string }> }> }>, friendLinks: { __typename: 'FriendLinkPage', items: Array<{ __typename: 'FriendLink', id: string, name: string, url: string, logo: string | null }> } };

export type BookShowcasePageQueryQueryVariables = Exact<{
  filter?: ResourceFilter | null | undefined;
  page: number;
  pageSize: number;
  sortBy: ResourceSortField;
  order: SortOrder;
}>;


export type BookShowcasePageQueryQuery = { __typename: 'Query', resources: { __typename: 'ResourcePage', total: number, page: number, pageSize: number, items: Array<
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
    | { __typename: 'Ebook', id: string, kind: ResourceKind, isbn: string | null, pages: number | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
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
      >, class: { __typename: 'ResourceClass', id: string, name: string } | null, recentEditions: Array<{ __typename: 'NewspaperEdition', id: string, editionDate: string, issue: string | null, pages: Array<{ __typename: 'EditionPage', id: string, pageNo: number, title: string, image: string | null, file: string | null }> }> }
    | { __typename: 'Thesis', id: string, kind: ResourceKind, degree: string | null, institution: string | null, advisor: string | null, discipline: string | null, title: string, subtitle: string | null, cover: string | null, creators: Array<string>, publisher: string | null, publishYear: number | null, language: string | null, summary: string | null, keywords: Array<string>, views: number, collections: number, scoreAverage: number, scoreCount: number, related: Array<
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

export const ClassNodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceClassNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ClassNodeFragment, unknown>;
export const NewsBlock_NewsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsBlock_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<NewsBlock_NewsFragment, unknown>;
export const NewsListItem_NewsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsListItem_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<NewsListItem_NewsFragment, unknown>;
export const BookListCard_ListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookListCard_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCount"}}]}}]} as unknown as DocumentNode<BookListCard_ListFragment, unknown>;
export const DatabaseAccess_DatabaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}}]} as unknown as DocumentNode<DatabaseAccess_DatabaseFragment, unknown>;
export const ResourceCard_ResourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<ResourceCard_ResourceFragment, unknown>;
export const AudioPlayer_AudioFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioPlayer_audio"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<AudioPlayer_AudioFragment, unknown>;
export const BookHoldings_BookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookHoldings_book"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"availableCopies"}},{"kind":"Field","name":{"kind":"Name","value":"copies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BookHoldings_BookFragment, unknown>;
export const EbookChapters_EbookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EbookChapters_ebook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}}]}}]}}]} as unknown as DocumentNode<EbookChapters_EbookFragment, unknown>;
export const ExhibitionAlbum_ExhibitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitionAlbum_exhibition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ExhibitionAlbum_ExhibitionFragment, unknown>;
export const JournalVolumes_JournalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalVolumes_journal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"volumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}}]} as unknown as DocumentNode<JournalVolumes_JournalFragment, unknown>;
export const EditionPages_EditionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<EditionPages_EditionFragment, unknown>;
export const NewspaperEditions_NewspaperFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewspaperEditions_newspaper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"recentEditions"},"name":{"kind":"Name","value":"editions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"31"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditionPages_edition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<NewspaperEditions_NewspaperFragment, unknown>;
export const ResourceOverview_ResourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceOverview_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"Field","name":{"kind":"Name","value":"scoreCount"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"advisor"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}},{"kind":"Field","name":{"kind":"Name","value":"totalDuration"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<ResourceOverview_ResourceFragment, unknown>;
export const VideoPlayer_VideoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoPlayer_video"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}}]}}]}}]} as unknown as DocumentNode<VideoPlayer_VideoFragment, unknown>;
export const BannerCarousel_BannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerCarousel_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]} as unknown as DocumentNode<BannerCarousel_BannerFragment, unknown>;
export const LibraryCard_LibraryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LibraryCard_library"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Library"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<LibraryCard_LibraryFragment, unknown>;
export const SiteFooter_FriendLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteFooter_friendLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]} as unknown as DocumentNode<SiteFooter_FriendLinkFragment, unknown>;
export const AdminUploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminUploadFileMutation, AdminUploadFileMutationVariables>;
export const AdminBannersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBannersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<AdminBannersQueryQuery, AdminBannersQueryQueryVariables>;
export const AdminBannerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBannerQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"adminBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<AdminBannerQueryQuery, AdminBannerQueryQueryVariables>;
export const CreateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"createBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBannerMutation, CreateBannerMutationVariables>;
export const UpdateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"updateBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateBannerMutation, UpdateBannerMutationVariables>;
export const EnableBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"enableBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<EnableBannerMutation, EnableBannerMutationVariables>;
export const DisableBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"disableBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<DisableBannerMutation, DisableBannerMutationVariables>;
export const RecommendBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecommendBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"recommendBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<RecommendBannerMutation, RecommendBannerMutationVariables>;
export const UnrecommendBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnrecommendBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"unrecommendBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<UnrecommendBannerMutation, UnrecommendBannerMutationVariables>;
export const RemoveBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"removeBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveBannerMutation, RemoveBannerMutationVariables>;
export const BatchEnableBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchEnableBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchEnableBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchEnableBannerMutation, BatchEnableBannerMutationVariables>;
export const BatchDisableBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchDisableBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchDisableBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchDisableBannerMutation, BatchDisableBannerMutationVariables>;
export const BatchRecommendBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRecommendBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRecommendBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRecommendBannerMutation, BatchRecommendBannerMutationVariables>;
export const BatchUnrecommendBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUnrecommendBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchUnrecommendBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchUnrecommendBannerMutation, BatchUnrecommendBannerMutationVariables>;
export const BatchRemoveBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRemoveBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRemoveBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRemoveBannerMutation, BatchRemoveBannerMutationVariables>;
export const SupplierOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminSuppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"name"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<SupplierOptionsQuery, SupplierOptionsQueryVariables>;
export const AdminBatchNumbersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBatchNumbersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchNumberFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchNumberSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminBatchNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<AdminBatchNumbersQueryQuery, AdminBatchNumbersQueryQueryVariables>;
export const AdminBatchNumberQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBatchNumberQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"adminBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AdminBatchNumberQueryQuery, AdminBatchNumberQueryQueryVariables>;
export const CreateBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"createBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBatchNumberMutation, CreateBatchNumberMutationVariables>;
export const UpdateBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"updateBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateBatchNumberMutation, UpdateBatchNumberMutationVariables>;
export const EnableBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"enableBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<EnableBatchNumberMutation, EnableBatchNumberMutationVariables>;
export const DisableBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"disableBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<DisableBatchNumberMutation, DisableBatchNumberMutationVariables>;
export const RecommendBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecommendBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"recommendBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<RecommendBatchNumberMutation, RecommendBatchNumberMutationVariables>;
export const UnrecommendBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnrecommendBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"unrecommendBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<UnrecommendBatchNumberMutation, UnrecommendBatchNumberMutationVariables>;
export const RemoveBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"removeBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveBatchNumberMutation, RemoveBatchNumberMutationVariables>;
export const BatchEnableBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchEnableBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchEnableBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchEnableBatchNumberMutation, BatchEnableBatchNumberMutationVariables>;
export const BatchDisableBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchDisableBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchDisableBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchDisableBatchNumberMutation, BatchDisableBatchNumberMutationVariables>;
export const BatchRecommendBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRecommendBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRecommendBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRecommendBatchNumberMutation, BatchRecommendBatchNumberMutationVariables>;
export const BatchUnrecommendBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUnrecommendBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchUnrecommendBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchUnrecommendBatchNumberMutation, BatchUnrecommendBatchNumberMutationVariables>;
export const BatchRemoveBatchNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRemoveBatchNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRemoveBatchNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRemoveBatchNumberMutation, BatchRemoveBatchNumberMutationVariables>;
export const AdminFriendLinksQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFriendLinksQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLinkFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLinkSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminFriendLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<AdminFriendLinksQueryQuery, AdminFriendLinksQueryQueryVariables>;
export const AdminFriendLinkQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFriendLinkQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"adminFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<AdminFriendLinkQueryQuery, AdminFriendLinkQueryQueryVariables>;
export const CreateFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"createFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateFriendLinkMutation, CreateFriendLinkMutationVariables>;
export const UpdateFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"updateFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateFriendLinkMutation, UpdateFriendLinkMutationVariables>;
export const EnableFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"enableFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<EnableFriendLinkMutation, EnableFriendLinkMutationVariables>;
export const DisableFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"disableFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<DisableFriendLinkMutation, DisableFriendLinkMutationVariables>;
export const RecommendFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecommendFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"recommendFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<RecommendFriendLinkMutation, RecommendFriendLinkMutationVariables>;
export const UnrecommendFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnrecommendFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"unrecommendFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<UnrecommendFriendLinkMutation, UnrecommendFriendLinkMutationVariables>;
export const RemoveFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"removeFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveFriendLinkMutation, RemoveFriendLinkMutationVariables>;
export const BatchEnableFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchEnableFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchEnableFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchEnableFriendLinkMutation, BatchEnableFriendLinkMutationVariables>;
export const BatchDisableFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchDisableFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchDisableFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchDisableFriendLinkMutation, BatchDisableFriendLinkMutationVariables>;
export const BatchRecommendFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRecommendFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRecommendFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRecommendFriendLinkMutation, BatchRecommendFriendLinkMutationVariables>;
export const BatchUnrecommendFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUnrecommendFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchUnrecommendFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchUnrecommendFriendLinkMutation, BatchUnrecommendFriendLinkMutationVariables>;
export const BatchRemoveFriendLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRemoveFriendLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRemoveFriendLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRemoveFriendLinkMutation, BatchRemoveFriendLinkMutationVariables>;
export const AdminLibrariesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLibrariesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LibraryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LibrarySortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminLibraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<AdminLibrariesQueryQuery, AdminLibrariesQueryQueryVariables>;
export const AdminLibraryQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLibraryQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"adminLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<AdminLibraryQueryQuery, AdminLibraryQueryQueryVariables>;
export const CreateLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LibraryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"createLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLibraryMutation, CreateLibraryMutationVariables>;
export const UpdateLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LibraryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"updateLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateLibraryMutation, UpdateLibraryMutationVariables>;
export const EnableLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"enableLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<EnableLibraryMutation, EnableLibraryMutationVariables>;
export const DisableLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"disableLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<DisableLibraryMutation, DisableLibraryMutationVariables>;
export const RecommendLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecommendLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"recommendLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<RecommendLibraryMutation, RecommendLibraryMutationVariables>;
export const UnrecommendLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnrecommendLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"unrecommendLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<UnrecommendLibraryMutation, UnrecommendLibraryMutationVariables>;
export const RemoveLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"removeLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveLibraryMutation, RemoveLibraryMutationVariables>;
export const BatchEnableLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchEnableLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchEnableLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchEnableLibraryMutation, BatchEnableLibraryMutationVariables>;
export const BatchDisableLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchDisableLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchDisableLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchDisableLibraryMutation, BatchDisableLibraryMutationVariables>;
export const BatchRecommendLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRecommendLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRecommendLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRecommendLibraryMutation, BatchRecommendLibraryMutationVariables>;
export const BatchUnrecommendLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUnrecommendLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchUnrecommendLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchUnrecommendLibraryMutation, BatchUnrecommendLibraryMutationVariables>;
export const BatchRemoveLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRemoveLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRemoveLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRemoveLibraryMutation, BatchRemoveLibraryMutationVariables>;
export const AdminNewsListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminNewsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<AdminNewsListQueryQuery, AdminNewsListQueryQueryVariables>;
export const AdminNewsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"adminNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AdminNewsQueryQuery, AdminNewsQueryQueryVariables>;
export const CreateNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"createNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateNewsMutation, CreateNewsMutationVariables>;
export const UpdateNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"updateNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateNewsMutation, UpdateNewsMutationVariables>;
export const EnableNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"enableNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<EnableNewsMutation, EnableNewsMutationVariables>;
export const DisableNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"disableNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<DisableNewsMutation, DisableNewsMutationVariables>;
export const RecommendNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecommendNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"recommendNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<RecommendNewsMutation, RecommendNewsMutationVariables>;
export const UnrecommendNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnrecommendNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"unrecommendNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<UnrecommendNewsMutation, UnrecommendNewsMutationVariables>;
export const RemoveNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"removeNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveNewsMutation, RemoveNewsMutationVariables>;
export const BatchEnableNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchEnableNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchEnableNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchEnableNewsMutation, BatchEnableNewsMutationVariables>;
export const BatchDisableNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchDisableNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchDisableNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchDisableNewsMutation, BatchDisableNewsMutationVariables>;
export const BatchRecommendNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRecommendNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRecommendNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRecommendNewsMutation, BatchRecommendNewsMutationVariables>;
export const BatchUnrecommendNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUnrecommendNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchUnrecommendNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchUnrecommendNewsMutation, BatchUnrecommendNewsMutationVariables>;
export const BatchRemoveNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRemoveNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRemoveNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRemoveNewsMutation, BatchRemoveNewsMutationVariables>;
export const AdminResourceClassesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResourceClassesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceClassFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceClassSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminResourceClasses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<AdminResourceClassesQueryQuery, AdminResourceClassesQueryQueryVariables>;
export const AdminResourceClassQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResourceClassQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"adminResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<AdminResourceClassQueryQuery, AdminResourceClassQueryQueryVariables>;
export const ResourceClassTreeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceClassTreeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"nodes"},"name":{"kind":"Name","value":"resourceClassTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassNode"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassNode"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassNode"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassNode"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassNode"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassNode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceClassNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ResourceClassTreeOptionsQuery, ResourceClassTreeOptionsQueryVariables>;
export const EnableResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"enableResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<EnableResourceClassMutation, EnableResourceClassMutationVariables>;
export const DisableResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"disableResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<DisableResourceClassMutation, DisableResourceClassMutationVariables>;
export const RemoveResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"removeResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveResourceClassMutation, RemoveResourceClassMutationVariables>;
export const BatchEnableResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchEnableResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchEnableResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchEnableResourceClassMutation, BatchEnableResourceClassMutationVariables>;
export const BatchDisableResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchDisableResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchDisableResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchDisableResourceClassMutation, BatchDisableResourceClassMutationVariables>;
export const BatchRemoveResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRemoveResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRemoveResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRemoveResourceClassMutation, BatchRemoveResourceClassMutationVariables>;
export const CreateResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"createResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateResourceClassMutation, CreateResourceClassMutationVariables>;
export const UpdateResourceClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateResourceClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"updateResourceClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateResourceClassMutation, UpdateResourceClassMutationVariables>;
export const AdminSuppliersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSuppliersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"adminSuppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<AdminSuppliersQueryQuery, AdminSuppliersQueryQueryVariables>;
export const AdminSupplierQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupplierQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"adminSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AdminSupplierQueryQuery, AdminSupplierQueryQueryVariables>;
export const CreateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"createSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"updateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const EnableSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"enableSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<EnableSupplierMutation, EnableSupplierMutationVariables>;
export const DisableSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"disableSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<DisableSupplierMutation, DisableSupplierMutationVariables>;
export const RecommendSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecommendSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"recommendSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<RecommendSupplierMutation, RecommendSupplierMutationVariables>;
export const UnrecommendSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnrecommendSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"unrecommendSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<UnrecommendSupplierMutation, UnrecommendSupplierMutationVariables>;
export const RemoveSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"removeSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveSupplierMutation, RemoveSupplierMutationVariables>;
export const BatchEnableSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchEnableSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchEnableSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchEnableSupplierMutation, BatchEnableSupplierMutationVariables>;
export const BatchDisableSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchDisableSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchDisableSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchDisableSupplierMutation, BatchDisableSupplierMutationVariables>;
export const BatchRecommendSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRecommendSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRecommendSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRecommendSupplierMutation, BatchRecommendSupplierMutationVariables>;
export const BatchUnrecommendSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUnrecommendSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchUnrecommendSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchUnrecommendSupplierMutation, BatchUnrecommendSupplierMutationVariables>;
export const BatchRemoveSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchRemoveSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"result"},"name":{"kind":"Name","value":"batchRemoveSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BatchRemoveSupplierMutation, BatchRemoveSupplierMutationVariables>;
export const ReaderLogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReaderLogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}]} as unknown as DocumentNode<ReaderLogoutEverywhereMutation, ReaderLogoutEverywhereMutationVariables>;
export const ResourceListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceSortField"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseAccess_database"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}}]} as unknown as DocumentNode<ResourceListPageQueryQuery, ResourceListPageQueryQueryVariables>;
export const ClassTreeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassTreeQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceClassTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClassTreeQueryQuery, ClassTreeQueryQueryVariables>;
export const NewspaperEditionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewspaperEditionsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"newspaper"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditionPages_edition"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]} as unknown as DocumentNode<NewspaperEditionsQueryQuery, NewspaperEditionsQueryQueryVariables>;
export const PlayVideoItemQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayVideoItemQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playVideoItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"playbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}}]}}]}}]} as unknown as DocumentNode<PlayVideoItemQueryQuery, PlayVideoItemQueryQueryVariables>;
export const AdminLayoutQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLayoutQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutQueryQuery, AdminLayoutQueryQueryVariables>;
export const UserInfoPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserInfoPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UserInfoPageQueryQuery, UserInfoPageQueryQueryVariables>;
export const AccountPageCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPageCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AccountPageCaptchaQuery, AccountPageCaptchaQueryVariables>;
export const AccountPageLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountPageLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<AccountPageLoginMutation, AccountPageLoginMutationVariables>;
export const IndexPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IndexPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerCarousel_banner"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"libraryNews"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"libraryNews"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"peaceNews"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"peaceNews"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"industryNews"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"industryNews"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"publicNotice"},"name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"publicNotice"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newsPerBlock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsBlock_news"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LibraryCard_library"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerCarousel_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsBlock_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LibraryCard_library"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Library"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<IndexPageQueryQuery, IndexPageQueryQueryVariables>;
export const LoginPageReaderLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPageReaderLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"reader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<LoginPageReaderLoginMutation, LoginPageReaderLoginMutationVariables>;
export const LoginPageSendSmsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPageSendSmsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSmsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAfter"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LoginPageSendSmsCodeMutation, LoginPageSendSmsCodeMutationVariables>;
export const NewsDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsNeighbours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<NewsDetailPageQueryQuery, NewsDetailPageQueryQueryVariables>;
export const NewsListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"publishedAt"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsListItem_news"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsListItem_news"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"News"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]} as unknown as DocumentNode<NewsListPageQueryQuery, NewsListPageQueryQueryVariables>;
export const SiteLayoutQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteLayoutQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"friendLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteFooter_friendLink"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteFooter_friendLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FriendLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]} as unknown as DocumentNode<SiteLayoutQueryQuery, SiteLayoutQueryQueryVariables>;
export const BookShowcasePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookShowcasePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"book"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<BookShowcasePageQueryQuery, BookShowcasePageQueryQueryVariables>;
export const RankBooksPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RankBooksPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"by"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceRanking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"book"}]}},{"kind":"Argument","name":{"kind":"Name","value":"by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"by"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<RankBooksPageQueryQuery, RankBooksPageQueryQueryVariables>;
export const ResListDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResListDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseAccess_database"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}}]} as unknown as DocumentNode<ResListDetailPageQueryQuery, ResListDetailPageQueryQueryVariables>;
export const ResListPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResListPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"listType"},"value":{"kind":"EnumValue","value":"BOOKLIST"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"sort"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookListCard_list"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookListCard_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCount"}}]}}]} as unknown as DocumentNode<ResListPageQueryQuery, ResListPageQueryQueryVariables>;
export const ResourceDetailPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceDetailPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceOverview_resource"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookHoldings_book"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EbookChapters_ebook"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioPlayer_audio"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewspaperEditions_newspaper"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalVolumes_journal"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoPlayer_video"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExhibitionAlbum_exhibition"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabaseAccess_database"}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_resource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditionPages_edition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewspaperEdition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageNo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceOverview_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"Field","name":{"kind":"Name","value":"scoreCount"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isbn"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issn"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"advisor"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}},{"kind":"Field","name":{"kind":"Name","value":"totalDuration"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookHoldings_book"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callNumber"}},{"kind":"Field","name":{"kind":"Name","value":"availableCopies"}},{"kind":"Field","name":{"kind":"Name","value":"copies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EbookChapters_ebook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ebook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioPlayer_audio"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewspaperEditions_newspaper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"recentEditions"},"name":{"kind":"Name","value":"editions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"31"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditionPages_edition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalVolumes_journal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"volumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoPlayer_video"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitionAlbum_exhibition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabaseAccess_database"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessRules"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_resource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"publishYear"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"scoreAverage"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrator"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newspaper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}}]}}]} as unknown as DocumentNode<ResourceDetailPageQueryQuery, ResourceDetailPageQueryQueryVariables>;