/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AdminUploadFile($file: Upload!) {\n    uploadFile(file: $file) { id url }\n  }\n": typeof types.AdminUploadFileDocument,
    "\n    query AdminBannersQuery($filter: BannerFilter, $page: Int!, $pageSize: Int!, $sortBy: BannerSortField, $order: SortOrder) {\n      page: adminBanners(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title image link sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminBannersQueryDocument,
    "query AdminBannerQuery($id: ID!) { item: adminBanner(id: $id) { id title image link sort enabled recommended } }": typeof types.AdminBannerQueryDocument,
    "mutation CreateBanner($input: BannerInput!) { result: createBanner(input: $input) { id } }": typeof types.CreateBannerDocument,
    "mutation UpdateBanner($id: ID!, $input: BannerInput!) { result: updateBanner(id: $id, input: $input) { id } }": typeof types.UpdateBannerDocument,
    "mutation EnableBanner($id: ID!) { result: enableBanner(id: $id) { id enabled } }": typeof types.EnableBannerDocument,
    "mutation DisableBanner($id: ID!) { result: disableBanner(id: $id) { id enabled } }": typeof types.DisableBannerDocument,
    "mutation RecommendBanner($id: ID!) { result: recommendBanner(id: $id) { id recommended } }": typeof types.RecommendBannerDocument,
    "mutation UnrecommendBanner($id: ID!) { result: unrecommendBanner(id: $id) { id recommended } }": typeof types.UnrecommendBannerDocument,
    "mutation RemoveBanner($id: ID!) { result: removeBanner(id: $id) }": typeof types.RemoveBannerDocument,
    "mutation BatchEnableBanner($ids: [ID!]!) { result: batchEnableBanner(ids: $ids) { count } }": typeof types.BatchEnableBannerDocument,
    "mutation BatchDisableBanner($ids: [ID!]!) { result: batchDisableBanner(ids: $ids) { count } }": typeof types.BatchDisableBannerDocument,
    "mutation BatchRecommendBanner($ids: [ID!]!) { result: batchRecommendBanner(ids: $ids) { count } }": typeof types.BatchRecommendBannerDocument,
    "mutation BatchUnrecommendBanner($ids: [ID!]!) { result: batchUnrecommendBanner(ids: $ids) { count } }": typeof types.BatchUnrecommendBannerDocument,
    "mutation BatchRemoveBanner($ids: [ID!]!) { result: batchRemoveBanner(ids: $ids) { count } }": typeof types.BatchRemoveBannerDocument,
    "\n    query AdminBatchNumbersQuery($filter: BatchNumberFilter, $page: Int!, $pageSize: Int!, $sortBy: BatchNumberSortField, $order: SortOrder) {\n      page: adminBatchNumbers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id code name receivedAt supplier { id name } enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminBatchNumbersQueryDocument,
    "\n    query AdminBatchNumberQuery($id: ID!) {\n      item: adminBatchNumber(id: $id) { id code name supplierId receivedAt description enabled recommended sort }\n    }\n  ": typeof types.AdminBatchNumberQueryDocument,
    "mutation CreateBatchNumber($input: BatchNumberInput!) { result: createBatchNumber(input: $input) { id } }": typeof types.CreateBatchNumberDocument,
    "mutation UpdateBatchNumber($id: ID!, $input: BatchNumberInput!) { result: updateBatchNumber(id: $id, input: $input) { id } }": typeof types.UpdateBatchNumberDocument,
    "mutation EnableBatchNumber($id: ID!) { result: enableBatchNumber(id: $id) { id enabled } }": typeof types.EnableBatchNumberDocument,
    "mutation DisableBatchNumber($id: ID!) { result: disableBatchNumber(id: $id) { id enabled } }": typeof types.DisableBatchNumberDocument,
    "mutation RecommendBatchNumber($id: ID!) { result: recommendBatchNumber(id: $id) { id recommended } }": typeof types.RecommendBatchNumberDocument,
    "mutation UnrecommendBatchNumber($id: ID!) { result: unrecommendBatchNumber(id: $id) { id recommended } }": typeof types.UnrecommendBatchNumberDocument,
    "mutation RemoveBatchNumber($id: ID!) { result: removeBatchNumber(id: $id) }": typeof types.RemoveBatchNumberDocument,
    "mutation BatchEnableBatchNumber($ids: [ID!]!) { result: batchEnableBatchNumber(ids: $ids) { count } }": typeof types.BatchEnableBatchNumberDocument,
    "mutation BatchDisableBatchNumber($ids: [ID!]!) { result: batchDisableBatchNumber(ids: $ids) { count } }": typeof types.BatchDisableBatchNumberDocument,
    "mutation BatchRecommendBatchNumber($ids: [ID!]!) { result: batchRecommendBatchNumber(ids: $ids) { count } }": typeof types.BatchRecommendBatchNumberDocument,
    "mutation BatchUnrecommendBatchNumber($ids: [ID!]!) { result: batchUnrecommendBatchNumber(ids: $ids) { count } }": typeof types.BatchUnrecommendBatchNumberDocument,
    "mutation BatchRemoveBatchNumber($ids: [ID!]!) { result: batchRemoveBatchNumber(ids: $ids) { count } }": typeof types.BatchRemoveBatchNumberDocument,
    "\n  mutation AdminCaptureResource($url: String!) {\n    captured: captureResource(url: $url) {\n      title creators cover coverSourceUrl summary keywords publisher publishYear isbn language kind sourceUrl warnings\n    }\n  }\n": typeof types.AdminCaptureResourceDocument,
    "\n  mutation AdminImportResources($file: Upload!, $kind: ResourceKind!, $supplierId: ID, $batchId: ID, $onShelf: Boolean) {\n    result: importResources(file: $file, kind: $kind, supplierId: $supplierId, batchId: $batchId, onShelf: $onShelf) { id state progress }\n  }\n": typeof types.AdminImportResourcesDocument,
    "\n  query AdminResourceImport($id: ID!) {\n    job: resourceImport(id: $id) {\n      id fileName kind state progress message error total created moreProblems createdAt\n      rejected { row field message }\n      warnings { row field message }\n    }\n  }\n": typeof types.AdminResourceImportDocument,
    "\n  query AdminResourceImports($limit: Int!) {\n    jobs: resourceImports(limit: $limit) { id fileName kind state progress total created createdAt }\n  }\n": typeof types.AdminResourceImportsDocument,
    "\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n": typeof types.ResourceClassTreeOptionsDocument,
    "\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  ": typeof types.SupplierOptionsDocument,
    "\n    query BatchNumberOptions {\n      page: adminBatchNumbers(page: 1, pageSize: 100, sortBy: createdAt, order: DESC) { items { id code name enabled } }\n    }\n  ": typeof types.BatchNumberOptionsDocument,
    "\n    query LibraryOptions {\n      page: adminLibraries(page: 1, pageSize: 100, sortBy: sort, order: ASC) { items { id name enabled } }\n    }\n  ": typeof types.LibraryOptionsDocument,
    "\n    query AdminAudioTracksQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioTrackSortField, $order: SortOrder) {\n      page: adminAudioTracks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title file duration sort enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminAudioTracksQueryDocument,
    "query AdminAudioTrackQuery($id: ID!) { item: adminAudioTrack(id: $id) { id title file duration sort enabled } }": typeof types.AdminAudioTrackQueryDocument,
    "mutation CreateAudioTrack($input: AudioTrackInput!) { result: createAudioTrack(input: $input) { id } }": typeof types.CreateAudioTrackDocument,
    "mutation UpdateAudioTrack($id: ID!, $input: AudioTrackInput!) { result: updateAudioTrack(id: $id, input: $input) { id } }": typeof types.UpdateAudioTrackDocument,
    "mutation EnableAudioTrack($id: ID!) { result: enableAudioTrack(id: $id) { id enabled } }": typeof types.EnableAudioTrackDocument,
    "mutation DisableAudioTrack($id: ID!) { result: disableAudioTrack(id: $id) { id enabled } }": typeof types.DisableAudioTrackDocument,
    "mutation RemoveAudioTrack($id: ID!) { result: removeAudioTrack(id: $id) }": typeof types.RemoveAudioTrackDocument,
    "mutation BatchEnableAudioTrack($ids: [ID!]!) { result: batchEnableAudioTrack(ids: $ids) { count } }": typeof types.BatchEnableAudioTrackDocument,
    "mutation BatchDisableAudioTrack($ids: [ID!]!) { result: batchDisableAudioTrack(ids: $ids) { count } }": typeof types.BatchDisableAudioTrackDocument,
    "mutation BatchRemoveAudioTrack($ids: [ID!]!) { result: batchRemoveAudioTrack(ids: $ids) { count } }": typeof types.BatchRemoveAudioTrackDocument,
    "\n    query AdminBookCopiesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: BookCopySortField, $order: SortOrder) {\n      page: adminBookCopies(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id barcode library { id name } location status dueAt enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminBookCopiesQueryDocument,
    "query AdminBookCopyQuery($id: ID!) { item: adminBookCopy(id: $id) { id barcode libraryId location status dueAt enabled sort } }": typeof types.AdminBookCopyQueryDocument,
    "mutation CreateBookCopy($input: BookCopyInput!) { result: createBookCopy(input: $input) { id } }": typeof types.CreateBookCopyDocument,
    "mutation UpdateBookCopy($id: ID!, $input: BookCopyInput!) { result: updateBookCopy(id: $id, input: $input) { id } }": typeof types.UpdateBookCopyDocument,
    "mutation EnableBookCopy($id: ID!) { result: enableBookCopy(id: $id) { id enabled } }": typeof types.EnableBookCopyDocument,
    "mutation DisableBookCopy($id: ID!) { result: disableBookCopy(id: $id) { id enabled } }": typeof types.DisableBookCopyDocument,
    "mutation RemoveBookCopy($id: ID!) { result: removeBookCopy(id: $id) }": typeof types.RemoveBookCopyDocument,
    "mutation BatchEnableBookCopy($ids: [ID!]!) { result: batchEnableBookCopy(ids: $ids) { count } }": typeof types.BatchEnableBookCopyDocument,
    "mutation BatchDisableBookCopy($ids: [ID!]!) { result: batchDisableBookCopy(ids: $ids) { count } }": typeof types.BatchDisableBookCopyDocument,
    "mutation BatchRemoveBookCopy($ids: [ID!]!) { result: batchRemoveBookCopy(ids: $ids) { count } }": typeof types.BatchRemoveBookCopyDocument,
    "\n    query AdminEbookChaptersQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookChapterSortField, $order: SortOrder) {\n      page: adminEbookChapters(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title href wordCount sort enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminEbookChaptersQueryDocument,
    "query AdminEbookChapterQuery($id: ID!) { item: adminEbookChapter(id: $id) { id title href wordCount sort enabled } }": typeof types.AdminEbookChapterQueryDocument,
    "mutation CreateEbookChapter($input: EbookChapterInput!) { result: createEbookChapter(input: $input) { id } }": typeof types.CreateEbookChapterDocument,
    "mutation UpdateEbookChapter($id: ID!, $input: EbookChapterInput!) { result: updateEbookChapter(id: $id, input: $input) { id } }": typeof types.UpdateEbookChapterDocument,
    "mutation EnableEbookChapter($id: ID!) { result: enableEbookChapter(id: $id) { id enabled } }": typeof types.EnableEbookChapterDocument,
    "mutation DisableEbookChapter($id: ID!) { result: disableEbookChapter(id: $id) { id enabled } }": typeof types.DisableEbookChapterDocument,
    "mutation RemoveEbookChapter($id: ID!) { result: removeEbookChapter(id: $id) }": typeof types.RemoveEbookChapterDocument,
    "mutation BatchEnableEbookChapter($ids: [ID!]!) { result: batchEnableEbookChapter(ids: $ids) { count } }": typeof types.BatchEnableEbookChapterDocument,
    "mutation BatchDisableEbookChapter($ids: [ID!]!) { result: batchDisableEbookChapter(ids: $ids) { count } }": typeof types.BatchDisableEbookChapterDocument,
    "mutation BatchRemoveEbookChapter($ids: [ID!]!) { result: batchRemoveEbookChapter(ids: $ids) { count } }": typeof types.BatchRemoveEbookChapterDocument,
    "\n    query AdminEditionPagesQuery($filter: EditionPageFilter, $page: Int!, $pageSize: Int!, $sortBy: EditionPageSortField, $order: SortOrder) {\n      page: adminEditionPages(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id pageNo title image file enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminEditionPagesQueryDocument,
    "query AdminEditionPageQuery($id: ID!) { item: adminEditionPage(id: $id) { id pageNo title image file sort enabled } }": typeof types.AdminEditionPageQueryDocument,
    "mutation CreateEditionPage($input: EditionPageInput!) { result: createEditionPage(input: $input) { id } }": typeof types.CreateEditionPageDocument,
    "mutation UpdateEditionPage($id: ID!, $input: EditionPageInput!) { result: updateEditionPage(id: $id, input: $input) { id } }": typeof types.UpdateEditionPageDocument,
    "mutation EnableEditionPage($id: ID!) { result: enableEditionPage(id: $id) { id enabled } }": typeof types.EnableEditionPageDocument,
    "mutation DisableEditionPage($id: ID!) { result: disableEditionPage(id: $id) { id enabled } }": typeof types.DisableEditionPageDocument,
    "mutation RemoveEditionPage($id: ID!) { result: removeEditionPage(id: $id) }": typeof types.RemoveEditionPageDocument,
    "mutation BatchEnableEditionPage($ids: [ID!]!) { result: batchEnableEditionPage(ids: $ids) { count } }": typeof types.BatchEnableEditionPageDocument,
    "mutation BatchDisableEditionPage($ids: [ID!]!) { result: batchDisableEditionPage(ids: $ids) { count } }": typeof types.BatchDisableEditionPageDocument,
    "mutation BatchRemoveEditionPage($ids: [ID!]!) { result: batchRemoveEditionPage(ids: $ids) { count } }": typeof types.BatchRemoveEditionPageDocument,
    "\n    query AdminExhibitionPicturesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionPictureSortField, $order: SortOrder) {\n      page: adminExhibitionPictures(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id image caption sort enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminExhibitionPicturesQueryDocument,
    "query AdminExhibitionPictureQuery($id: ID!) { item: adminExhibitionPicture(id: $id) { id image caption description sort enabled } }": typeof types.AdminExhibitionPictureQueryDocument,
    "mutation CreateExhibitionPicture($input: ExhibitionPictureInput!) { result: createExhibitionPicture(input: $input) { id } }": typeof types.CreateExhibitionPictureDocument,
    "mutation UpdateExhibitionPicture($id: ID!, $input: ExhibitionPictureInput!) { result: updateExhibitionPicture(id: $id, input: $input) { id } }": typeof types.UpdateExhibitionPictureDocument,
    "mutation EnableExhibitionPicture($id: ID!) { result: enableExhibitionPicture(id: $id) { id enabled } }": typeof types.EnableExhibitionPictureDocument,
    "mutation DisableExhibitionPicture($id: ID!) { result: disableExhibitionPicture(id: $id) { id enabled } }": typeof types.DisableExhibitionPictureDocument,
    "mutation RemoveExhibitionPicture($id: ID!) { result: removeExhibitionPicture(id: $id) }": typeof types.RemoveExhibitionPictureDocument,
    "mutation BatchEnableExhibitionPicture($ids: [ID!]!) { result: batchEnableExhibitionPicture(ids: $ids) { count } }": typeof types.BatchEnableExhibitionPictureDocument,
    "mutation BatchDisableExhibitionPicture($ids: [ID!]!) { result: batchDisableExhibitionPicture(ids: $ids) { count } }": typeof types.BatchDisableExhibitionPictureDocument,
    "mutation BatchRemoveExhibitionPicture($ids: [ID!]!) { result: batchRemoveExhibitionPicture(ids: $ids) { count } }": typeof types.BatchRemoveExhibitionPictureDocument,
    "\n    query AdminJournalArticlesQuery($filter: JournalArticleFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalArticleSortField, $order: SortOrder) {\n      page: adminJournalArticles(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title creators pages sort enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminJournalArticlesQueryDocument,
    "query AdminJournalArticleQuery($id: ID!) { item: adminJournalArticle(id: $id) { id title creators pages summary file sort enabled } }": typeof types.AdminJournalArticleQueryDocument,
    "mutation CreateJournalArticle($input: JournalArticleInput!) { result: createJournalArticle(input: $input) { id } }": typeof types.CreateJournalArticleDocument,
    "mutation UpdateJournalArticle($id: ID!, $input: JournalArticleInput!) { result: updateJournalArticle(id: $id, input: $input) { id } }": typeof types.UpdateJournalArticleDocument,
    "mutation EnableJournalArticle($id: ID!) { result: enableJournalArticle(id: $id) { id enabled } }": typeof types.EnableJournalArticleDocument,
    "mutation DisableJournalArticle($id: ID!) { result: disableJournalArticle(id: $id) { id enabled } }": typeof types.DisableJournalArticleDocument,
    "mutation RemoveJournalArticle($id: ID!) { result: removeJournalArticle(id: $id) }": typeof types.RemoveJournalArticleDocument,
    "mutation BatchEnableJournalArticle($ids: [ID!]!) { result: batchEnableJournalArticle(ids: $ids) { count } }": typeof types.BatchEnableJournalArticleDocument,
    "mutation BatchDisableJournalArticle($ids: [ID!]!) { result: batchDisableJournalArticle(ids: $ids) { count } }": typeof types.BatchDisableJournalArticleDocument,
    "mutation BatchRemoveJournalArticle($ids: [ID!]!) { result: batchRemoveJournalArticle(ids: $ids) { count } }": typeof types.BatchRemoveJournalArticleDocument,
    "\n    query AdminJournalVolumesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalVolumeSortField, $order: SortOrder) {\n      page: adminJournalVolumes(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id year issue title cover sort enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminJournalVolumesQueryDocument,
    "query AdminJournalVolumeQuery($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title cover sort enabled } }": typeof types.AdminJournalVolumeQueryDocument,
    "mutation CreateJournalVolume($input: JournalVolumeInput!) { result: createJournalVolume(input: $input) { id } }": typeof types.CreateJournalVolumeDocument,
    "mutation UpdateJournalVolume($id: ID!, $input: JournalVolumeInput!) { result: updateJournalVolume(id: $id, input: $input) { id } }": typeof types.UpdateJournalVolumeDocument,
    "mutation EnableJournalVolume($id: ID!) { result: enableJournalVolume(id: $id) { id enabled } }": typeof types.EnableJournalVolumeDocument,
    "mutation DisableJournalVolume($id: ID!) { result: disableJournalVolume(id: $id) { id enabled } }": typeof types.DisableJournalVolumeDocument,
    "mutation RemoveJournalVolume($id: ID!) { result: removeJournalVolume(id: $id) }": typeof types.RemoveJournalVolumeDocument,
    "mutation BatchEnableJournalVolume($ids: [ID!]!) { result: batchEnableJournalVolume(ids: $ids) { count } }": typeof types.BatchEnableJournalVolumeDocument,
    "mutation BatchDisableJournalVolume($ids: [ID!]!) { result: batchDisableJournalVolume(ids: $ids) { count } }": typeof types.BatchDisableJournalVolumeDocument,
    "mutation BatchRemoveJournalVolume($ids: [ID!]!) { result: batchRemoveJournalVolume(ids: $ids) { count } }": typeof types.BatchRemoveJournalVolumeDocument,
    "\n    query AdminNewspaperEditionsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperEditionSortField, $order: SortOrder) {\n      page: adminNewspaperEditions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id editionDate issue enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminNewspaperEditionsQueryDocument,
    "query AdminNewspaperEditionQuery($id: ID!) { item: adminNewspaperEdition(id: $id) { id editionDate issue sort enabled } }": typeof types.AdminNewspaperEditionQueryDocument,
    "mutation CreateNewspaperEdition($input: NewspaperEditionInput!) { result: createNewspaperEdition(input: $input) { id } }": typeof types.CreateNewspaperEditionDocument,
    "mutation UpdateNewspaperEdition($id: ID!, $input: NewspaperEditionInput!) { result: updateNewspaperEdition(id: $id, input: $input) { id } }": typeof types.UpdateNewspaperEditionDocument,
    "mutation EnableNewspaperEdition($id: ID!) { result: enableNewspaperEdition(id: $id) { id enabled } }": typeof types.EnableNewspaperEditionDocument,
    "mutation DisableNewspaperEdition($id: ID!) { result: disableNewspaperEdition(id: $id) { id enabled } }": typeof types.DisableNewspaperEditionDocument,
    "mutation RemoveNewspaperEdition($id: ID!) { result: removeNewspaperEdition(id: $id) }": typeof types.RemoveNewspaperEditionDocument,
    "mutation BatchEnableNewspaperEdition($ids: [ID!]!) { result: batchEnableNewspaperEdition(ids: $ids) { count } }": typeof types.BatchEnableNewspaperEditionDocument,
    "mutation BatchDisableNewspaperEdition($ids: [ID!]!) { result: batchDisableNewspaperEdition(ids: $ids) { count } }": typeof types.BatchDisableNewspaperEditionDocument,
    "mutation BatchRemoveNewspaperEdition($ids: [ID!]!) { result: batchRemoveNewspaperEdition(ids: $ids) { count } }": typeof types.BatchRemoveNewspaperEditionDocument,
    "\n    query AdminVideoItemsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoItemSortField, $order: SortOrder) {\n      page: adminVideoItems(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title poster duration conversion conversionProgress conversionError sort enabled }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminVideoItemsQueryDocument,
    "query AdminVideoItemQuery($id: ID!) { item: adminVideoItem(id: $id) { id title file poster sort enabled } }": typeof types.AdminVideoItemQueryDocument,
    "mutation CreateVideoItem($input: VideoItemInput!) { result: createVideoItem(input: $input) { id } }": typeof types.CreateVideoItemDocument,
    "mutation UpdateVideoItem($id: ID!, $input: VideoItemInput!) { result: updateVideoItem(id: $id, input: $input) { id } }": typeof types.UpdateVideoItemDocument,
    "mutation EnableVideoItem($id: ID!) { result: enableVideoItem(id: $id) { id enabled } }": typeof types.EnableVideoItemDocument,
    "mutation DisableVideoItem($id: ID!) { result: disableVideoItem(id: $id) { id enabled } }": typeof types.DisableVideoItemDocument,
    "mutation RemoveVideoItem($id: ID!) { result: removeVideoItem(id: $id) }": typeof types.RemoveVideoItemDocument,
    "mutation BatchEnableVideoItem($ids: [ID!]!) { result: batchEnableVideoItem(ids: $ids) { count } }": typeof types.BatchEnableVideoItemDocument,
    "mutation BatchDisableVideoItem($ids: [ID!]!) { result: batchDisableVideoItem(ids: $ids) { count } }": typeof types.BatchDisableVideoItemDocument,
    "mutation BatchRemoveVideoItem($ids: [ID!]!) { result: batchRemoveVideoItem(ids: $ids) { count } }": typeof types.BatchRemoveVideoItemDocument,
    "\n    query AdminFriendLinksQuery($filter: FriendLinkFilter, $page: Int!, $pageSize: Int!, $sortBy: FriendLinkSortField, $order: SortOrder) {\n      page: adminFriendLinks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name url logo sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminFriendLinksQueryDocument,
    "query AdminFriendLinkQuery($id: ID!) { item: adminFriendLink(id: $id) { id name url logo sort enabled recommended } }": typeof types.AdminFriendLinkQueryDocument,
    "mutation CreateFriendLink($input: FriendLinkInput!) { result: createFriendLink(input: $input) { id } }": typeof types.CreateFriendLinkDocument,
    "mutation UpdateFriendLink($id: ID!, $input: FriendLinkInput!) { result: updateFriendLink(id: $id, input: $input) { id } }": typeof types.UpdateFriendLinkDocument,
    "mutation EnableFriendLink($id: ID!) { result: enableFriendLink(id: $id) { id enabled } }": typeof types.EnableFriendLinkDocument,
    "mutation DisableFriendLink($id: ID!) { result: disableFriendLink(id: $id) { id enabled } }": typeof types.DisableFriendLinkDocument,
    "mutation RecommendFriendLink($id: ID!) { result: recommendFriendLink(id: $id) { id recommended } }": typeof types.RecommendFriendLinkDocument,
    "mutation UnrecommendFriendLink($id: ID!) { result: unrecommendFriendLink(id: $id) { id recommended } }": typeof types.UnrecommendFriendLinkDocument,
    "mutation RemoveFriendLink($id: ID!) { result: removeFriendLink(id: $id) }": typeof types.RemoveFriendLinkDocument,
    "mutation BatchEnableFriendLink($ids: [ID!]!) { result: batchEnableFriendLink(ids: $ids) { count } }": typeof types.BatchEnableFriendLinkDocument,
    "mutation BatchDisableFriendLink($ids: [ID!]!) { result: batchDisableFriendLink(ids: $ids) { count } }": typeof types.BatchDisableFriendLinkDocument,
    "mutation BatchRecommendFriendLink($ids: [ID!]!) { result: batchRecommendFriendLink(ids: $ids) { count } }": typeof types.BatchRecommendFriendLinkDocument,
    "mutation BatchUnrecommendFriendLink($ids: [ID!]!) { result: batchUnrecommendFriendLink(ids: $ids) { count } }": typeof types.BatchUnrecommendFriendLinkDocument,
    "mutation BatchRemoveFriendLink($ids: [ID!]!) { result: batchRemoveFriendLink(ids: $ids) { count } }": typeof types.BatchRemoveFriendLinkDocument,
    "\n    query AdminAudiosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioSortField, $order: SortOrder) {\n      page: adminAudios(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminAudiosQueryDocument,
    "query AdminAudioQuery($id: ID!) { item: adminAudio(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort narrator } }": typeof types.AdminAudioQueryDocument,
    "mutation CreateAudio($input: AudioInput!) { result: createAudio(input: $input) { id } }": typeof types.CreateAudioDocument,
    "mutation UpdateAudio($id: ID!, $input: AudioInput!) { result: updateAudio(id: $id, input: $input) { id } }": typeof types.UpdateAudioDocument,
    "mutation EnableAudio($id: ID!) { result: enableAudio(id: $id) { id enabled } }": typeof types.EnableAudioDocument,
    "mutation DisableAudio($id: ID!) { result: disableAudio(id: $id) { id enabled } }": typeof types.DisableAudioDocument,
    "mutation RecommendAudio($id: ID!) { result: recommendAudio(id: $id) { id recommended } }": typeof types.RecommendAudioDocument,
    "mutation UnrecommendAudio($id: ID!) { result: unrecommendAudio(id: $id) { id recommended } }": typeof types.UnrecommendAudioDocument,
    "mutation ShelveAudio($id: ID!) { result: shelveAudio(id: $id) { id onShelf } }": typeof types.ShelveAudioDocument,
    "mutation UnshelveAudio($id: ID!) { result: unshelveAudio(id: $id) { id onShelf } }": typeof types.UnshelveAudioDocument,
    "mutation RemoveAudio($id: ID!) { result: removeAudio(id: $id) }": typeof types.RemoveAudioDocument,
    "mutation SetPermissionAudio($id: ID!, $value: ResourcePermission!) { result: setPermissionAudio(id: $id, value: $value) { id permission } }": typeof types.SetPermissionAudioDocument,
    "mutation BatchEnableAudio($ids: [ID!]!) { result: batchEnableAudio(ids: $ids) { count } }": typeof types.BatchEnableAudioDocument,
    "mutation BatchDisableAudio($ids: [ID!]!) { result: batchDisableAudio(ids: $ids) { count } }": typeof types.BatchDisableAudioDocument,
    "mutation BatchRecommendAudio($ids: [ID!]!) { result: batchRecommendAudio(ids: $ids) { count } }": typeof types.BatchRecommendAudioDocument,
    "mutation BatchUnrecommendAudio($ids: [ID!]!) { result: batchUnrecommendAudio(ids: $ids) { count } }": typeof types.BatchUnrecommendAudioDocument,
    "mutation BatchShelveAudio($ids: [ID!]!) { result: batchShelveAudio(ids: $ids) { count } }": typeof types.BatchShelveAudioDocument,
    "mutation BatchUnshelveAudio($ids: [ID!]!) { result: batchUnshelveAudio(ids: $ids) { count } }": typeof types.BatchUnshelveAudioDocument,
    "mutation BatchRemoveAudio($ids: [ID!]!) { result: batchRemoveAudio(ids: $ids) { count } }": typeof types.BatchRemoveAudioDocument,
    "mutation BatchSetPermissionAudio($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionAudio(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionAudioDocument,
    "\n    query AdminBooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: BookSortField, $order: SortOrder) {\n      page: adminBooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminBooksQueryDocument,
    "query AdminBookQuery($id: ID!) { item: adminBook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn callNumber pages edition } }": typeof types.AdminBookQueryDocument,
    "mutation CreateBook($input: BookInput!) { result: createBook(input: $input) { id } }": typeof types.CreateBookDocument,
    "mutation UpdateBook($id: ID!, $input: BookInput!) { result: updateBook(id: $id, input: $input) { id } }": typeof types.UpdateBookDocument,
    "mutation EnableBook($id: ID!) { result: enableBook(id: $id) { id enabled } }": typeof types.EnableBookDocument,
    "mutation DisableBook($id: ID!) { result: disableBook(id: $id) { id enabled } }": typeof types.DisableBookDocument,
    "mutation RecommendBook($id: ID!) { result: recommendBook(id: $id) { id recommended } }": typeof types.RecommendBookDocument,
    "mutation UnrecommendBook($id: ID!) { result: unrecommendBook(id: $id) { id recommended } }": typeof types.UnrecommendBookDocument,
    "mutation ShelveBook($id: ID!) { result: shelveBook(id: $id) { id onShelf } }": typeof types.ShelveBookDocument,
    "mutation UnshelveBook($id: ID!) { result: unshelveBook(id: $id) { id onShelf } }": typeof types.UnshelveBookDocument,
    "mutation RemoveBook($id: ID!) { result: removeBook(id: $id) }": typeof types.RemoveBookDocument,
    "mutation SetPermissionBook($id: ID!, $value: ResourcePermission!) { result: setPermissionBook(id: $id, value: $value) { id permission } }": typeof types.SetPermissionBookDocument,
    "mutation BatchEnableBook($ids: [ID!]!) { result: batchEnableBook(ids: $ids) { count } }": typeof types.BatchEnableBookDocument,
    "mutation BatchDisableBook($ids: [ID!]!) { result: batchDisableBook(ids: $ids) { count } }": typeof types.BatchDisableBookDocument,
    "mutation BatchRecommendBook($ids: [ID!]!) { result: batchRecommendBook(ids: $ids) { count } }": typeof types.BatchRecommendBookDocument,
    "mutation BatchUnrecommendBook($ids: [ID!]!) { result: batchUnrecommendBook(ids: $ids) { count } }": typeof types.BatchUnrecommendBookDocument,
    "mutation BatchShelveBook($ids: [ID!]!) { result: batchShelveBook(ids: $ids) { count } }": typeof types.BatchShelveBookDocument,
    "mutation BatchUnshelveBook($ids: [ID!]!) { result: batchUnshelveBook(ids: $ids) { count } }": typeof types.BatchUnshelveBookDocument,
    "mutation BatchRemoveBook($ids: [ID!]!) { result: batchRemoveBook(ids: $ids) { count } }": typeof types.BatchRemoveBookDocument,
    "mutation BatchSetPermissionBook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionBook(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionBookDocument,
    "\n    query AdminDatabaseResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DatabaseResourceSortField, $order: SortOrder) {\n      page: adminDatabaseResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminDatabaseResourcesQueryDocument,
    "query AdminDatabaseResourceQuery($id: ID!) { item: adminDatabaseResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url accessRules } }": typeof types.AdminDatabaseResourceQueryDocument,
    "mutation CreateDatabaseResource($input: DatabaseResourceInput!) { result: createDatabaseResource(input: $input) { id } }": typeof types.CreateDatabaseResourceDocument,
    "mutation UpdateDatabaseResource($id: ID!, $input: DatabaseResourceInput!) { result: updateDatabaseResource(id: $id, input: $input) { id } }": typeof types.UpdateDatabaseResourceDocument,
    "mutation EnableDatabaseResource($id: ID!) { result: enableDatabaseResource(id: $id) { id enabled } }": typeof types.EnableDatabaseResourceDocument,
    "mutation DisableDatabaseResource($id: ID!) { result: disableDatabaseResource(id: $id) { id enabled } }": typeof types.DisableDatabaseResourceDocument,
    "mutation RecommendDatabaseResource($id: ID!) { result: recommendDatabaseResource(id: $id) { id recommended } }": typeof types.RecommendDatabaseResourceDocument,
    "mutation UnrecommendDatabaseResource($id: ID!) { result: unrecommendDatabaseResource(id: $id) { id recommended } }": typeof types.UnrecommendDatabaseResourceDocument,
    "mutation ShelveDatabaseResource($id: ID!) { result: shelveDatabaseResource(id: $id) { id onShelf } }": typeof types.ShelveDatabaseResourceDocument,
    "mutation UnshelveDatabaseResource($id: ID!) { result: unshelveDatabaseResource(id: $id) { id onShelf } }": typeof types.UnshelveDatabaseResourceDocument,
    "mutation RemoveDatabaseResource($id: ID!) { result: removeDatabaseResource(id: $id) }": typeof types.RemoveDatabaseResourceDocument,
    "mutation SetPermissionDatabaseResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDatabaseResource(id: $id, value: $value) { id permission } }": typeof types.SetPermissionDatabaseResourceDocument,
    "mutation BatchEnableDatabaseResource($ids: [ID!]!) { result: batchEnableDatabaseResource(ids: $ids) { count } }": typeof types.BatchEnableDatabaseResourceDocument,
    "mutation BatchDisableDatabaseResource($ids: [ID!]!) { result: batchDisableDatabaseResource(ids: $ids) { count } }": typeof types.BatchDisableDatabaseResourceDocument,
    "mutation BatchRecommendDatabaseResource($ids: [ID!]!) { result: batchRecommendDatabaseResource(ids: $ids) { count } }": typeof types.BatchRecommendDatabaseResourceDocument,
    "mutation BatchUnrecommendDatabaseResource($ids: [ID!]!) { result: batchUnrecommendDatabaseResource(ids: $ids) { count } }": typeof types.BatchUnrecommendDatabaseResourceDocument,
    "mutation BatchShelveDatabaseResource($ids: [ID!]!) { result: batchShelveDatabaseResource(ids: $ids) { count } }": typeof types.BatchShelveDatabaseResourceDocument,
    "mutation BatchUnshelveDatabaseResource($ids: [ID!]!) { result: batchUnshelveDatabaseResource(ids: $ids) { count } }": typeof types.BatchUnshelveDatabaseResourceDocument,
    "mutation BatchRemoveDatabaseResource($ids: [ID!]!) { result: batchRemoveDatabaseResource(ids: $ids) { count } }": typeof types.BatchRemoveDatabaseResourceDocument,
    "mutation BatchSetPermissionDatabaseResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDatabaseResource(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionDatabaseResourceDocument,
    "\n    query AdminDigitalResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DigitalResourceSortField, $order: SortOrder) {\n      page: adminDigitalResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminDigitalResourcesQueryDocument,
    "query AdminDigitalResourceQuery($id: ID!) { item: adminDigitalResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url format file } }": typeof types.AdminDigitalResourceQueryDocument,
    "mutation CreateDigitalResource($input: DigitalResourceInput!) { result: createDigitalResource(input: $input) { id } }": typeof types.CreateDigitalResourceDocument,
    "mutation UpdateDigitalResource($id: ID!, $input: DigitalResourceInput!) { result: updateDigitalResource(id: $id, input: $input) { id } }": typeof types.UpdateDigitalResourceDocument,
    "mutation EnableDigitalResource($id: ID!) { result: enableDigitalResource(id: $id) { id enabled } }": typeof types.EnableDigitalResourceDocument,
    "mutation DisableDigitalResource($id: ID!) { result: disableDigitalResource(id: $id) { id enabled } }": typeof types.DisableDigitalResourceDocument,
    "mutation RecommendDigitalResource($id: ID!) { result: recommendDigitalResource(id: $id) { id recommended } }": typeof types.RecommendDigitalResourceDocument,
    "mutation UnrecommendDigitalResource($id: ID!) { result: unrecommendDigitalResource(id: $id) { id recommended } }": typeof types.UnrecommendDigitalResourceDocument,
    "mutation ShelveDigitalResource($id: ID!) { result: shelveDigitalResource(id: $id) { id onShelf } }": typeof types.ShelveDigitalResourceDocument,
    "mutation UnshelveDigitalResource($id: ID!) { result: unshelveDigitalResource(id: $id) { id onShelf } }": typeof types.UnshelveDigitalResourceDocument,
    "mutation RemoveDigitalResource($id: ID!) { result: removeDigitalResource(id: $id) }": typeof types.RemoveDigitalResourceDocument,
    "mutation SetPermissionDigitalResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDigitalResource(id: $id, value: $value) { id permission } }": typeof types.SetPermissionDigitalResourceDocument,
    "mutation BatchEnableDigitalResource($ids: [ID!]!) { result: batchEnableDigitalResource(ids: $ids) { count } }": typeof types.BatchEnableDigitalResourceDocument,
    "mutation BatchDisableDigitalResource($ids: [ID!]!) { result: batchDisableDigitalResource(ids: $ids) { count } }": typeof types.BatchDisableDigitalResourceDocument,
    "mutation BatchRecommendDigitalResource($ids: [ID!]!) { result: batchRecommendDigitalResource(ids: $ids) { count } }": typeof types.BatchRecommendDigitalResourceDocument,
    "mutation BatchUnrecommendDigitalResource($ids: [ID!]!) { result: batchUnrecommendDigitalResource(ids: $ids) { count } }": typeof types.BatchUnrecommendDigitalResourceDocument,
    "mutation BatchShelveDigitalResource($ids: [ID!]!) { result: batchShelveDigitalResource(ids: $ids) { count } }": typeof types.BatchShelveDigitalResourceDocument,
    "mutation BatchUnshelveDigitalResource($ids: [ID!]!) { result: batchUnshelveDigitalResource(ids: $ids) { count } }": typeof types.BatchUnshelveDigitalResourceDocument,
    "mutation BatchRemoveDigitalResource($ids: [ID!]!) { result: batchRemoveDigitalResource(ids: $ids) { count } }": typeof types.BatchRemoveDigitalResourceDocument,
    "mutation BatchSetPermissionDigitalResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDigitalResource(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionDigitalResourceDocument,
    "\n    query AdminEbooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookSortField, $order: SortOrder) {\n      page: adminEbooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminEbooksQueryDocument,
    "query AdminEbookQuery($id: ID!) { item: adminEbook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn pages file } }": typeof types.AdminEbookQueryDocument,
    "mutation CreateEbook($input: EbookInput!) { result: createEbook(input: $input) { id } }": typeof types.CreateEbookDocument,
    "mutation UpdateEbook($id: ID!, $input: EbookInput!) { result: updateEbook(id: $id, input: $input) { id } }": typeof types.UpdateEbookDocument,
    "mutation EnableEbook($id: ID!) { result: enableEbook(id: $id) { id enabled } }": typeof types.EnableEbookDocument,
    "mutation DisableEbook($id: ID!) { result: disableEbook(id: $id) { id enabled } }": typeof types.DisableEbookDocument,
    "mutation RecommendEbook($id: ID!) { result: recommendEbook(id: $id) { id recommended } }": typeof types.RecommendEbookDocument,
    "mutation UnrecommendEbook($id: ID!) { result: unrecommendEbook(id: $id) { id recommended } }": typeof types.UnrecommendEbookDocument,
    "mutation ShelveEbook($id: ID!) { result: shelveEbook(id: $id) { id onShelf } }": typeof types.ShelveEbookDocument,
    "mutation UnshelveEbook($id: ID!) { result: unshelveEbook(id: $id) { id onShelf } }": typeof types.UnshelveEbookDocument,
    "mutation RemoveEbook($id: ID!) { result: removeEbook(id: $id) }": typeof types.RemoveEbookDocument,
    "mutation SetPermissionEbook($id: ID!, $value: ResourcePermission!) { result: setPermissionEbook(id: $id, value: $value) { id permission } }": typeof types.SetPermissionEbookDocument,
    "mutation BatchEnableEbook($ids: [ID!]!) { result: batchEnableEbook(ids: $ids) { count } }": typeof types.BatchEnableEbookDocument,
    "mutation BatchDisableEbook($ids: [ID!]!) { result: batchDisableEbook(ids: $ids) { count } }": typeof types.BatchDisableEbookDocument,
    "mutation BatchRecommendEbook($ids: [ID!]!) { result: batchRecommendEbook(ids: $ids) { count } }": typeof types.BatchRecommendEbookDocument,
    "mutation BatchUnrecommendEbook($ids: [ID!]!) { result: batchUnrecommendEbook(ids: $ids) { count } }": typeof types.BatchUnrecommendEbookDocument,
    "mutation BatchShelveEbook($ids: [ID!]!) { result: batchShelveEbook(ids: $ids) { count } }": typeof types.BatchShelveEbookDocument,
    "mutation BatchUnshelveEbook($ids: [ID!]!) { result: batchUnshelveEbook(ids: $ids) { count } }": typeof types.BatchUnshelveEbookDocument,
    "mutation BatchRemoveEbook($ids: [ID!]!) { result: batchRemoveEbook(ids: $ids) { count } }": typeof types.BatchRemoveEbookDocument,
    "mutation BatchSetPermissionEbook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionEbook(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionEbookDocument,
    "\n    query AdminExhibitionsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionSortField, $order: SortOrder) {\n      page: adminExhibitions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminExhibitionsQueryDocument,
    "query AdminExhibitionQuery($id: ID!) { item: adminExhibition(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort venue startsOn endsOn } }": typeof types.AdminExhibitionQueryDocument,
    "mutation CreateExhibition($input: ExhibitionInput!) { result: createExhibition(input: $input) { id } }": typeof types.CreateExhibitionDocument,
    "mutation UpdateExhibition($id: ID!, $input: ExhibitionInput!) { result: updateExhibition(id: $id, input: $input) { id } }": typeof types.UpdateExhibitionDocument,
    "mutation EnableExhibition($id: ID!) { result: enableExhibition(id: $id) { id enabled } }": typeof types.EnableExhibitionDocument,
    "mutation DisableExhibition($id: ID!) { result: disableExhibition(id: $id) { id enabled } }": typeof types.DisableExhibitionDocument,
    "mutation RecommendExhibition($id: ID!) { result: recommendExhibition(id: $id) { id recommended } }": typeof types.RecommendExhibitionDocument,
    "mutation UnrecommendExhibition($id: ID!) { result: unrecommendExhibition(id: $id) { id recommended } }": typeof types.UnrecommendExhibitionDocument,
    "mutation ShelveExhibition($id: ID!) { result: shelveExhibition(id: $id) { id onShelf } }": typeof types.ShelveExhibitionDocument,
    "mutation UnshelveExhibition($id: ID!) { result: unshelveExhibition(id: $id) { id onShelf } }": typeof types.UnshelveExhibitionDocument,
    "mutation RemoveExhibition($id: ID!) { result: removeExhibition(id: $id) }": typeof types.RemoveExhibitionDocument,
    "mutation SetPermissionExhibition($id: ID!, $value: ResourcePermission!) { result: setPermissionExhibition(id: $id, value: $value) { id permission } }": typeof types.SetPermissionExhibitionDocument,
    "mutation BatchEnableExhibition($ids: [ID!]!) { result: batchEnableExhibition(ids: $ids) { count } }": typeof types.BatchEnableExhibitionDocument,
    "mutation BatchDisableExhibition($ids: [ID!]!) { result: batchDisableExhibition(ids: $ids) { count } }": typeof types.BatchDisableExhibitionDocument,
    "mutation BatchRecommendExhibition($ids: [ID!]!) { result: batchRecommendExhibition(ids: $ids) { count } }": typeof types.BatchRecommendExhibitionDocument,
    "mutation BatchUnrecommendExhibition($ids: [ID!]!) { result: batchUnrecommendExhibition(ids: $ids) { count } }": typeof types.BatchUnrecommendExhibitionDocument,
    "mutation BatchShelveExhibition($ids: [ID!]!) { result: batchShelveExhibition(ids: $ids) { count } }": typeof types.BatchShelveExhibitionDocument,
    "mutation BatchUnshelveExhibition($ids: [ID!]!) { result: batchUnshelveExhibition(ids: $ids) { count } }": typeof types.BatchUnshelveExhibitionDocument,
    "mutation BatchRemoveExhibition($ids: [ID!]!) { result: batchRemoveExhibition(ids: $ids) { count } }": typeof types.BatchRemoveExhibitionDocument,
    "mutation BatchSetPermissionExhibition($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionExhibition(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionExhibitionDocument,
    "\n    query AdminJournalsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalSortField, $order: SortOrder) {\n      page: adminJournals(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminJournalsQueryDocument,
    "query AdminJournalQuery($id: ID!) { item: adminJournal(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }": typeof types.AdminJournalQueryDocument,
    "mutation CreateJournal($input: JournalInput!) { result: createJournal(input: $input) { id } }": typeof types.CreateJournalDocument,
    "mutation UpdateJournal($id: ID!, $input: JournalInput!) { result: updateJournal(id: $id, input: $input) { id } }": typeof types.UpdateJournalDocument,
    "mutation EnableJournal($id: ID!) { result: enableJournal(id: $id) { id enabled } }": typeof types.EnableJournalDocument,
    "mutation DisableJournal($id: ID!) { result: disableJournal(id: $id) { id enabled } }": typeof types.DisableJournalDocument,
    "mutation RecommendJournal($id: ID!) { result: recommendJournal(id: $id) { id recommended } }": typeof types.RecommendJournalDocument,
    "mutation UnrecommendJournal($id: ID!) { result: unrecommendJournal(id: $id) { id recommended } }": typeof types.UnrecommendJournalDocument,
    "mutation ShelveJournal($id: ID!) { result: shelveJournal(id: $id) { id onShelf } }": typeof types.ShelveJournalDocument,
    "mutation UnshelveJournal($id: ID!) { result: unshelveJournal(id: $id) { id onShelf } }": typeof types.UnshelveJournalDocument,
    "mutation RemoveJournal($id: ID!) { result: removeJournal(id: $id) }": typeof types.RemoveJournalDocument,
    "mutation SetPermissionJournal($id: ID!, $value: ResourcePermission!) { result: setPermissionJournal(id: $id, value: $value) { id permission } }": typeof types.SetPermissionJournalDocument,
    "mutation BatchEnableJournal($ids: [ID!]!) { result: batchEnableJournal(ids: $ids) { count } }": typeof types.BatchEnableJournalDocument,
    "mutation BatchDisableJournal($ids: [ID!]!) { result: batchDisableJournal(ids: $ids) { count } }": typeof types.BatchDisableJournalDocument,
    "mutation BatchRecommendJournal($ids: [ID!]!) { result: batchRecommendJournal(ids: $ids) { count } }": typeof types.BatchRecommendJournalDocument,
    "mutation BatchUnrecommendJournal($ids: [ID!]!) { result: batchUnrecommendJournal(ids: $ids) { count } }": typeof types.BatchUnrecommendJournalDocument,
    "mutation BatchShelveJournal($ids: [ID!]!) { result: batchShelveJournal(ids: $ids) { count } }": typeof types.BatchShelveJournalDocument,
    "mutation BatchUnshelveJournal($ids: [ID!]!) { result: batchUnshelveJournal(ids: $ids) { count } }": typeof types.BatchUnshelveJournalDocument,
    "mutation BatchRemoveJournal($ids: [ID!]!) { result: batchRemoveJournal(ids: $ids) { count } }": typeof types.BatchRemoveJournalDocument,
    "mutation BatchSetPermissionJournal($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionJournal(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionJournalDocument,
    "\n    query AdminNewspapersQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperSortField, $order: SortOrder) {\n      page: adminNewspapers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminNewspapersQueryDocument,
    "query AdminNewspaperQuery($id: ID!) { item: adminNewspaper(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }": typeof types.AdminNewspaperQueryDocument,
    "mutation CreateNewspaper($input: NewspaperInput!) { result: createNewspaper(input: $input) { id } }": typeof types.CreateNewspaperDocument,
    "mutation UpdateNewspaper($id: ID!, $input: NewspaperInput!) { result: updateNewspaper(id: $id, input: $input) { id } }": typeof types.UpdateNewspaperDocument,
    "mutation EnableNewspaper($id: ID!) { result: enableNewspaper(id: $id) { id enabled } }": typeof types.EnableNewspaperDocument,
    "mutation DisableNewspaper($id: ID!) { result: disableNewspaper(id: $id) { id enabled } }": typeof types.DisableNewspaperDocument,
    "mutation RecommendNewspaper($id: ID!) { result: recommendNewspaper(id: $id) { id recommended } }": typeof types.RecommendNewspaperDocument,
    "mutation UnrecommendNewspaper($id: ID!) { result: unrecommendNewspaper(id: $id) { id recommended } }": typeof types.UnrecommendNewspaperDocument,
    "mutation ShelveNewspaper($id: ID!) { result: shelveNewspaper(id: $id) { id onShelf } }": typeof types.ShelveNewspaperDocument,
    "mutation UnshelveNewspaper($id: ID!) { result: unshelveNewspaper(id: $id) { id onShelf } }": typeof types.UnshelveNewspaperDocument,
    "mutation RemoveNewspaper($id: ID!) { result: removeNewspaper(id: $id) }": typeof types.RemoveNewspaperDocument,
    "mutation SetPermissionNewspaper($id: ID!, $value: ResourcePermission!) { result: setPermissionNewspaper(id: $id, value: $value) { id permission } }": typeof types.SetPermissionNewspaperDocument,
    "mutation BatchEnableNewspaper($ids: [ID!]!) { result: batchEnableNewspaper(ids: $ids) { count } }": typeof types.BatchEnableNewspaperDocument,
    "mutation BatchDisableNewspaper($ids: [ID!]!) { result: batchDisableNewspaper(ids: $ids) { count } }": typeof types.BatchDisableNewspaperDocument,
    "mutation BatchRecommendNewspaper($ids: [ID!]!) { result: batchRecommendNewspaper(ids: $ids) { count } }": typeof types.BatchRecommendNewspaperDocument,
    "mutation BatchUnrecommendNewspaper($ids: [ID!]!) { result: batchUnrecommendNewspaper(ids: $ids) { count } }": typeof types.BatchUnrecommendNewspaperDocument,
    "mutation BatchShelveNewspaper($ids: [ID!]!) { result: batchShelveNewspaper(ids: $ids) { count } }": typeof types.BatchShelveNewspaperDocument,
    "mutation BatchUnshelveNewspaper($ids: [ID!]!) { result: batchUnshelveNewspaper(ids: $ids) { count } }": typeof types.BatchUnshelveNewspaperDocument,
    "mutation BatchRemoveNewspaper($ids: [ID!]!) { result: batchRemoveNewspaper(ids: $ids) { count } }": typeof types.BatchRemoveNewspaperDocument,
    "mutation BatchSetPermissionNewspaper($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionNewspaper(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionNewspaperDocument,
    "\n    query AdminThesesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ThesisSortField, $order: SortOrder) {\n      page: adminTheses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminThesesQueryDocument,
    "query AdminThesisQuery($id: ID!) { item: adminThesis(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort degree institution advisor discipline file } }": typeof types.AdminThesisQueryDocument,
    "mutation CreateThesis($input: ThesisInput!) { result: createThesis(input: $input) { id } }": typeof types.CreateThesisDocument,
    "mutation UpdateThesis($id: ID!, $input: ThesisInput!) { result: updateThesis(id: $id, input: $input) { id } }": typeof types.UpdateThesisDocument,
    "mutation EnableThesis($id: ID!) { result: enableThesis(id: $id) { id enabled } }": typeof types.EnableThesisDocument,
    "mutation DisableThesis($id: ID!) { result: disableThesis(id: $id) { id enabled } }": typeof types.DisableThesisDocument,
    "mutation RecommendThesis($id: ID!) { result: recommendThesis(id: $id) { id recommended } }": typeof types.RecommendThesisDocument,
    "mutation UnrecommendThesis($id: ID!) { result: unrecommendThesis(id: $id) { id recommended } }": typeof types.UnrecommendThesisDocument,
    "mutation ShelveThesis($id: ID!) { result: shelveThesis(id: $id) { id onShelf } }": typeof types.ShelveThesisDocument,
    "mutation UnshelveThesis($id: ID!) { result: unshelveThesis(id: $id) { id onShelf } }": typeof types.UnshelveThesisDocument,
    "mutation RemoveThesis($id: ID!) { result: removeThesis(id: $id) }": typeof types.RemoveThesisDocument,
    "mutation SetPermissionThesis($id: ID!, $value: ResourcePermission!) { result: setPermissionThesis(id: $id, value: $value) { id permission } }": typeof types.SetPermissionThesisDocument,
    "mutation BatchEnableThesis($ids: [ID!]!) { result: batchEnableThesis(ids: $ids) { count } }": typeof types.BatchEnableThesisDocument,
    "mutation BatchDisableThesis($ids: [ID!]!) { result: batchDisableThesis(ids: $ids) { count } }": typeof types.BatchDisableThesisDocument,
    "mutation BatchRecommendThesis($ids: [ID!]!) { result: batchRecommendThesis(ids: $ids) { count } }": typeof types.BatchRecommendThesisDocument,
    "mutation BatchUnrecommendThesis($ids: [ID!]!) { result: batchUnrecommendThesis(ids: $ids) { count } }": typeof types.BatchUnrecommendThesisDocument,
    "mutation BatchShelveThesis($ids: [ID!]!) { result: batchShelveThesis(ids: $ids) { count } }": typeof types.BatchShelveThesisDocument,
    "mutation BatchUnshelveThesis($ids: [ID!]!) { result: batchUnshelveThesis(ids: $ids) { count } }": typeof types.BatchUnshelveThesisDocument,
    "mutation BatchRemoveThesis($ids: [ID!]!) { result: batchRemoveThesis(ids: $ids) { count } }": typeof types.BatchRemoveThesisDocument,
    "mutation BatchSetPermissionThesis($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionThesis(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionThesisDocument,
    "\n    query AdminVideosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoSortField, $order: SortOrder) {\n      page: adminVideos(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminVideosQueryDocument,
    "query AdminVideoQuery($id: ID!) { item: adminVideo(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort } }": typeof types.AdminVideoQueryDocument,
    "mutation CreateVideo($input: VideoInput!) { result: createVideo(input: $input) { id } }": typeof types.CreateVideoDocument,
    "mutation UpdateVideo($id: ID!, $input: VideoInput!) { result: updateVideo(id: $id, input: $input) { id } }": typeof types.UpdateVideoDocument,
    "mutation EnableVideo($id: ID!) { result: enableVideo(id: $id) { id enabled } }": typeof types.EnableVideoDocument,
    "mutation DisableVideo($id: ID!) { result: disableVideo(id: $id) { id enabled } }": typeof types.DisableVideoDocument,
    "mutation RecommendVideo($id: ID!) { result: recommendVideo(id: $id) { id recommended } }": typeof types.RecommendVideoDocument,
    "mutation UnrecommendVideo($id: ID!) { result: unrecommendVideo(id: $id) { id recommended } }": typeof types.UnrecommendVideoDocument,
    "mutation ShelveVideo($id: ID!) { result: shelveVideo(id: $id) { id onShelf } }": typeof types.ShelveVideoDocument,
    "mutation UnshelveVideo($id: ID!) { result: unshelveVideo(id: $id) { id onShelf } }": typeof types.UnshelveVideoDocument,
    "mutation RemoveVideo($id: ID!) { result: removeVideo(id: $id) }": typeof types.RemoveVideoDocument,
    "mutation SetPermissionVideo($id: ID!, $value: ResourcePermission!) { result: setPermissionVideo(id: $id, value: $value) { id permission } }": typeof types.SetPermissionVideoDocument,
    "mutation BatchEnableVideo($ids: [ID!]!) { result: batchEnableVideo(ids: $ids) { count } }": typeof types.BatchEnableVideoDocument,
    "mutation BatchDisableVideo($ids: [ID!]!) { result: batchDisableVideo(ids: $ids) { count } }": typeof types.BatchDisableVideoDocument,
    "mutation BatchRecommendVideo($ids: [ID!]!) { result: batchRecommendVideo(ids: $ids) { count } }": typeof types.BatchRecommendVideoDocument,
    "mutation BatchUnrecommendVideo($ids: [ID!]!) { result: batchUnrecommendVideo(ids: $ids) { count } }": typeof types.BatchUnrecommendVideoDocument,
    "mutation BatchShelveVideo($ids: [ID!]!) { result: batchShelveVideo(ids: $ids) { count } }": typeof types.BatchShelveVideoDocument,
    "mutation BatchUnshelveVideo($ids: [ID!]!) { result: batchUnshelveVideo(ids: $ids) { count } }": typeof types.BatchUnshelveVideoDocument,
    "mutation BatchRemoveVideo($ids: [ID!]!) { result: batchRemoveVideo(ids: $ids) { count } }": typeof types.BatchRemoveVideoDocument,
    "mutation BatchSetPermissionVideo($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionVideo(ids: $ids, value: $value) { count } }": typeof types.BatchSetPermissionVideoDocument,
    "\n    query AdminLibrariesQuery($filter: LibraryFilter, $page: Int!, $pageSize: Int!, $sortBy: LibrarySortField, $order: SortOrder) {\n      page: adminLibraries(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name address phone image sort enabled recommended }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminLibrariesQueryDocument,
    "\n    query AdminLibraryQuery($id: ID!) {\n      item: adminLibrary(id: $id) { id name address phone openingHours latitude longitude image description sort enabled recommended }\n    }\n  ": typeof types.AdminLibraryQueryDocument,
    "mutation CreateLibrary($input: LibraryInput!) { result: createLibrary(input: $input) { id } }": typeof types.CreateLibraryDocument,
    "mutation UpdateLibrary($id: ID!, $input: LibraryInput!) { result: updateLibrary(id: $id, input: $input) { id } }": typeof types.UpdateLibraryDocument,
    "mutation EnableLibrary($id: ID!) { result: enableLibrary(id: $id) { id enabled } }": typeof types.EnableLibraryDocument,
    "mutation DisableLibrary($id: ID!) { result: disableLibrary(id: $id) { id enabled } }": typeof types.DisableLibraryDocument,
    "mutation RecommendLibrary($id: ID!) { result: recommendLibrary(id: $id) { id recommended } }": typeof types.RecommendLibraryDocument,
    "mutation UnrecommendLibrary($id: ID!) { result: unrecommendLibrary(id: $id) { id recommended } }": typeof types.UnrecommendLibraryDocument,
    "mutation RemoveLibrary($id: ID!) { result: removeLibrary(id: $id) }": typeof types.RemoveLibraryDocument,
    "mutation BatchEnableLibrary($ids: [ID!]!) { result: batchEnableLibrary(ids: $ids) { count } }": typeof types.BatchEnableLibraryDocument,
    "mutation BatchDisableLibrary($ids: [ID!]!) { result: batchDisableLibrary(ids: $ids) { count } }": typeof types.BatchDisableLibraryDocument,
    "mutation BatchRecommendLibrary($ids: [ID!]!) { result: batchRecommendLibrary(ids: $ids) { count } }": typeof types.BatchRecommendLibraryDocument,
    "mutation BatchUnrecommendLibrary($ids: [ID!]!) { result: batchUnrecommendLibrary(ids: $ids) { count } }": typeof types.BatchUnrecommendLibraryDocument,
    "mutation BatchRemoveLibrary($ids: [ID!]!) { result: batchRemoveLibrary(ids: $ids) { count } }": typeof types.BatchRemoveLibraryDocument,
    "\n    query AdminNewsListQuery($filter: NewsFilter, $page: Int!, $pageSize: Int!, $sortBy: NewsSortField, $order: SortOrder) {\n      page: adminNewsList(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title category cover publishedAt views enabled recommended }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminNewsListQueryDocument,
    "\n    query AdminNewsQuery($id: ID!) {\n      item: adminNews(id: $id) { id category title summary cover body author publishedAt enabled recommended sort }\n    }\n  ": typeof types.AdminNewsQueryDocument,
    "mutation CreateNews($input: NewsInput!) { result: createNews(input: $input) { id } }": typeof types.CreateNewsDocument,
    "mutation UpdateNews($id: ID!, $input: NewsInput!) { result: updateNews(id: $id, input: $input) { id } }": typeof types.UpdateNewsDocument,
    "mutation EnableNews($id: ID!) { result: enableNews(id: $id) { id enabled } }": typeof types.EnableNewsDocument,
    "mutation DisableNews($id: ID!) { result: disableNews(id: $id) { id enabled } }": typeof types.DisableNewsDocument,
    "mutation RecommendNews($id: ID!) { result: recommendNews(id: $id) { id recommended } }": typeof types.RecommendNewsDocument,
    "mutation UnrecommendNews($id: ID!) { result: unrecommendNews(id: $id) { id recommended } }": typeof types.UnrecommendNewsDocument,
    "mutation RemoveNews($id: ID!) { result: removeNews(id: $id) }": typeof types.RemoveNewsDocument,
    "mutation BatchEnableNews($ids: [ID!]!) { result: batchEnableNews(ids: $ids) { count } }": typeof types.BatchEnableNewsDocument,
    "mutation BatchDisableNews($ids: [ID!]!) { result: batchDisableNews(ids: $ids) { count } }": typeof types.BatchDisableNewsDocument,
    "mutation BatchRecommendNews($ids: [ID!]!) { result: batchRecommendNews(ids: $ids) { count } }": typeof types.BatchRecommendNewsDocument,
    "mutation BatchUnrecommendNews($ids: [ID!]!) { result: batchUnrecommendNews(ids: $ids) { count } }": typeof types.BatchUnrecommendNewsDocument,
    "mutation BatchRemoveNews($ids: [ID!]!) { result: batchRemoveNews(ids: $ids) { count } }": typeof types.BatchRemoveNewsDocument,
    "\n  query AdminResourcePoster($id: ID!) {\n    poster: resourcePoster(id: $id) { resourceId poster link }\n  }\n": typeof types.AdminResourcePosterDocument,
    "\n  mutation CreateResourcePoster($id: ID!, $image: String) {\n    result: createResourcePoster(id: $id, image: $image) { resourceId poster link }\n  }\n": typeof types.CreateResourcePosterDocument,
    "\n    query AdminRecommendedResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField, $order: SortOrder) {\n      page: adminResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id kind title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminRecommendedResourcesQueryDocument,
    "\n  query AdminResourceHeading($id: ID!) { item: adminResource(id: $id) { id kind title creators onShelf enabled } }\n": typeof types.AdminResourceHeadingDocument,
    "\n  query AdminJournalVolumeHeading($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title } }\n": typeof types.AdminJournalVolumeHeadingDocument,
    "\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n": typeof types.AdminResourceClassesQueryDocument,
    "\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n": typeof types.AdminResourceClassQueryDocument,
    "mutation EnableResourceClass($id: ID!) { result: enableResourceClass(id: $id) { id enabled } }": typeof types.EnableResourceClassDocument,
    "mutation DisableResourceClass($id: ID!) { result: disableResourceClass(id: $id) { id enabled } }": typeof types.DisableResourceClassDocument,
    "mutation RemoveResourceClass($id: ID!) { result: removeResourceClass(id: $id) }": typeof types.RemoveResourceClassDocument,
    "mutation BatchEnableResourceClass($ids: [ID!]!) { result: batchEnableResourceClass(ids: $ids) { count } }": typeof types.BatchEnableResourceClassDocument,
    "mutation BatchDisableResourceClass($ids: [ID!]!) { result: batchDisableResourceClass(ids: $ids) { count } }": typeof types.BatchDisableResourceClassDocument,
    "mutation BatchRemoveResourceClass($ids: [ID!]!) { result: batchRemoveResourceClass(ids: $ids) { count } }": typeof types.BatchRemoveResourceClassDocument,
    "mutation CreateResourceClass($input: ResourceClassInput!) { result: createResourceClass(input: $input) { id } }": typeof types.CreateResourceClassDocument,
    "mutation UpdateResourceClass($id: ID!, $input: ResourceClassInput!) { result: updateResourceClass(id: $id, input: $input) { id } }": typeof types.UpdateResourceClassDocument,
    "\n    query AdminResourcePickerQuery($filter: ResourceFilter) {\n      page: adminResources(filter: $filter, page: 1, pageSize: 20, sortBy: createdAt, order: DESC) { items { id kind title } }\n    }\n  ": typeof types.AdminResourcePickerQueryDocument,
    "query AdminResourceName($id: ID!) { item: adminResource(id: $id) { id kind title } }": typeof types.AdminResourceNameDocument,
    "mutation EnableResourceList($id: ID!) { result: enableResourceList(id: $id) { id enabled } }": typeof types.EnableResourceListDocument,
    "mutation DisableResourceList($id: ID!) { result: disableResourceList(id: $id) { id enabled } }": typeof types.DisableResourceListDocument,
    "mutation RecommendResourceList($id: ID!) { result: recommendResourceList(id: $id) { id recommended } }": typeof types.RecommendResourceListDocument,
    "mutation UnrecommendResourceList($id: ID!) { result: unrecommendResourceList(id: $id) { id recommended } }": typeof types.UnrecommendResourceListDocument,
    "mutation RemoveResourceList($id: ID!) { result: removeResourceList(id: $id) }": typeof types.RemoveResourceListDocument,
    "mutation BatchEnableResourceList($ids: [ID!]!) { result: batchEnableResourceList(ids: $ids) { count } }": typeof types.BatchEnableResourceListDocument,
    "mutation BatchDisableResourceList($ids: [ID!]!) { result: batchDisableResourceList(ids: $ids) { count } }": typeof types.BatchDisableResourceListDocument,
    "mutation BatchRecommendResourceList($ids: [ID!]!) { result: batchRecommendResourceList(ids: $ids) { count } }": typeof types.BatchRecommendResourceListDocument,
    "mutation BatchUnrecommendResourceList($ids: [ID!]!) { result: batchUnrecommendResourceList(ids: $ids) { count } }": typeof types.BatchUnrecommendResourceListDocument,
    "mutation BatchRemoveResourceList($ids: [ID!]!) { result: batchRemoveResourceList(ids: $ids) { count } }": typeof types.BatchRemoveResourceListDocument,
    "\n      query AdminResourceListsQuery($filter: ResourceListFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceListSortField, $order: SortOrder) {\n        page: adminResourceLists(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n          items { id title cover resourceCount sort enabled recommended createdAt }\n          total page pageSize\n        }\n      }\n    ": typeof types.AdminResourceListsQueryDocument,
    "\n      query AdminResourceListQuery($id: ID!) {\n        item: adminResourceList(id: $id) { id listType title cover summary sort enabled recommended resourceIds resources { id kind title } }\n      }\n    ": typeof types.AdminResourceListQueryDocument,
    "mutation CreateResourceList($input: ResourceListInput!) { result: createResourceList(input: $input) { id } }": typeof types.CreateResourceListDocument,
    "mutation UpdateResourceList($id: ID!, $input: ResourceListInput!) { result: updateResourceList(id: $id, input: $input) { id } }": typeof types.UpdateResourceListDocument,
    "\n    query AdminSearchWordsQuery($filter: SearchWordFilter, $page: Int!, $pageSize: Int!, $sortBy: SearchWordSortField, $order: SortOrder) {\n      page: adminSearchWords(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id text count lastResultCount lastSearchedAt status }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminSearchWordsQueryDocument,
    "\n    query AdminSearchWordQuery($id: ID!) {\n      item: adminSearchWord(id: $id) { id text status }\n    }\n  ": typeof types.AdminSearchWordQueryDocument,
    "mutation CreateSearchWord($input: SearchWordInput!) { result: createSearchWord(input: $input) { id } }": typeof types.CreateSearchWordDocument,
    "mutation UpdateSearchWord($id: ID!, $input: SearchWordInput!) { result: updateSearchWord(id: $id, input: $input) { id } }": typeof types.UpdateSearchWordDocument,
    "mutation SetStatusSearchWord($id: ID!, $value: ReviewStatus!) { result: setStatusSearchWord(id: $id, value: $value) { id status } }": typeof types.SetStatusSearchWordDocument,
    "mutation BatchSetStatusSearchWord($ids: [ID!]!, $value: ReviewStatus!) { result: batchSetStatusSearchWord(ids: $ids, value: $value) { count } }": typeof types.BatchSetStatusSearchWordDocument,
    "mutation RemoveSearchWord($id: ID!) { result: removeSearchWord(id: $id) }": typeof types.RemoveSearchWordDocument,
    "mutation BatchRemoveSearchWord($ids: [ID!]!) { result: batchRemoveSearchWord(ids: $ids) { count } }": typeof types.BatchRemoveSearchWordDocument,
    "\n    query AdminSuppliersQuery($filter: SupplierFilter, $page: Int!, $pageSize: Int!, $sortBy: SupplierSortField, $order: SortOrder) {\n      page: adminSuppliers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name contact phone email sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": typeof types.AdminSuppliersQueryDocument,
    "\n    query AdminSupplierQuery($id: ID!) {\n      item: adminSupplier(id: $id) { id name contact phone email website description enabled recommended sort }\n    }\n  ": typeof types.AdminSupplierQueryDocument,
    "mutation CreateSupplier($input: SupplierInput!) { result: createSupplier(input: $input) { id } }": typeof types.CreateSupplierDocument,
    "mutation UpdateSupplier($id: ID!, $input: SupplierInput!) { result: updateSupplier(id: $id, input: $input) { id } }": typeof types.UpdateSupplierDocument,
    "mutation EnableSupplier($id: ID!) { result: enableSupplier(id: $id) { id enabled } }": typeof types.EnableSupplierDocument,
    "mutation DisableSupplier($id: ID!) { result: disableSupplier(id: $id) { id enabled } }": typeof types.DisableSupplierDocument,
    "mutation RecommendSupplier($id: ID!) { result: recommendSupplier(id: $id) { id recommended } }": typeof types.RecommendSupplierDocument,
    "mutation UnrecommendSupplier($id: ID!) { result: unrecommendSupplier(id: $id) { id recommended } }": typeof types.UnrecommendSupplierDocument,
    "mutation RemoveSupplier($id: ID!) { result: removeSupplier(id: $id) }": typeof types.RemoveSupplierDocument,
    "mutation BatchEnableSupplier($ids: [ID!]!) { result: batchEnableSupplier(ids: $ids) { count } }": typeof types.BatchEnableSupplierDocument,
    "mutation BatchDisableSupplier($ids: [ID!]!) { result: batchDisableSupplier(ids: $ids) { count } }": typeof types.BatchDisableSupplierDocument,
    "mutation BatchRecommendSupplier($ids: [ID!]!) { result: batchRecommendSupplier(ids: $ids) { count } }": typeof types.BatchRecommendSupplierDocument,
    "mutation BatchUnrecommendSupplier($ids: [ID!]!) { result: batchUnrecommendSupplier(ids: $ids) { count } }": typeof types.BatchUnrecommendSupplierDocument,
    "mutation BatchRemoveSupplier($ids: [ID!]!) { result: batchRemoveSupplier(ids: $ids) { count } }": typeof types.BatchRemoveSupplierDocument,
};
const documents: Documents = {
    "\n  mutation AdminUploadFile($file: Upload!) {\n    uploadFile(file: $file) { id url }\n  }\n": types.AdminUploadFileDocument,
    "\n    query AdminBannersQuery($filter: BannerFilter, $page: Int!, $pageSize: Int!, $sortBy: BannerSortField, $order: SortOrder) {\n      page: adminBanners(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title image link sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": types.AdminBannersQueryDocument,
    "query AdminBannerQuery($id: ID!) { item: adminBanner(id: $id) { id title image link sort enabled recommended } }": types.AdminBannerQueryDocument,
    "mutation CreateBanner($input: BannerInput!) { result: createBanner(input: $input) { id } }": types.CreateBannerDocument,
    "mutation UpdateBanner($id: ID!, $input: BannerInput!) { result: updateBanner(id: $id, input: $input) { id } }": types.UpdateBannerDocument,
    "mutation EnableBanner($id: ID!) { result: enableBanner(id: $id) { id enabled } }": types.EnableBannerDocument,
    "mutation DisableBanner($id: ID!) { result: disableBanner(id: $id) { id enabled } }": types.DisableBannerDocument,
    "mutation RecommendBanner($id: ID!) { result: recommendBanner(id: $id) { id recommended } }": types.RecommendBannerDocument,
    "mutation UnrecommendBanner($id: ID!) { result: unrecommendBanner(id: $id) { id recommended } }": types.UnrecommendBannerDocument,
    "mutation RemoveBanner($id: ID!) { result: removeBanner(id: $id) }": types.RemoveBannerDocument,
    "mutation BatchEnableBanner($ids: [ID!]!) { result: batchEnableBanner(ids: $ids) { count } }": types.BatchEnableBannerDocument,
    "mutation BatchDisableBanner($ids: [ID!]!) { result: batchDisableBanner(ids: $ids) { count } }": types.BatchDisableBannerDocument,
    "mutation BatchRecommendBanner($ids: [ID!]!) { result: batchRecommendBanner(ids: $ids) { count } }": types.BatchRecommendBannerDocument,
    "mutation BatchUnrecommendBanner($ids: [ID!]!) { result: batchUnrecommendBanner(ids: $ids) { count } }": types.BatchUnrecommendBannerDocument,
    "mutation BatchRemoveBanner($ids: [ID!]!) { result: batchRemoveBanner(ids: $ids) { count } }": types.BatchRemoveBannerDocument,
    "\n    query AdminBatchNumbersQuery($filter: BatchNumberFilter, $page: Int!, $pageSize: Int!, $sortBy: BatchNumberSortField, $order: SortOrder) {\n      page: adminBatchNumbers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id code name receivedAt supplier { id name } enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": types.AdminBatchNumbersQueryDocument,
    "\n    query AdminBatchNumberQuery($id: ID!) {\n      item: adminBatchNumber(id: $id) { id code name supplierId receivedAt description enabled recommended sort }\n    }\n  ": types.AdminBatchNumberQueryDocument,
    "mutation CreateBatchNumber($input: BatchNumberInput!) { result: createBatchNumber(input: $input) { id } }": types.CreateBatchNumberDocument,
    "mutation UpdateBatchNumber($id: ID!, $input: BatchNumberInput!) { result: updateBatchNumber(id: $id, input: $input) { id } }": types.UpdateBatchNumberDocument,
    "mutation EnableBatchNumber($id: ID!) { result: enableBatchNumber(id: $id) { id enabled } }": types.EnableBatchNumberDocument,
    "mutation DisableBatchNumber($id: ID!) { result: disableBatchNumber(id: $id) { id enabled } }": types.DisableBatchNumberDocument,
    "mutation RecommendBatchNumber($id: ID!) { result: recommendBatchNumber(id: $id) { id recommended } }": types.RecommendBatchNumberDocument,
    "mutation UnrecommendBatchNumber($id: ID!) { result: unrecommendBatchNumber(id: $id) { id recommended } }": types.UnrecommendBatchNumberDocument,
    "mutation RemoveBatchNumber($id: ID!) { result: removeBatchNumber(id: $id) }": types.RemoveBatchNumberDocument,
    "mutation BatchEnableBatchNumber($ids: [ID!]!) { result: batchEnableBatchNumber(ids: $ids) { count } }": types.BatchEnableBatchNumberDocument,
    "mutation BatchDisableBatchNumber($ids: [ID!]!) { result: batchDisableBatchNumber(ids: $ids) { count } }": types.BatchDisableBatchNumberDocument,
    "mutation BatchRecommendBatchNumber($ids: [ID!]!) { result: batchRecommendBatchNumber(ids: $ids) { count } }": types.BatchRecommendBatchNumberDocument,
    "mutation BatchUnrecommendBatchNumber($ids: [ID!]!) { result: batchUnrecommendBatchNumber(ids: $ids) { count } }": types.BatchUnrecommendBatchNumberDocument,
    "mutation BatchRemoveBatchNumber($ids: [ID!]!) { result: batchRemoveBatchNumber(ids: $ids) { count } }": types.BatchRemoveBatchNumberDocument,
    "\n  mutation AdminCaptureResource($url: String!) {\n    captured: captureResource(url: $url) {\n      title creators cover coverSourceUrl summary keywords publisher publishYear isbn language kind sourceUrl warnings\n    }\n  }\n": types.AdminCaptureResourceDocument,
    "\n  mutation AdminImportResources($file: Upload!, $kind: ResourceKind!, $supplierId: ID, $batchId: ID, $onShelf: Boolean) {\n    result: importResources(file: $file, kind: $kind, supplierId: $supplierId, batchId: $batchId, onShelf: $onShelf) { id state progress }\n  }\n": types.AdminImportResourcesDocument,
    "\n  query AdminResourceImport($id: ID!) {\n    job: resourceImport(id: $id) {\n      id fileName kind state progress message error total created moreProblems createdAt\n      rejected { row field message }\n      warnings { row field message }\n    }\n  }\n": types.AdminResourceImportDocument,
    "\n  query AdminResourceImports($limit: Int!) {\n    jobs: resourceImports(limit: $limit) { id fileName kind state progress total created createdAt }\n  }\n": types.AdminResourceImportsDocument,
    "\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n": types.ResourceClassTreeOptionsDocument,
    "\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  ": types.SupplierOptionsDocument,
    "\n    query BatchNumberOptions {\n      page: adminBatchNumbers(page: 1, pageSize: 100, sortBy: createdAt, order: DESC) { items { id code name enabled } }\n    }\n  ": types.BatchNumberOptionsDocument,
    "\n    query LibraryOptions {\n      page: adminLibraries(page: 1, pageSize: 100, sortBy: sort, order: ASC) { items { id name enabled } }\n    }\n  ": types.LibraryOptionsDocument,
    "\n    query AdminAudioTracksQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioTrackSortField, $order: SortOrder) {\n      page: adminAudioTracks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title file duration sort enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminAudioTracksQueryDocument,
    "query AdminAudioTrackQuery($id: ID!) { item: adminAudioTrack(id: $id) { id title file duration sort enabled } }": types.AdminAudioTrackQueryDocument,
    "mutation CreateAudioTrack($input: AudioTrackInput!) { result: createAudioTrack(input: $input) { id } }": types.CreateAudioTrackDocument,
    "mutation UpdateAudioTrack($id: ID!, $input: AudioTrackInput!) { result: updateAudioTrack(id: $id, input: $input) { id } }": types.UpdateAudioTrackDocument,
    "mutation EnableAudioTrack($id: ID!) { result: enableAudioTrack(id: $id) { id enabled } }": types.EnableAudioTrackDocument,
    "mutation DisableAudioTrack($id: ID!) { result: disableAudioTrack(id: $id) { id enabled } }": types.DisableAudioTrackDocument,
    "mutation RemoveAudioTrack($id: ID!) { result: removeAudioTrack(id: $id) }": types.RemoveAudioTrackDocument,
    "mutation BatchEnableAudioTrack($ids: [ID!]!) { result: batchEnableAudioTrack(ids: $ids) { count } }": types.BatchEnableAudioTrackDocument,
    "mutation BatchDisableAudioTrack($ids: [ID!]!) { result: batchDisableAudioTrack(ids: $ids) { count } }": types.BatchDisableAudioTrackDocument,
    "mutation BatchRemoveAudioTrack($ids: [ID!]!) { result: batchRemoveAudioTrack(ids: $ids) { count } }": types.BatchRemoveAudioTrackDocument,
    "\n    query AdminBookCopiesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: BookCopySortField, $order: SortOrder) {\n      page: adminBookCopies(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id barcode library { id name } location status dueAt enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminBookCopiesQueryDocument,
    "query AdminBookCopyQuery($id: ID!) { item: adminBookCopy(id: $id) { id barcode libraryId location status dueAt enabled sort } }": types.AdminBookCopyQueryDocument,
    "mutation CreateBookCopy($input: BookCopyInput!) { result: createBookCopy(input: $input) { id } }": types.CreateBookCopyDocument,
    "mutation UpdateBookCopy($id: ID!, $input: BookCopyInput!) { result: updateBookCopy(id: $id, input: $input) { id } }": types.UpdateBookCopyDocument,
    "mutation EnableBookCopy($id: ID!) { result: enableBookCopy(id: $id) { id enabled } }": types.EnableBookCopyDocument,
    "mutation DisableBookCopy($id: ID!) { result: disableBookCopy(id: $id) { id enabled } }": types.DisableBookCopyDocument,
    "mutation RemoveBookCopy($id: ID!) { result: removeBookCopy(id: $id) }": types.RemoveBookCopyDocument,
    "mutation BatchEnableBookCopy($ids: [ID!]!) { result: batchEnableBookCopy(ids: $ids) { count } }": types.BatchEnableBookCopyDocument,
    "mutation BatchDisableBookCopy($ids: [ID!]!) { result: batchDisableBookCopy(ids: $ids) { count } }": types.BatchDisableBookCopyDocument,
    "mutation BatchRemoveBookCopy($ids: [ID!]!) { result: batchRemoveBookCopy(ids: $ids) { count } }": types.BatchRemoveBookCopyDocument,
    "\n    query AdminEbookChaptersQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookChapterSortField, $order: SortOrder) {\n      page: adminEbookChapters(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title href wordCount sort enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminEbookChaptersQueryDocument,
    "query AdminEbookChapterQuery($id: ID!) { item: adminEbookChapter(id: $id) { id title href wordCount sort enabled } }": types.AdminEbookChapterQueryDocument,
    "mutation CreateEbookChapter($input: EbookChapterInput!) { result: createEbookChapter(input: $input) { id } }": types.CreateEbookChapterDocument,
    "mutation UpdateEbookChapter($id: ID!, $input: EbookChapterInput!) { result: updateEbookChapter(id: $id, input: $input) { id } }": types.UpdateEbookChapterDocument,
    "mutation EnableEbookChapter($id: ID!) { result: enableEbookChapter(id: $id) { id enabled } }": types.EnableEbookChapterDocument,
    "mutation DisableEbookChapter($id: ID!) { result: disableEbookChapter(id: $id) { id enabled } }": types.DisableEbookChapterDocument,
    "mutation RemoveEbookChapter($id: ID!) { result: removeEbookChapter(id: $id) }": types.RemoveEbookChapterDocument,
    "mutation BatchEnableEbookChapter($ids: [ID!]!) { result: batchEnableEbookChapter(ids: $ids) { count } }": types.BatchEnableEbookChapterDocument,
    "mutation BatchDisableEbookChapter($ids: [ID!]!) { result: batchDisableEbookChapter(ids: $ids) { count } }": types.BatchDisableEbookChapterDocument,
    "mutation BatchRemoveEbookChapter($ids: [ID!]!) { result: batchRemoveEbookChapter(ids: $ids) { count } }": types.BatchRemoveEbookChapterDocument,
    "\n    query AdminEditionPagesQuery($filter: EditionPageFilter, $page: Int!, $pageSize: Int!, $sortBy: EditionPageSortField, $order: SortOrder) {\n      page: adminEditionPages(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id pageNo title image file enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminEditionPagesQueryDocument,
    "query AdminEditionPageQuery($id: ID!) { item: adminEditionPage(id: $id) { id pageNo title image file sort enabled } }": types.AdminEditionPageQueryDocument,
    "mutation CreateEditionPage($input: EditionPageInput!) { result: createEditionPage(input: $input) { id } }": types.CreateEditionPageDocument,
    "mutation UpdateEditionPage($id: ID!, $input: EditionPageInput!) { result: updateEditionPage(id: $id, input: $input) { id } }": types.UpdateEditionPageDocument,
    "mutation EnableEditionPage($id: ID!) { result: enableEditionPage(id: $id) { id enabled } }": types.EnableEditionPageDocument,
    "mutation DisableEditionPage($id: ID!) { result: disableEditionPage(id: $id) { id enabled } }": types.DisableEditionPageDocument,
    "mutation RemoveEditionPage($id: ID!) { result: removeEditionPage(id: $id) }": types.RemoveEditionPageDocument,
    "mutation BatchEnableEditionPage($ids: [ID!]!) { result: batchEnableEditionPage(ids: $ids) { count } }": types.BatchEnableEditionPageDocument,
    "mutation BatchDisableEditionPage($ids: [ID!]!) { result: batchDisableEditionPage(ids: $ids) { count } }": types.BatchDisableEditionPageDocument,
    "mutation BatchRemoveEditionPage($ids: [ID!]!) { result: batchRemoveEditionPage(ids: $ids) { count } }": types.BatchRemoveEditionPageDocument,
    "\n    query AdminExhibitionPicturesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionPictureSortField, $order: SortOrder) {\n      page: adminExhibitionPictures(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id image caption sort enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminExhibitionPicturesQueryDocument,
    "query AdminExhibitionPictureQuery($id: ID!) { item: adminExhibitionPicture(id: $id) { id image caption description sort enabled } }": types.AdminExhibitionPictureQueryDocument,
    "mutation CreateExhibitionPicture($input: ExhibitionPictureInput!) { result: createExhibitionPicture(input: $input) { id } }": types.CreateExhibitionPictureDocument,
    "mutation UpdateExhibitionPicture($id: ID!, $input: ExhibitionPictureInput!) { result: updateExhibitionPicture(id: $id, input: $input) { id } }": types.UpdateExhibitionPictureDocument,
    "mutation EnableExhibitionPicture($id: ID!) { result: enableExhibitionPicture(id: $id) { id enabled } }": types.EnableExhibitionPictureDocument,
    "mutation DisableExhibitionPicture($id: ID!) { result: disableExhibitionPicture(id: $id) { id enabled } }": types.DisableExhibitionPictureDocument,
    "mutation RemoveExhibitionPicture($id: ID!) { result: removeExhibitionPicture(id: $id) }": types.RemoveExhibitionPictureDocument,
    "mutation BatchEnableExhibitionPicture($ids: [ID!]!) { result: batchEnableExhibitionPicture(ids: $ids) { count } }": types.BatchEnableExhibitionPictureDocument,
    "mutation BatchDisableExhibitionPicture($ids: [ID!]!) { result: batchDisableExhibitionPicture(ids: $ids) { count } }": types.BatchDisableExhibitionPictureDocument,
    "mutation BatchRemoveExhibitionPicture($ids: [ID!]!) { result: batchRemoveExhibitionPicture(ids: $ids) { count } }": types.BatchRemoveExhibitionPictureDocument,
    "\n    query AdminJournalArticlesQuery($filter: JournalArticleFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalArticleSortField, $order: SortOrder) {\n      page: adminJournalArticles(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title creators pages sort enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminJournalArticlesQueryDocument,
    "query AdminJournalArticleQuery($id: ID!) { item: adminJournalArticle(id: $id) { id title creators pages summary file sort enabled } }": types.AdminJournalArticleQueryDocument,
    "mutation CreateJournalArticle($input: JournalArticleInput!) { result: createJournalArticle(input: $input) { id } }": types.CreateJournalArticleDocument,
    "mutation UpdateJournalArticle($id: ID!, $input: JournalArticleInput!) { result: updateJournalArticle(id: $id, input: $input) { id } }": types.UpdateJournalArticleDocument,
    "mutation EnableJournalArticle($id: ID!) { result: enableJournalArticle(id: $id) { id enabled } }": types.EnableJournalArticleDocument,
    "mutation DisableJournalArticle($id: ID!) { result: disableJournalArticle(id: $id) { id enabled } }": types.DisableJournalArticleDocument,
    "mutation RemoveJournalArticle($id: ID!) { result: removeJournalArticle(id: $id) }": types.RemoveJournalArticleDocument,
    "mutation BatchEnableJournalArticle($ids: [ID!]!) { result: batchEnableJournalArticle(ids: $ids) { count } }": types.BatchEnableJournalArticleDocument,
    "mutation BatchDisableJournalArticle($ids: [ID!]!) { result: batchDisableJournalArticle(ids: $ids) { count } }": types.BatchDisableJournalArticleDocument,
    "mutation BatchRemoveJournalArticle($ids: [ID!]!) { result: batchRemoveJournalArticle(ids: $ids) { count } }": types.BatchRemoveJournalArticleDocument,
    "\n    query AdminJournalVolumesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalVolumeSortField, $order: SortOrder) {\n      page: adminJournalVolumes(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id year issue title cover sort enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminJournalVolumesQueryDocument,
    "query AdminJournalVolumeQuery($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title cover sort enabled } }": types.AdminJournalVolumeQueryDocument,
    "mutation CreateJournalVolume($input: JournalVolumeInput!) { result: createJournalVolume(input: $input) { id } }": types.CreateJournalVolumeDocument,
    "mutation UpdateJournalVolume($id: ID!, $input: JournalVolumeInput!) { result: updateJournalVolume(id: $id, input: $input) { id } }": types.UpdateJournalVolumeDocument,
    "mutation EnableJournalVolume($id: ID!) { result: enableJournalVolume(id: $id) { id enabled } }": types.EnableJournalVolumeDocument,
    "mutation DisableJournalVolume($id: ID!) { result: disableJournalVolume(id: $id) { id enabled } }": types.DisableJournalVolumeDocument,
    "mutation RemoveJournalVolume($id: ID!) { result: removeJournalVolume(id: $id) }": types.RemoveJournalVolumeDocument,
    "mutation BatchEnableJournalVolume($ids: [ID!]!) { result: batchEnableJournalVolume(ids: $ids) { count } }": types.BatchEnableJournalVolumeDocument,
    "mutation BatchDisableJournalVolume($ids: [ID!]!) { result: batchDisableJournalVolume(ids: $ids) { count } }": types.BatchDisableJournalVolumeDocument,
    "mutation BatchRemoveJournalVolume($ids: [ID!]!) { result: batchRemoveJournalVolume(ids: $ids) { count } }": types.BatchRemoveJournalVolumeDocument,
    "\n    query AdminNewspaperEditionsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperEditionSortField, $order: SortOrder) {\n      page: adminNewspaperEditions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id editionDate issue enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminNewspaperEditionsQueryDocument,
    "query AdminNewspaperEditionQuery($id: ID!) { item: adminNewspaperEdition(id: $id) { id editionDate issue sort enabled } }": types.AdminNewspaperEditionQueryDocument,
    "mutation CreateNewspaperEdition($input: NewspaperEditionInput!) { result: createNewspaperEdition(input: $input) { id } }": types.CreateNewspaperEditionDocument,
    "mutation UpdateNewspaperEdition($id: ID!, $input: NewspaperEditionInput!) { result: updateNewspaperEdition(id: $id, input: $input) { id } }": types.UpdateNewspaperEditionDocument,
    "mutation EnableNewspaperEdition($id: ID!) { result: enableNewspaperEdition(id: $id) { id enabled } }": types.EnableNewspaperEditionDocument,
    "mutation DisableNewspaperEdition($id: ID!) { result: disableNewspaperEdition(id: $id) { id enabled } }": types.DisableNewspaperEditionDocument,
    "mutation RemoveNewspaperEdition($id: ID!) { result: removeNewspaperEdition(id: $id) }": types.RemoveNewspaperEditionDocument,
    "mutation BatchEnableNewspaperEdition($ids: [ID!]!) { result: batchEnableNewspaperEdition(ids: $ids) { count } }": types.BatchEnableNewspaperEditionDocument,
    "mutation BatchDisableNewspaperEdition($ids: [ID!]!) { result: batchDisableNewspaperEdition(ids: $ids) { count } }": types.BatchDisableNewspaperEditionDocument,
    "mutation BatchRemoveNewspaperEdition($ids: [ID!]!) { result: batchRemoveNewspaperEdition(ids: $ids) { count } }": types.BatchRemoveNewspaperEditionDocument,
    "\n    query AdminVideoItemsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoItemSortField, $order: SortOrder) {\n      page: adminVideoItems(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title poster duration conversion conversionProgress conversionError sort enabled }\n        total page pageSize\n      }\n    }\n  ": types.AdminVideoItemsQueryDocument,
    "query AdminVideoItemQuery($id: ID!) { item: adminVideoItem(id: $id) { id title file poster sort enabled } }": types.AdminVideoItemQueryDocument,
    "mutation CreateVideoItem($input: VideoItemInput!) { result: createVideoItem(input: $input) { id } }": types.CreateVideoItemDocument,
    "mutation UpdateVideoItem($id: ID!, $input: VideoItemInput!) { result: updateVideoItem(id: $id, input: $input) { id } }": types.UpdateVideoItemDocument,
    "mutation EnableVideoItem($id: ID!) { result: enableVideoItem(id: $id) { id enabled } }": types.EnableVideoItemDocument,
    "mutation DisableVideoItem($id: ID!) { result: disableVideoItem(id: $id) { id enabled } }": types.DisableVideoItemDocument,
    "mutation RemoveVideoItem($id: ID!) { result: removeVideoItem(id: $id) }": types.RemoveVideoItemDocument,
    "mutation BatchEnableVideoItem($ids: [ID!]!) { result: batchEnableVideoItem(ids: $ids) { count } }": types.BatchEnableVideoItemDocument,
    "mutation BatchDisableVideoItem($ids: [ID!]!) { result: batchDisableVideoItem(ids: $ids) { count } }": types.BatchDisableVideoItemDocument,
    "mutation BatchRemoveVideoItem($ids: [ID!]!) { result: batchRemoveVideoItem(ids: $ids) { count } }": types.BatchRemoveVideoItemDocument,
    "\n    query AdminFriendLinksQuery($filter: FriendLinkFilter, $page: Int!, $pageSize: Int!, $sortBy: FriendLinkSortField, $order: SortOrder) {\n      page: adminFriendLinks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name url logo sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": types.AdminFriendLinksQueryDocument,
    "query AdminFriendLinkQuery($id: ID!) { item: adminFriendLink(id: $id) { id name url logo sort enabled recommended } }": types.AdminFriendLinkQueryDocument,
    "mutation CreateFriendLink($input: FriendLinkInput!) { result: createFriendLink(input: $input) { id } }": types.CreateFriendLinkDocument,
    "mutation UpdateFriendLink($id: ID!, $input: FriendLinkInput!) { result: updateFriendLink(id: $id, input: $input) { id } }": types.UpdateFriendLinkDocument,
    "mutation EnableFriendLink($id: ID!) { result: enableFriendLink(id: $id) { id enabled } }": types.EnableFriendLinkDocument,
    "mutation DisableFriendLink($id: ID!) { result: disableFriendLink(id: $id) { id enabled } }": types.DisableFriendLinkDocument,
    "mutation RecommendFriendLink($id: ID!) { result: recommendFriendLink(id: $id) { id recommended } }": types.RecommendFriendLinkDocument,
    "mutation UnrecommendFriendLink($id: ID!) { result: unrecommendFriendLink(id: $id) { id recommended } }": types.UnrecommendFriendLinkDocument,
    "mutation RemoveFriendLink($id: ID!) { result: removeFriendLink(id: $id) }": types.RemoveFriendLinkDocument,
    "mutation BatchEnableFriendLink($ids: [ID!]!) { result: batchEnableFriendLink(ids: $ids) { count } }": types.BatchEnableFriendLinkDocument,
    "mutation BatchDisableFriendLink($ids: [ID!]!) { result: batchDisableFriendLink(ids: $ids) { count } }": types.BatchDisableFriendLinkDocument,
    "mutation BatchRecommendFriendLink($ids: [ID!]!) { result: batchRecommendFriendLink(ids: $ids) { count } }": types.BatchRecommendFriendLinkDocument,
    "mutation BatchUnrecommendFriendLink($ids: [ID!]!) { result: batchUnrecommendFriendLink(ids: $ids) { count } }": types.BatchUnrecommendFriendLinkDocument,
    "mutation BatchRemoveFriendLink($ids: [ID!]!) { result: batchRemoveFriendLink(ids: $ids) { count } }": types.BatchRemoveFriendLinkDocument,
    "\n    query AdminAudiosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioSortField, $order: SortOrder) {\n      page: adminAudios(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminAudiosQueryDocument,
    "query AdminAudioQuery($id: ID!) { item: adminAudio(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort narrator } }": types.AdminAudioQueryDocument,
    "mutation CreateAudio($input: AudioInput!) { result: createAudio(input: $input) { id } }": types.CreateAudioDocument,
    "mutation UpdateAudio($id: ID!, $input: AudioInput!) { result: updateAudio(id: $id, input: $input) { id } }": types.UpdateAudioDocument,
    "mutation EnableAudio($id: ID!) { result: enableAudio(id: $id) { id enabled } }": types.EnableAudioDocument,
    "mutation DisableAudio($id: ID!) { result: disableAudio(id: $id) { id enabled } }": types.DisableAudioDocument,
    "mutation RecommendAudio($id: ID!) { result: recommendAudio(id: $id) { id recommended } }": types.RecommendAudioDocument,
    "mutation UnrecommendAudio($id: ID!) { result: unrecommendAudio(id: $id) { id recommended } }": types.UnrecommendAudioDocument,
    "mutation ShelveAudio($id: ID!) { result: shelveAudio(id: $id) { id onShelf } }": types.ShelveAudioDocument,
    "mutation UnshelveAudio($id: ID!) { result: unshelveAudio(id: $id) { id onShelf } }": types.UnshelveAudioDocument,
    "mutation RemoveAudio($id: ID!) { result: removeAudio(id: $id) }": types.RemoveAudioDocument,
    "mutation SetPermissionAudio($id: ID!, $value: ResourcePermission!) { result: setPermissionAudio(id: $id, value: $value) { id permission } }": types.SetPermissionAudioDocument,
    "mutation BatchEnableAudio($ids: [ID!]!) { result: batchEnableAudio(ids: $ids) { count } }": types.BatchEnableAudioDocument,
    "mutation BatchDisableAudio($ids: [ID!]!) { result: batchDisableAudio(ids: $ids) { count } }": types.BatchDisableAudioDocument,
    "mutation BatchRecommendAudio($ids: [ID!]!) { result: batchRecommendAudio(ids: $ids) { count } }": types.BatchRecommendAudioDocument,
    "mutation BatchUnrecommendAudio($ids: [ID!]!) { result: batchUnrecommendAudio(ids: $ids) { count } }": types.BatchUnrecommendAudioDocument,
    "mutation BatchShelveAudio($ids: [ID!]!) { result: batchShelveAudio(ids: $ids) { count } }": types.BatchShelveAudioDocument,
    "mutation BatchUnshelveAudio($ids: [ID!]!) { result: batchUnshelveAudio(ids: $ids) { count } }": types.BatchUnshelveAudioDocument,
    "mutation BatchRemoveAudio($ids: [ID!]!) { result: batchRemoveAudio(ids: $ids) { count } }": types.BatchRemoveAudioDocument,
    "mutation BatchSetPermissionAudio($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionAudio(ids: $ids, value: $value) { count } }": types.BatchSetPermissionAudioDocument,
    "\n    query AdminBooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: BookSortField, $order: SortOrder) {\n      page: adminBooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminBooksQueryDocument,
    "query AdminBookQuery($id: ID!) { item: adminBook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn callNumber pages edition } }": types.AdminBookQueryDocument,
    "mutation CreateBook($input: BookInput!) { result: createBook(input: $input) { id } }": types.CreateBookDocument,
    "mutation UpdateBook($id: ID!, $input: BookInput!) { result: updateBook(id: $id, input: $input) { id } }": types.UpdateBookDocument,
    "mutation EnableBook($id: ID!) { result: enableBook(id: $id) { id enabled } }": types.EnableBookDocument,
    "mutation DisableBook($id: ID!) { result: disableBook(id: $id) { id enabled } }": types.DisableBookDocument,
    "mutation RecommendBook($id: ID!) { result: recommendBook(id: $id) { id recommended } }": types.RecommendBookDocument,
    "mutation UnrecommendBook($id: ID!) { result: unrecommendBook(id: $id) { id recommended } }": types.UnrecommendBookDocument,
    "mutation ShelveBook($id: ID!) { result: shelveBook(id: $id) { id onShelf } }": types.ShelveBookDocument,
    "mutation UnshelveBook($id: ID!) { result: unshelveBook(id: $id) { id onShelf } }": types.UnshelveBookDocument,
    "mutation RemoveBook($id: ID!) { result: removeBook(id: $id) }": types.RemoveBookDocument,
    "mutation SetPermissionBook($id: ID!, $value: ResourcePermission!) { result: setPermissionBook(id: $id, value: $value) { id permission } }": types.SetPermissionBookDocument,
    "mutation BatchEnableBook($ids: [ID!]!) { result: batchEnableBook(ids: $ids) { count } }": types.BatchEnableBookDocument,
    "mutation BatchDisableBook($ids: [ID!]!) { result: batchDisableBook(ids: $ids) { count } }": types.BatchDisableBookDocument,
    "mutation BatchRecommendBook($ids: [ID!]!) { result: batchRecommendBook(ids: $ids) { count } }": types.BatchRecommendBookDocument,
    "mutation BatchUnrecommendBook($ids: [ID!]!) { result: batchUnrecommendBook(ids: $ids) { count } }": types.BatchUnrecommendBookDocument,
    "mutation BatchShelveBook($ids: [ID!]!) { result: batchShelveBook(ids: $ids) { count } }": types.BatchShelveBookDocument,
    "mutation BatchUnshelveBook($ids: [ID!]!) { result: batchUnshelveBook(ids: $ids) { count } }": types.BatchUnshelveBookDocument,
    "mutation BatchRemoveBook($ids: [ID!]!) { result: batchRemoveBook(ids: $ids) { count } }": types.BatchRemoveBookDocument,
    "mutation BatchSetPermissionBook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionBook(ids: $ids, value: $value) { count } }": types.BatchSetPermissionBookDocument,
    "\n    query AdminDatabaseResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DatabaseResourceSortField, $order: SortOrder) {\n      page: adminDatabaseResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminDatabaseResourcesQueryDocument,
    "query AdminDatabaseResourceQuery($id: ID!) { item: adminDatabaseResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url accessRules } }": types.AdminDatabaseResourceQueryDocument,
    "mutation CreateDatabaseResource($input: DatabaseResourceInput!) { result: createDatabaseResource(input: $input) { id } }": types.CreateDatabaseResourceDocument,
    "mutation UpdateDatabaseResource($id: ID!, $input: DatabaseResourceInput!) { result: updateDatabaseResource(id: $id, input: $input) { id } }": types.UpdateDatabaseResourceDocument,
    "mutation EnableDatabaseResource($id: ID!) { result: enableDatabaseResource(id: $id) { id enabled } }": types.EnableDatabaseResourceDocument,
    "mutation DisableDatabaseResource($id: ID!) { result: disableDatabaseResource(id: $id) { id enabled } }": types.DisableDatabaseResourceDocument,
    "mutation RecommendDatabaseResource($id: ID!) { result: recommendDatabaseResource(id: $id) { id recommended } }": types.RecommendDatabaseResourceDocument,
    "mutation UnrecommendDatabaseResource($id: ID!) { result: unrecommendDatabaseResource(id: $id) { id recommended } }": types.UnrecommendDatabaseResourceDocument,
    "mutation ShelveDatabaseResource($id: ID!) { result: shelveDatabaseResource(id: $id) { id onShelf } }": types.ShelveDatabaseResourceDocument,
    "mutation UnshelveDatabaseResource($id: ID!) { result: unshelveDatabaseResource(id: $id) { id onShelf } }": types.UnshelveDatabaseResourceDocument,
    "mutation RemoveDatabaseResource($id: ID!) { result: removeDatabaseResource(id: $id) }": types.RemoveDatabaseResourceDocument,
    "mutation SetPermissionDatabaseResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDatabaseResource(id: $id, value: $value) { id permission } }": types.SetPermissionDatabaseResourceDocument,
    "mutation BatchEnableDatabaseResource($ids: [ID!]!) { result: batchEnableDatabaseResource(ids: $ids) { count } }": types.BatchEnableDatabaseResourceDocument,
    "mutation BatchDisableDatabaseResource($ids: [ID!]!) { result: batchDisableDatabaseResource(ids: $ids) { count } }": types.BatchDisableDatabaseResourceDocument,
    "mutation BatchRecommendDatabaseResource($ids: [ID!]!) { result: batchRecommendDatabaseResource(ids: $ids) { count } }": types.BatchRecommendDatabaseResourceDocument,
    "mutation BatchUnrecommendDatabaseResource($ids: [ID!]!) { result: batchUnrecommendDatabaseResource(ids: $ids) { count } }": types.BatchUnrecommendDatabaseResourceDocument,
    "mutation BatchShelveDatabaseResource($ids: [ID!]!) { result: batchShelveDatabaseResource(ids: $ids) { count } }": types.BatchShelveDatabaseResourceDocument,
    "mutation BatchUnshelveDatabaseResource($ids: [ID!]!) { result: batchUnshelveDatabaseResource(ids: $ids) { count } }": types.BatchUnshelveDatabaseResourceDocument,
    "mutation BatchRemoveDatabaseResource($ids: [ID!]!) { result: batchRemoveDatabaseResource(ids: $ids) { count } }": types.BatchRemoveDatabaseResourceDocument,
    "mutation BatchSetPermissionDatabaseResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDatabaseResource(ids: $ids, value: $value) { count } }": types.BatchSetPermissionDatabaseResourceDocument,
    "\n    query AdminDigitalResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DigitalResourceSortField, $order: SortOrder) {\n      page: adminDigitalResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminDigitalResourcesQueryDocument,
    "query AdminDigitalResourceQuery($id: ID!) { item: adminDigitalResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url format file } }": types.AdminDigitalResourceQueryDocument,
    "mutation CreateDigitalResource($input: DigitalResourceInput!) { result: createDigitalResource(input: $input) { id } }": types.CreateDigitalResourceDocument,
    "mutation UpdateDigitalResource($id: ID!, $input: DigitalResourceInput!) { result: updateDigitalResource(id: $id, input: $input) { id } }": types.UpdateDigitalResourceDocument,
    "mutation EnableDigitalResource($id: ID!) { result: enableDigitalResource(id: $id) { id enabled } }": types.EnableDigitalResourceDocument,
    "mutation DisableDigitalResource($id: ID!) { result: disableDigitalResource(id: $id) { id enabled } }": types.DisableDigitalResourceDocument,
    "mutation RecommendDigitalResource($id: ID!) { result: recommendDigitalResource(id: $id) { id recommended } }": types.RecommendDigitalResourceDocument,
    "mutation UnrecommendDigitalResource($id: ID!) { result: unrecommendDigitalResource(id: $id) { id recommended } }": types.UnrecommendDigitalResourceDocument,
    "mutation ShelveDigitalResource($id: ID!) { result: shelveDigitalResource(id: $id) { id onShelf } }": types.ShelveDigitalResourceDocument,
    "mutation UnshelveDigitalResource($id: ID!) { result: unshelveDigitalResource(id: $id) { id onShelf } }": types.UnshelveDigitalResourceDocument,
    "mutation RemoveDigitalResource($id: ID!) { result: removeDigitalResource(id: $id) }": types.RemoveDigitalResourceDocument,
    "mutation SetPermissionDigitalResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDigitalResource(id: $id, value: $value) { id permission } }": types.SetPermissionDigitalResourceDocument,
    "mutation BatchEnableDigitalResource($ids: [ID!]!) { result: batchEnableDigitalResource(ids: $ids) { count } }": types.BatchEnableDigitalResourceDocument,
    "mutation BatchDisableDigitalResource($ids: [ID!]!) { result: batchDisableDigitalResource(ids: $ids) { count } }": types.BatchDisableDigitalResourceDocument,
    "mutation BatchRecommendDigitalResource($ids: [ID!]!) { result: batchRecommendDigitalResource(ids: $ids) { count } }": types.BatchRecommendDigitalResourceDocument,
    "mutation BatchUnrecommendDigitalResource($ids: [ID!]!) { result: batchUnrecommendDigitalResource(ids: $ids) { count } }": types.BatchUnrecommendDigitalResourceDocument,
    "mutation BatchShelveDigitalResource($ids: [ID!]!) { result: batchShelveDigitalResource(ids: $ids) { count } }": types.BatchShelveDigitalResourceDocument,
    "mutation BatchUnshelveDigitalResource($ids: [ID!]!) { result: batchUnshelveDigitalResource(ids: $ids) { count } }": types.BatchUnshelveDigitalResourceDocument,
    "mutation BatchRemoveDigitalResource($ids: [ID!]!) { result: batchRemoveDigitalResource(ids: $ids) { count } }": types.BatchRemoveDigitalResourceDocument,
    "mutation BatchSetPermissionDigitalResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDigitalResource(ids: $ids, value: $value) { count } }": types.BatchSetPermissionDigitalResourceDocument,
    "\n    query AdminEbooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookSortField, $order: SortOrder) {\n      page: adminEbooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminEbooksQueryDocument,
    "query AdminEbookQuery($id: ID!) { item: adminEbook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn pages file } }": types.AdminEbookQueryDocument,
    "mutation CreateEbook($input: EbookInput!) { result: createEbook(input: $input) { id } }": types.CreateEbookDocument,
    "mutation UpdateEbook($id: ID!, $input: EbookInput!) { result: updateEbook(id: $id, input: $input) { id } }": types.UpdateEbookDocument,
    "mutation EnableEbook($id: ID!) { result: enableEbook(id: $id) { id enabled } }": types.EnableEbookDocument,
    "mutation DisableEbook($id: ID!) { result: disableEbook(id: $id) { id enabled } }": types.DisableEbookDocument,
    "mutation RecommendEbook($id: ID!) { result: recommendEbook(id: $id) { id recommended } }": types.RecommendEbookDocument,
    "mutation UnrecommendEbook($id: ID!) { result: unrecommendEbook(id: $id) { id recommended } }": types.UnrecommendEbookDocument,
    "mutation ShelveEbook($id: ID!) { result: shelveEbook(id: $id) { id onShelf } }": types.ShelveEbookDocument,
    "mutation UnshelveEbook($id: ID!) { result: unshelveEbook(id: $id) { id onShelf } }": types.UnshelveEbookDocument,
    "mutation RemoveEbook($id: ID!) { result: removeEbook(id: $id) }": types.RemoveEbookDocument,
    "mutation SetPermissionEbook($id: ID!, $value: ResourcePermission!) { result: setPermissionEbook(id: $id, value: $value) { id permission } }": types.SetPermissionEbookDocument,
    "mutation BatchEnableEbook($ids: [ID!]!) { result: batchEnableEbook(ids: $ids) { count } }": types.BatchEnableEbookDocument,
    "mutation BatchDisableEbook($ids: [ID!]!) { result: batchDisableEbook(ids: $ids) { count } }": types.BatchDisableEbookDocument,
    "mutation BatchRecommendEbook($ids: [ID!]!) { result: batchRecommendEbook(ids: $ids) { count } }": types.BatchRecommendEbookDocument,
    "mutation BatchUnrecommendEbook($ids: [ID!]!) { result: batchUnrecommendEbook(ids: $ids) { count } }": types.BatchUnrecommendEbookDocument,
    "mutation BatchShelveEbook($ids: [ID!]!) { result: batchShelveEbook(ids: $ids) { count } }": types.BatchShelveEbookDocument,
    "mutation BatchUnshelveEbook($ids: [ID!]!) { result: batchUnshelveEbook(ids: $ids) { count } }": types.BatchUnshelveEbookDocument,
    "mutation BatchRemoveEbook($ids: [ID!]!) { result: batchRemoveEbook(ids: $ids) { count } }": types.BatchRemoveEbookDocument,
    "mutation BatchSetPermissionEbook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionEbook(ids: $ids, value: $value) { count } }": types.BatchSetPermissionEbookDocument,
    "\n    query AdminExhibitionsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionSortField, $order: SortOrder) {\n      page: adminExhibitions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminExhibitionsQueryDocument,
    "query AdminExhibitionQuery($id: ID!) { item: adminExhibition(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort venue startsOn endsOn } }": types.AdminExhibitionQueryDocument,
    "mutation CreateExhibition($input: ExhibitionInput!) { result: createExhibition(input: $input) { id } }": types.CreateExhibitionDocument,
    "mutation UpdateExhibition($id: ID!, $input: ExhibitionInput!) { result: updateExhibition(id: $id, input: $input) { id } }": types.UpdateExhibitionDocument,
    "mutation EnableExhibition($id: ID!) { result: enableExhibition(id: $id) { id enabled } }": types.EnableExhibitionDocument,
    "mutation DisableExhibition($id: ID!) { result: disableExhibition(id: $id) { id enabled } }": types.DisableExhibitionDocument,
    "mutation RecommendExhibition($id: ID!) { result: recommendExhibition(id: $id) { id recommended } }": types.RecommendExhibitionDocument,
    "mutation UnrecommendExhibition($id: ID!) { result: unrecommendExhibition(id: $id) { id recommended } }": types.UnrecommendExhibitionDocument,
    "mutation ShelveExhibition($id: ID!) { result: shelveExhibition(id: $id) { id onShelf } }": types.ShelveExhibitionDocument,
    "mutation UnshelveExhibition($id: ID!) { result: unshelveExhibition(id: $id) { id onShelf } }": types.UnshelveExhibitionDocument,
    "mutation RemoveExhibition($id: ID!) { result: removeExhibition(id: $id) }": types.RemoveExhibitionDocument,
    "mutation SetPermissionExhibition($id: ID!, $value: ResourcePermission!) { result: setPermissionExhibition(id: $id, value: $value) { id permission } }": types.SetPermissionExhibitionDocument,
    "mutation BatchEnableExhibition($ids: [ID!]!) { result: batchEnableExhibition(ids: $ids) { count } }": types.BatchEnableExhibitionDocument,
    "mutation BatchDisableExhibition($ids: [ID!]!) { result: batchDisableExhibition(ids: $ids) { count } }": types.BatchDisableExhibitionDocument,
    "mutation BatchRecommendExhibition($ids: [ID!]!) { result: batchRecommendExhibition(ids: $ids) { count } }": types.BatchRecommendExhibitionDocument,
    "mutation BatchUnrecommendExhibition($ids: [ID!]!) { result: batchUnrecommendExhibition(ids: $ids) { count } }": types.BatchUnrecommendExhibitionDocument,
    "mutation BatchShelveExhibition($ids: [ID!]!) { result: batchShelveExhibition(ids: $ids) { count } }": types.BatchShelveExhibitionDocument,
    "mutation BatchUnshelveExhibition($ids: [ID!]!) { result: batchUnshelveExhibition(ids: $ids) { count } }": types.BatchUnshelveExhibitionDocument,
    "mutation BatchRemoveExhibition($ids: [ID!]!) { result: batchRemoveExhibition(ids: $ids) { count } }": types.BatchRemoveExhibitionDocument,
    "mutation BatchSetPermissionExhibition($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionExhibition(ids: $ids, value: $value) { count } }": types.BatchSetPermissionExhibitionDocument,
    "\n    query AdminJournalsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalSortField, $order: SortOrder) {\n      page: adminJournals(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminJournalsQueryDocument,
    "query AdminJournalQuery($id: ID!) { item: adminJournal(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }": types.AdminJournalQueryDocument,
    "mutation CreateJournal($input: JournalInput!) { result: createJournal(input: $input) { id } }": types.CreateJournalDocument,
    "mutation UpdateJournal($id: ID!, $input: JournalInput!) { result: updateJournal(id: $id, input: $input) { id } }": types.UpdateJournalDocument,
    "mutation EnableJournal($id: ID!) { result: enableJournal(id: $id) { id enabled } }": types.EnableJournalDocument,
    "mutation DisableJournal($id: ID!) { result: disableJournal(id: $id) { id enabled } }": types.DisableJournalDocument,
    "mutation RecommendJournal($id: ID!) { result: recommendJournal(id: $id) { id recommended } }": types.RecommendJournalDocument,
    "mutation UnrecommendJournal($id: ID!) { result: unrecommendJournal(id: $id) { id recommended } }": types.UnrecommendJournalDocument,
    "mutation ShelveJournal($id: ID!) { result: shelveJournal(id: $id) { id onShelf } }": types.ShelveJournalDocument,
    "mutation UnshelveJournal($id: ID!) { result: unshelveJournal(id: $id) { id onShelf } }": types.UnshelveJournalDocument,
    "mutation RemoveJournal($id: ID!) { result: removeJournal(id: $id) }": types.RemoveJournalDocument,
    "mutation SetPermissionJournal($id: ID!, $value: ResourcePermission!) { result: setPermissionJournal(id: $id, value: $value) { id permission } }": types.SetPermissionJournalDocument,
    "mutation BatchEnableJournal($ids: [ID!]!) { result: batchEnableJournal(ids: $ids) { count } }": types.BatchEnableJournalDocument,
    "mutation BatchDisableJournal($ids: [ID!]!) { result: batchDisableJournal(ids: $ids) { count } }": types.BatchDisableJournalDocument,
    "mutation BatchRecommendJournal($ids: [ID!]!) { result: batchRecommendJournal(ids: $ids) { count } }": types.BatchRecommendJournalDocument,
    "mutation BatchUnrecommendJournal($ids: [ID!]!) { result: batchUnrecommendJournal(ids: $ids) { count } }": types.BatchUnrecommendJournalDocument,
    "mutation BatchShelveJournal($ids: [ID!]!) { result: batchShelveJournal(ids: $ids) { count } }": types.BatchShelveJournalDocument,
    "mutation BatchUnshelveJournal($ids: [ID!]!) { result: batchUnshelveJournal(ids: $ids) { count } }": types.BatchUnshelveJournalDocument,
    "mutation BatchRemoveJournal($ids: [ID!]!) { result: batchRemoveJournal(ids: $ids) { count } }": types.BatchRemoveJournalDocument,
    "mutation BatchSetPermissionJournal($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionJournal(ids: $ids, value: $value) { count } }": types.BatchSetPermissionJournalDocument,
    "\n    query AdminNewspapersQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperSortField, $order: SortOrder) {\n      page: adminNewspapers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminNewspapersQueryDocument,
    "query AdminNewspaperQuery($id: ID!) { item: adminNewspaper(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }": types.AdminNewspaperQueryDocument,
    "mutation CreateNewspaper($input: NewspaperInput!) { result: createNewspaper(input: $input) { id } }": types.CreateNewspaperDocument,
    "mutation UpdateNewspaper($id: ID!, $input: NewspaperInput!) { result: updateNewspaper(id: $id, input: $input) { id } }": types.UpdateNewspaperDocument,
    "mutation EnableNewspaper($id: ID!) { result: enableNewspaper(id: $id) { id enabled } }": types.EnableNewspaperDocument,
    "mutation DisableNewspaper($id: ID!) { result: disableNewspaper(id: $id) { id enabled } }": types.DisableNewspaperDocument,
    "mutation RecommendNewspaper($id: ID!) { result: recommendNewspaper(id: $id) { id recommended } }": types.RecommendNewspaperDocument,
    "mutation UnrecommendNewspaper($id: ID!) { result: unrecommendNewspaper(id: $id) { id recommended } }": types.UnrecommendNewspaperDocument,
    "mutation ShelveNewspaper($id: ID!) { result: shelveNewspaper(id: $id) { id onShelf } }": types.ShelveNewspaperDocument,
    "mutation UnshelveNewspaper($id: ID!) { result: unshelveNewspaper(id: $id) { id onShelf } }": types.UnshelveNewspaperDocument,
    "mutation RemoveNewspaper($id: ID!) { result: removeNewspaper(id: $id) }": types.RemoveNewspaperDocument,
    "mutation SetPermissionNewspaper($id: ID!, $value: ResourcePermission!) { result: setPermissionNewspaper(id: $id, value: $value) { id permission } }": types.SetPermissionNewspaperDocument,
    "mutation BatchEnableNewspaper($ids: [ID!]!) { result: batchEnableNewspaper(ids: $ids) { count } }": types.BatchEnableNewspaperDocument,
    "mutation BatchDisableNewspaper($ids: [ID!]!) { result: batchDisableNewspaper(ids: $ids) { count } }": types.BatchDisableNewspaperDocument,
    "mutation BatchRecommendNewspaper($ids: [ID!]!) { result: batchRecommendNewspaper(ids: $ids) { count } }": types.BatchRecommendNewspaperDocument,
    "mutation BatchUnrecommendNewspaper($ids: [ID!]!) { result: batchUnrecommendNewspaper(ids: $ids) { count } }": types.BatchUnrecommendNewspaperDocument,
    "mutation BatchShelveNewspaper($ids: [ID!]!) { result: batchShelveNewspaper(ids: $ids) { count } }": types.BatchShelveNewspaperDocument,
    "mutation BatchUnshelveNewspaper($ids: [ID!]!) { result: batchUnshelveNewspaper(ids: $ids) { count } }": types.BatchUnshelveNewspaperDocument,
    "mutation BatchRemoveNewspaper($ids: [ID!]!) { result: batchRemoveNewspaper(ids: $ids) { count } }": types.BatchRemoveNewspaperDocument,
    "mutation BatchSetPermissionNewspaper($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionNewspaper(ids: $ids, value: $value) { count } }": types.BatchSetPermissionNewspaperDocument,
    "\n    query AdminThesesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ThesisSortField, $order: SortOrder) {\n      page: adminTheses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminThesesQueryDocument,
    "query AdminThesisQuery($id: ID!) { item: adminThesis(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort degree institution advisor discipline file } }": types.AdminThesisQueryDocument,
    "mutation CreateThesis($input: ThesisInput!) { result: createThesis(input: $input) { id } }": types.CreateThesisDocument,
    "mutation UpdateThesis($id: ID!, $input: ThesisInput!) { result: updateThesis(id: $id, input: $input) { id } }": types.UpdateThesisDocument,
    "mutation EnableThesis($id: ID!) { result: enableThesis(id: $id) { id enabled } }": types.EnableThesisDocument,
    "mutation DisableThesis($id: ID!) { result: disableThesis(id: $id) { id enabled } }": types.DisableThesisDocument,
    "mutation RecommendThesis($id: ID!) { result: recommendThesis(id: $id) { id recommended } }": types.RecommendThesisDocument,
    "mutation UnrecommendThesis($id: ID!) { result: unrecommendThesis(id: $id) { id recommended } }": types.UnrecommendThesisDocument,
    "mutation ShelveThesis($id: ID!) { result: shelveThesis(id: $id) { id onShelf } }": types.ShelveThesisDocument,
    "mutation UnshelveThesis($id: ID!) { result: unshelveThesis(id: $id) { id onShelf } }": types.UnshelveThesisDocument,
    "mutation RemoveThesis($id: ID!) { result: removeThesis(id: $id) }": types.RemoveThesisDocument,
    "mutation SetPermissionThesis($id: ID!, $value: ResourcePermission!) { result: setPermissionThesis(id: $id, value: $value) { id permission } }": types.SetPermissionThesisDocument,
    "mutation BatchEnableThesis($ids: [ID!]!) { result: batchEnableThesis(ids: $ids) { count } }": types.BatchEnableThesisDocument,
    "mutation BatchDisableThesis($ids: [ID!]!) { result: batchDisableThesis(ids: $ids) { count } }": types.BatchDisableThesisDocument,
    "mutation BatchRecommendThesis($ids: [ID!]!) { result: batchRecommendThesis(ids: $ids) { count } }": types.BatchRecommendThesisDocument,
    "mutation BatchUnrecommendThesis($ids: [ID!]!) { result: batchUnrecommendThesis(ids: $ids) { count } }": types.BatchUnrecommendThesisDocument,
    "mutation BatchShelveThesis($ids: [ID!]!) { result: batchShelveThesis(ids: $ids) { count } }": types.BatchShelveThesisDocument,
    "mutation BatchUnshelveThesis($ids: [ID!]!) { result: batchUnshelveThesis(ids: $ids) { count } }": types.BatchUnshelveThesisDocument,
    "mutation BatchRemoveThesis($ids: [ID!]!) { result: batchRemoveThesis(ids: $ids) { count } }": types.BatchRemoveThesisDocument,
    "mutation BatchSetPermissionThesis($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionThesis(ids: $ids, value: $value) { count } }": types.BatchSetPermissionThesisDocument,
    "\n    query AdminVideosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoSortField, $order: SortOrder) {\n      page: adminVideos(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminVideosQueryDocument,
    "query AdminVideoQuery($id: ID!) { item: adminVideo(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort } }": types.AdminVideoQueryDocument,
    "mutation CreateVideo($input: VideoInput!) { result: createVideo(input: $input) { id } }": types.CreateVideoDocument,
    "mutation UpdateVideo($id: ID!, $input: VideoInput!) { result: updateVideo(id: $id, input: $input) { id } }": types.UpdateVideoDocument,
    "mutation EnableVideo($id: ID!) { result: enableVideo(id: $id) { id enabled } }": types.EnableVideoDocument,
    "mutation DisableVideo($id: ID!) { result: disableVideo(id: $id) { id enabled } }": types.DisableVideoDocument,
    "mutation RecommendVideo($id: ID!) { result: recommendVideo(id: $id) { id recommended } }": types.RecommendVideoDocument,
    "mutation UnrecommendVideo($id: ID!) { result: unrecommendVideo(id: $id) { id recommended } }": types.UnrecommendVideoDocument,
    "mutation ShelveVideo($id: ID!) { result: shelveVideo(id: $id) { id onShelf } }": types.ShelveVideoDocument,
    "mutation UnshelveVideo($id: ID!) { result: unshelveVideo(id: $id) { id onShelf } }": types.UnshelveVideoDocument,
    "mutation RemoveVideo($id: ID!) { result: removeVideo(id: $id) }": types.RemoveVideoDocument,
    "mutation SetPermissionVideo($id: ID!, $value: ResourcePermission!) { result: setPermissionVideo(id: $id, value: $value) { id permission } }": types.SetPermissionVideoDocument,
    "mutation BatchEnableVideo($ids: [ID!]!) { result: batchEnableVideo(ids: $ids) { count } }": types.BatchEnableVideoDocument,
    "mutation BatchDisableVideo($ids: [ID!]!) { result: batchDisableVideo(ids: $ids) { count } }": types.BatchDisableVideoDocument,
    "mutation BatchRecommendVideo($ids: [ID!]!) { result: batchRecommendVideo(ids: $ids) { count } }": types.BatchRecommendVideoDocument,
    "mutation BatchUnrecommendVideo($ids: [ID!]!) { result: batchUnrecommendVideo(ids: $ids) { count } }": types.BatchUnrecommendVideoDocument,
    "mutation BatchShelveVideo($ids: [ID!]!) { result: batchShelveVideo(ids: $ids) { count } }": types.BatchShelveVideoDocument,
    "mutation BatchUnshelveVideo($ids: [ID!]!) { result: batchUnshelveVideo(ids: $ids) { count } }": types.BatchUnshelveVideoDocument,
    "mutation BatchRemoveVideo($ids: [ID!]!) { result: batchRemoveVideo(ids: $ids) { count } }": types.BatchRemoveVideoDocument,
    "mutation BatchSetPermissionVideo($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionVideo(ids: $ids, value: $value) { count } }": types.BatchSetPermissionVideoDocument,
    "\n    query AdminLibrariesQuery($filter: LibraryFilter, $page: Int!, $pageSize: Int!, $sortBy: LibrarySortField, $order: SortOrder) {\n      page: adminLibraries(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name address phone image sort enabled recommended }\n        total page pageSize\n      }\n    }\n  ": types.AdminLibrariesQueryDocument,
    "\n    query AdminLibraryQuery($id: ID!) {\n      item: adminLibrary(id: $id) { id name address phone openingHours latitude longitude image description sort enabled recommended }\n    }\n  ": types.AdminLibraryQueryDocument,
    "mutation CreateLibrary($input: LibraryInput!) { result: createLibrary(input: $input) { id } }": types.CreateLibraryDocument,
    "mutation UpdateLibrary($id: ID!, $input: LibraryInput!) { result: updateLibrary(id: $id, input: $input) { id } }": types.UpdateLibraryDocument,
    "mutation EnableLibrary($id: ID!) { result: enableLibrary(id: $id) { id enabled } }": types.EnableLibraryDocument,
    "mutation DisableLibrary($id: ID!) { result: disableLibrary(id: $id) { id enabled } }": types.DisableLibraryDocument,
    "mutation RecommendLibrary($id: ID!) { result: recommendLibrary(id: $id) { id recommended } }": types.RecommendLibraryDocument,
    "mutation UnrecommendLibrary($id: ID!) { result: unrecommendLibrary(id: $id) { id recommended } }": types.UnrecommendLibraryDocument,
    "mutation RemoveLibrary($id: ID!) { result: removeLibrary(id: $id) }": types.RemoveLibraryDocument,
    "mutation BatchEnableLibrary($ids: [ID!]!) { result: batchEnableLibrary(ids: $ids) { count } }": types.BatchEnableLibraryDocument,
    "mutation BatchDisableLibrary($ids: [ID!]!) { result: batchDisableLibrary(ids: $ids) { count } }": types.BatchDisableLibraryDocument,
    "mutation BatchRecommendLibrary($ids: [ID!]!) { result: batchRecommendLibrary(ids: $ids) { count } }": types.BatchRecommendLibraryDocument,
    "mutation BatchUnrecommendLibrary($ids: [ID!]!) { result: batchUnrecommendLibrary(ids: $ids) { count } }": types.BatchUnrecommendLibraryDocument,
    "mutation BatchRemoveLibrary($ids: [ID!]!) { result: batchRemoveLibrary(ids: $ids) { count } }": types.BatchRemoveLibraryDocument,
    "\n    query AdminNewsListQuery($filter: NewsFilter, $page: Int!, $pageSize: Int!, $sortBy: NewsSortField, $order: SortOrder) {\n      page: adminNewsList(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title category cover publishedAt views enabled recommended }\n        total page pageSize\n      }\n    }\n  ": types.AdminNewsListQueryDocument,
    "\n    query AdminNewsQuery($id: ID!) {\n      item: adminNews(id: $id) { id category title summary cover body author publishedAt enabled recommended sort }\n    }\n  ": types.AdminNewsQueryDocument,
    "mutation CreateNews($input: NewsInput!) { result: createNews(input: $input) { id } }": types.CreateNewsDocument,
    "mutation UpdateNews($id: ID!, $input: NewsInput!) { result: updateNews(id: $id, input: $input) { id } }": types.UpdateNewsDocument,
    "mutation EnableNews($id: ID!) { result: enableNews(id: $id) { id enabled } }": types.EnableNewsDocument,
    "mutation DisableNews($id: ID!) { result: disableNews(id: $id) { id enabled } }": types.DisableNewsDocument,
    "mutation RecommendNews($id: ID!) { result: recommendNews(id: $id) { id recommended } }": types.RecommendNewsDocument,
    "mutation UnrecommendNews($id: ID!) { result: unrecommendNews(id: $id) { id recommended } }": types.UnrecommendNewsDocument,
    "mutation RemoveNews($id: ID!) { result: removeNews(id: $id) }": types.RemoveNewsDocument,
    "mutation BatchEnableNews($ids: [ID!]!) { result: batchEnableNews(ids: $ids) { count } }": types.BatchEnableNewsDocument,
    "mutation BatchDisableNews($ids: [ID!]!) { result: batchDisableNews(ids: $ids) { count } }": types.BatchDisableNewsDocument,
    "mutation BatchRecommendNews($ids: [ID!]!) { result: batchRecommendNews(ids: $ids) { count } }": types.BatchRecommendNewsDocument,
    "mutation BatchUnrecommendNews($ids: [ID!]!) { result: batchUnrecommendNews(ids: $ids) { count } }": types.BatchUnrecommendNewsDocument,
    "mutation BatchRemoveNews($ids: [ID!]!) { result: batchRemoveNews(ids: $ids) { count } }": types.BatchRemoveNewsDocument,
    "\n  query AdminResourcePoster($id: ID!) {\n    poster: resourcePoster(id: $id) { resourceId poster link }\n  }\n": types.AdminResourcePosterDocument,
    "\n  mutation CreateResourcePoster($id: ID!, $image: String) {\n    result: createResourcePoster(id: $id, image: $image) { resourceId poster link }\n  }\n": types.CreateResourcePosterDocument,
    "\n    query AdminRecommendedResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField, $order: SortOrder) {\n      page: adminResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id kind title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  ": types.AdminRecommendedResourcesQueryDocument,
    "\n  query AdminResourceHeading($id: ID!) { item: adminResource(id: $id) { id kind title creators onShelf enabled } }\n": types.AdminResourceHeadingDocument,
    "\n  query AdminJournalVolumeHeading($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title } }\n": types.AdminJournalVolumeHeadingDocument,
    "\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n": types.AdminResourceClassesQueryDocument,
    "\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n": types.AdminResourceClassQueryDocument,
    "mutation EnableResourceClass($id: ID!) { result: enableResourceClass(id: $id) { id enabled } }": types.EnableResourceClassDocument,
    "mutation DisableResourceClass($id: ID!) { result: disableResourceClass(id: $id) { id enabled } }": types.DisableResourceClassDocument,
    "mutation RemoveResourceClass($id: ID!) { result: removeResourceClass(id: $id) }": types.RemoveResourceClassDocument,
    "mutation BatchEnableResourceClass($ids: [ID!]!) { result: batchEnableResourceClass(ids: $ids) { count } }": types.BatchEnableResourceClassDocument,
    "mutation BatchDisableResourceClass($ids: [ID!]!) { result: batchDisableResourceClass(ids: $ids) { count } }": types.BatchDisableResourceClassDocument,
    "mutation BatchRemoveResourceClass($ids: [ID!]!) { result: batchRemoveResourceClass(ids: $ids) { count } }": types.BatchRemoveResourceClassDocument,
    "mutation CreateResourceClass($input: ResourceClassInput!) { result: createResourceClass(input: $input) { id } }": types.CreateResourceClassDocument,
    "mutation UpdateResourceClass($id: ID!, $input: ResourceClassInput!) { result: updateResourceClass(id: $id, input: $input) { id } }": types.UpdateResourceClassDocument,
    "\n    query AdminResourcePickerQuery($filter: ResourceFilter) {\n      page: adminResources(filter: $filter, page: 1, pageSize: 20, sortBy: createdAt, order: DESC) { items { id kind title } }\n    }\n  ": types.AdminResourcePickerQueryDocument,
    "query AdminResourceName($id: ID!) { item: adminResource(id: $id) { id kind title } }": types.AdminResourceNameDocument,
    "mutation EnableResourceList($id: ID!) { result: enableResourceList(id: $id) { id enabled } }": types.EnableResourceListDocument,
    "mutation DisableResourceList($id: ID!) { result: disableResourceList(id: $id) { id enabled } }": types.DisableResourceListDocument,
    "mutation RecommendResourceList($id: ID!) { result: recommendResourceList(id: $id) { id recommended } }": types.RecommendResourceListDocument,
    "mutation UnrecommendResourceList($id: ID!) { result: unrecommendResourceList(id: $id) { id recommended } }": types.UnrecommendResourceListDocument,
    "mutation RemoveResourceList($id: ID!) { result: removeResourceList(id: $id) }": types.RemoveResourceListDocument,
    "mutation BatchEnableResourceList($ids: [ID!]!) { result: batchEnableResourceList(ids: $ids) { count } }": types.BatchEnableResourceListDocument,
    "mutation BatchDisableResourceList($ids: [ID!]!) { result: batchDisableResourceList(ids: $ids) { count } }": types.BatchDisableResourceListDocument,
    "mutation BatchRecommendResourceList($ids: [ID!]!) { result: batchRecommendResourceList(ids: $ids) { count } }": types.BatchRecommendResourceListDocument,
    "mutation BatchUnrecommendResourceList($ids: [ID!]!) { result: batchUnrecommendResourceList(ids: $ids) { count } }": types.BatchUnrecommendResourceListDocument,
    "mutation BatchRemoveResourceList($ids: [ID!]!) { result: batchRemoveResourceList(ids: $ids) { count } }": types.BatchRemoveResourceListDocument,
    "\n      query AdminResourceListsQuery($filter: ResourceListFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceListSortField, $order: SortOrder) {\n        page: adminResourceLists(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n          items { id title cover resourceCount sort enabled recommended createdAt }\n          total page pageSize\n        }\n      }\n    ": types.AdminResourceListsQueryDocument,
    "\n      query AdminResourceListQuery($id: ID!) {\n        item: adminResourceList(id: $id) { id listType title cover summary sort enabled recommended resourceIds resources { id kind title } }\n      }\n    ": types.AdminResourceListQueryDocument,
    "mutation CreateResourceList($input: ResourceListInput!) { result: createResourceList(input: $input) { id } }": types.CreateResourceListDocument,
    "mutation UpdateResourceList($id: ID!, $input: ResourceListInput!) { result: updateResourceList(id: $id, input: $input) { id } }": types.UpdateResourceListDocument,
    "\n    query AdminSearchWordsQuery($filter: SearchWordFilter, $page: Int!, $pageSize: Int!, $sortBy: SearchWordSortField, $order: SortOrder) {\n      page: adminSearchWords(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id text count lastResultCount lastSearchedAt status }\n        total page pageSize\n      }\n    }\n  ": types.AdminSearchWordsQueryDocument,
    "\n    query AdminSearchWordQuery($id: ID!) {\n      item: adminSearchWord(id: $id) { id text status }\n    }\n  ": types.AdminSearchWordQueryDocument,
    "mutation CreateSearchWord($input: SearchWordInput!) { result: createSearchWord(input: $input) { id } }": types.CreateSearchWordDocument,
    "mutation UpdateSearchWord($id: ID!, $input: SearchWordInput!) { result: updateSearchWord(id: $id, input: $input) { id } }": types.UpdateSearchWordDocument,
    "mutation SetStatusSearchWord($id: ID!, $value: ReviewStatus!) { result: setStatusSearchWord(id: $id, value: $value) { id status } }": types.SetStatusSearchWordDocument,
    "mutation BatchSetStatusSearchWord($ids: [ID!]!, $value: ReviewStatus!) { result: batchSetStatusSearchWord(ids: $ids, value: $value) { count } }": types.BatchSetStatusSearchWordDocument,
    "mutation RemoveSearchWord($id: ID!) { result: removeSearchWord(id: $id) }": types.RemoveSearchWordDocument,
    "mutation BatchRemoveSearchWord($ids: [ID!]!) { result: batchRemoveSearchWord(ids: $ids) { count } }": types.BatchRemoveSearchWordDocument,
    "\n    query AdminSuppliersQuery($filter: SupplierFilter, $page: Int!, $pageSize: Int!, $sortBy: SupplierSortField, $order: SortOrder) {\n      page: adminSuppliers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name contact phone email sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  ": types.AdminSuppliersQueryDocument,
    "\n    query AdminSupplierQuery($id: ID!) {\n      item: adminSupplier(id: $id) { id name contact phone email website description enabled recommended sort }\n    }\n  ": types.AdminSupplierQueryDocument,
    "mutation CreateSupplier($input: SupplierInput!) { result: createSupplier(input: $input) { id } }": types.CreateSupplierDocument,
    "mutation UpdateSupplier($id: ID!, $input: SupplierInput!) { result: updateSupplier(id: $id, input: $input) { id } }": types.UpdateSupplierDocument,
    "mutation EnableSupplier($id: ID!) { result: enableSupplier(id: $id) { id enabled } }": types.EnableSupplierDocument,
    "mutation DisableSupplier($id: ID!) { result: disableSupplier(id: $id) { id enabled } }": types.DisableSupplierDocument,
    "mutation RecommendSupplier($id: ID!) { result: recommendSupplier(id: $id) { id recommended } }": types.RecommendSupplierDocument,
    "mutation UnrecommendSupplier($id: ID!) { result: unrecommendSupplier(id: $id) { id recommended } }": types.UnrecommendSupplierDocument,
    "mutation RemoveSupplier($id: ID!) { result: removeSupplier(id: $id) }": types.RemoveSupplierDocument,
    "mutation BatchEnableSupplier($ids: [ID!]!) { result: batchEnableSupplier(ids: $ids) { count } }": types.BatchEnableSupplierDocument,
    "mutation BatchDisableSupplier($ids: [ID!]!) { result: batchDisableSupplier(ids: $ids) { count } }": types.BatchDisableSupplierDocument,
    "mutation BatchRecommendSupplier($ids: [ID!]!) { result: batchRecommendSupplier(ids: $ids) { count } }": types.BatchRecommendSupplierDocument,
    "mutation BatchUnrecommendSupplier($ids: [ID!]!) { result: batchUnrecommendSupplier(ids: $ids) { count } }": types.BatchUnrecommendSupplierDocument,
    "mutation BatchRemoveSupplier($ids: [ID!]!) { result: batchRemoveSupplier(ids: $ids) { count } }": types.BatchRemoveSupplierDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadFile($file: Upload!) {\n    uploadFile(file: $file) { id url }\n  }\n"): (typeof documents)["\n  mutation AdminUploadFile($file: Upload!) {\n    uploadFile(file: $file) { id url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminBannersQuery($filter: BannerFilter, $page: Int!, $pageSize: Int!, $sortBy: BannerSortField, $order: SortOrder) {\n      page: adminBanners(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title image link sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminBannersQuery($filter: BannerFilter, $page: Int!, $pageSize: Int!, $sortBy: BannerSortField, $order: SortOrder) {\n      page: adminBanners(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title image link sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBannerQuery($id: ID!) { item: adminBanner(id: $id) { id title image link sort enabled recommended } }"): (typeof documents)["query AdminBannerQuery($id: ID!) { item: adminBanner(id: $id) { id title image link sort enabled recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBanner($input: BannerInput!) { result: createBanner(input: $input) { id } }"): (typeof documents)["mutation CreateBanner($input: BannerInput!) { result: createBanner(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBanner($id: ID!, $input: BannerInput!) { result: updateBanner(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateBanner($id: ID!, $input: BannerInput!) { result: updateBanner(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableBanner($id: ID!) { result: enableBanner(id: $id) { id enabled } }"): (typeof documents)["mutation EnableBanner($id: ID!) { result: enableBanner(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableBanner($id: ID!) { result: disableBanner(id: $id) { id enabled } }"): (typeof documents)["mutation DisableBanner($id: ID!) { result: disableBanner(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendBanner($id: ID!) { result: recommendBanner(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendBanner($id: ID!) { result: recommendBanner(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendBanner($id: ID!) { result: unrecommendBanner(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendBanner($id: ID!) { result: unrecommendBanner(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveBanner($id: ID!) { result: removeBanner(id: $id) }"): (typeof documents)["mutation RemoveBanner($id: ID!) { result: removeBanner(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableBanner($ids: [ID!]!) { result: batchEnableBanner(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableBanner($ids: [ID!]!) { result: batchEnableBanner(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableBanner($ids: [ID!]!) { result: batchDisableBanner(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableBanner($ids: [ID!]!) { result: batchDisableBanner(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendBanner($ids: [ID!]!) { result: batchRecommendBanner(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendBanner($ids: [ID!]!) { result: batchRecommendBanner(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendBanner($ids: [ID!]!) { result: batchUnrecommendBanner(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendBanner($ids: [ID!]!) { result: batchUnrecommendBanner(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveBanner($ids: [ID!]!) { result: batchRemoveBanner(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveBanner($ids: [ID!]!) { result: batchRemoveBanner(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminBatchNumbersQuery($filter: BatchNumberFilter, $page: Int!, $pageSize: Int!, $sortBy: BatchNumberSortField, $order: SortOrder) {\n      page: adminBatchNumbers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id code name receivedAt supplier { id name } enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminBatchNumbersQuery($filter: BatchNumberFilter, $page: Int!, $pageSize: Int!, $sortBy: BatchNumberSortField, $order: SortOrder) {\n      page: adminBatchNumbers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id code name receivedAt supplier { id name } enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminBatchNumberQuery($id: ID!) {\n      item: adminBatchNumber(id: $id) { id code name supplierId receivedAt description enabled recommended sort }\n    }\n  "): (typeof documents)["\n    query AdminBatchNumberQuery($id: ID!) {\n      item: adminBatchNumber(id: $id) { id code name supplierId receivedAt description enabled recommended sort }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBatchNumber($input: BatchNumberInput!) { result: createBatchNumber(input: $input) { id } }"): (typeof documents)["mutation CreateBatchNumber($input: BatchNumberInput!) { result: createBatchNumber(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBatchNumber($id: ID!, $input: BatchNumberInput!) { result: updateBatchNumber(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateBatchNumber($id: ID!, $input: BatchNumberInput!) { result: updateBatchNumber(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableBatchNumber($id: ID!) { result: enableBatchNumber(id: $id) { id enabled } }"): (typeof documents)["mutation EnableBatchNumber($id: ID!) { result: enableBatchNumber(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableBatchNumber($id: ID!) { result: disableBatchNumber(id: $id) { id enabled } }"): (typeof documents)["mutation DisableBatchNumber($id: ID!) { result: disableBatchNumber(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendBatchNumber($id: ID!) { result: recommendBatchNumber(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendBatchNumber($id: ID!) { result: recommendBatchNumber(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendBatchNumber($id: ID!) { result: unrecommendBatchNumber(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendBatchNumber($id: ID!) { result: unrecommendBatchNumber(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveBatchNumber($id: ID!) { result: removeBatchNumber(id: $id) }"): (typeof documents)["mutation RemoveBatchNumber($id: ID!) { result: removeBatchNumber(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableBatchNumber($ids: [ID!]!) { result: batchEnableBatchNumber(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableBatchNumber($ids: [ID!]!) { result: batchEnableBatchNumber(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableBatchNumber($ids: [ID!]!) { result: batchDisableBatchNumber(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableBatchNumber($ids: [ID!]!) { result: batchDisableBatchNumber(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendBatchNumber($ids: [ID!]!) { result: batchRecommendBatchNumber(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendBatchNumber($ids: [ID!]!) { result: batchRecommendBatchNumber(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendBatchNumber($ids: [ID!]!) { result: batchUnrecommendBatchNumber(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendBatchNumber($ids: [ID!]!) { result: batchUnrecommendBatchNumber(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveBatchNumber($ids: [ID!]!) { result: batchRemoveBatchNumber(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveBatchNumber($ids: [ID!]!) { result: batchRemoveBatchNumber(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCaptureResource($url: String!) {\n    captured: captureResource(url: $url) {\n      title creators cover coverSourceUrl summary keywords publisher publishYear isbn language kind sourceUrl warnings\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCaptureResource($url: String!) {\n    captured: captureResource(url: $url) {\n      title creators cover coverSourceUrl summary keywords publisher publishYear isbn language kind sourceUrl warnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminImportResources($file: Upload!, $kind: ResourceKind!, $supplierId: ID, $batchId: ID, $onShelf: Boolean) {\n    result: importResources(file: $file, kind: $kind, supplierId: $supplierId, batchId: $batchId, onShelf: $onShelf) { id state progress }\n  }\n"): (typeof documents)["\n  mutation AdminImportResources($file: Upload!, $kind: ResourceKind!, $supplierId: ID, $batchId: ID, $onShelf: Boolean) {\n    result: importResources(file: $file, kind: $kind, supplierId: $supplierId, batchId: $batchId, onShelf: $onShelf) { id state progress }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourceImport($id: ID!) {\n    job: resourceImport(id: $id) {\n      id fileName kind state progress message error total created moreProblems createdAt\n      rejected { row field message }\n      warnings { row field message }\n    }\n  }\n"): (typeof documents)["\n  query AdminResourceImport($id: ID!) {\n    job: resourceImport(id: $id) {\n      id fileName kind state progress message error total created moreProblems createdAt\n      rejected { row field message }\n      warnings { row field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourceImports($limit: Int!) {\n    jobs: resourceImports(limit: $limit) { id fileName kind state progress total created createdAt }\n  }\n"): (typeof documents)["\n  query AdminResourceImports($limit: Int!) {\n    jobs: resourceImports(limit: $limit) { id fileName kind state progress total created createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n"): (typeof documents)["\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  "): (typeof documents)["\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BatchNumberOptions {\n      page: adminBatchNumbers(page: 1, pageSize: 100, sortBy: createdAt, order: DESC) { items { id code name enabled } }\n    }\n  "): (typeof documents)["\n    query BatchNumberOptions {\n      page: adminBatchNumbers(page: 1, pageSize: 100, sortBy: createdAt, order: DESC) { items { id code name enabled } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query LibraryOptions {\n      page: adminLibraries(page: 1, pageSize: 100, sortBy: sort, order: ASC) { items { id name enabled } }\n    }\n  "): (typeof documents)["\n    query LibraryOptions {\n      page: adminLibraries(page: 1, pageSize: 100, sortBy: sort, order: ASC) { items { id name enabled } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminAudioTracksQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioTrackSortField, $order: SortOrder) {\n      page: adminAudioTracks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title file duration sort enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminAudioTracksQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioTrackSortField, $order: SortOrder) {\n      page: adminAudioTracks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title file duration sort enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAudioTrackQuery($id: ID!) { item: adminAudioTrack(id: $id) { id title file duration sort enabled } }"): (typeof documents)["query AdminAudioTrackQuery($id: ID!) { item: adminAudioTrack(id: $id) { id title file duration sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAudioTrack($input: AudioTrackInput!) { result: createAudioTrack(input: $input) { id } }"): (typeof documents)["mutation CreateAudioTrack($input: AudioTrackInput!) { result: createAudioTrack(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAudioTrack($id: ID!, $input: AudioTrackInput!) { result: updateAudioTrack(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateAudioTrack($id: ID!, $input: AudioTrackInput!) { result: updateAudioTrack(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableAudioTrack($id: ID!) { result: enableAudioTrack(id: $id) { id enabled } }"): (typeof documents)["mutation EnableAudioTrack($id: ID!) { result: enableAudioTrack(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableAudioTrack($id: ID!) { result: disableAudioTrack(id: $id) { id enabled } }"): (typeof documents)["mutation DisableAudioTrack($id: ID!) { result: disableAudioTrack(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAudioTrack($id: ID!) { result: removeAudioTrack(id: $id) }"): (typeof documents)["mutation RemoveAudioTrack($id: ID!) { result: removeAudioTrack(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableAudioTrack($ids: [ID!]!) { result: batchEnableAudioTrack(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableAudioTrack($ids: [ID!]!) { result: batchEnableAudioTrack(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableAudioTrack($ids: [ID!]!) { result: batchDisableAudioTrack(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableAudioTrack($ids: [ID!]!) { result: batchDisableAudioTrack(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveAudioTrack($ids: [ID!]!) { result: batchRemoveAudioTrack(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveAudioTrack($ids: [ID!]!) { result: batchRemoveAudioTrack(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminBookCopiesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: BookCopySortField, $order: SortOrder) {\n      page: adminBookCopies(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id barcode library { id name } location status dueAt enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminBookCopiesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: BookCopySortField, $order: SortOrder) {\n      page: adminBookCopies(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id barcode library { id name } location status dueAt enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBookCopyQuery($id: ID!) { item: adminBookCopy(id: $id) { id barcode libraryId location status dueAt enabled sort } }"): (typeof documents)["query AdminBookCopyQuery($id: ID!) { item: adminBookCopy(id: $id) { id barcode libraryId location status dueAt enabled sort } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBookCopy($input: BookCopyInput!) { result: createBookCopy(input: $input) { id } }"): (typeof documents)["mutation CreateBookCopy($input: BookCopyInput!) { result: createBookCopy(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBookCopy($id: ID!, $input: BookCopyInput!) { result: updateBookCopy(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateBookCopy($id: ID!, $input: BookCopyInput!) { result: updateBookCopy(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableBookCopy($id: ID!) { result: enableBookCopy(id: $id) { id enabled } }"): (typeof documents)["mutation EnableBookCopy($id: ID!) { result: enableBookCopy(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableBookCopy($id: ID!) { result: disableBookCopy(id: $id) { id enabled } }"): (typeof documents)["mutation DisableBookCopy($id: ID!) { result: disableBookCopy(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveBookCopy($id: ID!) { result: removeBookCopy(id: $id) }"): (typeof documents)["mutation RemoveBookCopy($id: ID!) { result: removeBookCopy(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableBookCopy($ids: [ID!]!) { result: batchEnableBookCopy(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableBookCopy($ids: [ID!]!) { result: batchEnableBookCopy(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableBookCopy($ids: [ID!]!) { result: batchDisableBookCopy(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableBookCopy($ids: [ID!]!) { result: batchDisableBookCopy(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveBookCopy($ids: [ID!]!) { result: batchRemoveBookCopy(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveBookCopy($ids: [ID!]!) { result: batchRemoveBookCopy(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminEbookChaptersQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookChapterSortField, $order: SortOrder) {\n      page: adminEbookChapters(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title href wordCount sort enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminEbookChaptersQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookChapterSortField, $order: SortOrder) {\n      page: adminEbookChapters(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title href wordCount sort enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminEbookChapterQuery($id: ID!) { item: adminEbookChapter(id: $id) { id title href wordCount sort enabled } }"): (typeof documents)["query AdminEbookChapterQuery($id: ID!) { item: adminEbookChapter(id: $id) { id title href wordCount sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEbookChapter($input: EbookChapterInput!) { result: createEbookChapter(input: $input) { id } }"): (typeof documents)["mutation CreateEbookChapter($input: EbookChapterInput!) { result: createEbookChapter(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEbookChapter($id: ID!, $input: EbookChapterInput!) { result: updateEbookChapter(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateEbookChapter($id: ID!, $input: EbookChapterInput!) { result: updateEbookChapter(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableEbookChapter($id: ID!) { result: enableEbookChapter(id: $id) { id enabled } }"): (typeof documents)["mutation EnableEbookChapter($id: ID!) { result: enableEbookChapter(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableEbookChapter($id: ID!) { result: disableEbookChapter(id: $id) { id enabled } }"): (typeof documents)["mutation DisableEbookChapter($id: ID!) { result: disableEbookChapter(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveEbookChapter($id: ID!) { result: removeEbookChapter(id: $id) }"): (typeof documents)["mutation RemoveEbookChapter($id: ID!) { result: removeEbookChapter(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableEbookChapter($ids: [ID!]!) { result: batchEnableEbookChapter(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableEbookChapter($ids: [ID!]!) { result: batchEnableEbookChapter(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableEbookChapter($ids: [ID!]!) { result: batchDisableEbookChapter(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableEbookChapter($ids: [ID!]!) { result: batchDisableEbookChapter(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveEbookChapter($ids: [ID!]!) { result: batchRemoveEbookChapter(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveEbookChapter($ids: [ID!]!) { result: batchRemoveEbookChapter(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminEditionPagesQuery($filter: EditionPageFilter, $page: Int!, $pageSize: Int!, $sortBy: EditionPageSortField, $order: SortOrder) {\n      page: adminEditionPages(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id pageNo title image file enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminEditionPagesQuery($filter: EditionPageFilter, $page: Int!, $pageSize: Int!, $sortBy: EditionPageSortField, $order: SortOrder) {\n      page: adminEditionPages(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id pageNo title image file enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminEditionPageQuery($id: ID!) { item: adminEditionPage(id: $id) { id pageNo title image file sort enabled } }"): (typeof documents)["query AdminEditionPageQuery($id: ID!) { item: adminEditionPage(id: $id) { id pageNo title image file sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEditionPage($input: EditionPageInput!) { result: createEditionPage(input: $input) { id } }"): (typeof documents)["mutation CreateEditionPage($input: EditionPageInput!) { result: createEditionPage(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEditionPage($id: ID!, $input: EditionPageInput!) { result: updateEditionPage(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateEditionPage($id: ID!, $input: EditionPageInput!) { result: updateEditionPage(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableEditionPage($id: ID!) { result: enableEditionPage(id: $id) { id enabled } }"): (typeof documents)["mutation EnableEditionPage($id: ID!) { result: enableEditionPage(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableEditionPage($id: ID!) { result: disableEditionPage(id: $id) { id enabled } }"): (typeof documents)["mutation DisableEditionPage($id: ID!) { result: disableEditionPage(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveEditionPage($id: ID!) { result: removeEditionPage(id: $id) }"): (typeof documents)["mutation RemoveEditionPage($id: ID!) { result: removeEditionPage(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableEditionPage($ids: [ID!]!) { result: batchEnableEditionPage(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableEditionPage($ids: [ID!]!) { result: batchEnableEditionPage(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableEditionPage($ids: [ID!]!) { result: batchDisableEditionPage(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableEditionPage($ids: [ID!]!) { result: batchDisableEditionPage(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveEditionPage($ids: [ID!]!) { result: batchRemoveEditionPage(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveEditionPage($ids: [ID!]!) { result: batchRemoveEditionPage(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminExhibitionPicturesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionPictureSortField, $order: SortOrder) {\n      page: adminExhibitionPictures(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id image caption sort enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminExhibitionPicturesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionPictureSortField, $order: SortOrder) {\n      page: adminExhibitionPictures(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id image caption sort enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminExhibitionPictureQuery($id: ID!) { item: adminExhibitionPicture(id: $id) { id image caption description sort enabled } }"): (typeof documents)["query AdminExhibitionPictureQuery($id: ID!) { item: adminExhibitionPicture(id: $id) { id image caption description sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateExhibitionPicture($input: ExhibitionPictureInput!) { result: createExhibitionPicture(input: $input) { id } }"): (typeof documents)["mutation CreateExhibitionPicture($input: ExhibitionPictureInput!) { result: createExhibitionPicture(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateExhibitionPicture($id: ID!, $input: ExhibitionPictureInput!) { result: updateExhibitionPicture(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateExhibitionPicture($id: ID!, $input: ExhibitionPictureInput!) { result: updateExhibitionPicture(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableExhibitionPicture($id: ID!) { result: enableExhibitionPicture(id: $id) { id enabled } }"): (typeof documents)["mutation EnableExhibitionPicture($id: ID!) { result: enableExhibitionPicture(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableExhibitionPicture($id: ID!) { result: disableExhibitionPicture(id: $id) { id enabled } }"): (typeof documents)["mutation DisableExhibitionPicture($id: ID!) { result: disableExhibitionPicture(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveExhibitionPicture($id: ID!) { result: removeExhibitionPicture(id: $id) }"): (typeof documents)["mutation RemoveExhibitionPicture($id: ID!) { result: removeExhibitionPicture(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableExhibitionPicture($ids: [ID!]!) { result: batchEnableExhibitionPicture(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableExhibitionPicture($ids: [ID!]!) { result: batchEnableExhibitionPicture(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableExhibitionPicture($ids: [ID!]!) { result: batchDisableExhibitionPicture(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableExhibitionPicture($ids: [ID!]!) { result: batchDisableExhibitionPicture(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveExhibitionPicture($ids: [ID!]!) { result: batchRemoveExhibitionPicture(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveExhibitionPicture($ids: [ID!]!) { result: batchRemoveExhibitionPicture(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminJournalArticlesQuery($filter: JournalArticleFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalArticleSortField, $order: SortOrder) {\n      page: adminJournalArticles(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title creators pages sort enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminJournalArticlesQuery($filter: JournalArticleFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalArticleSortField, $order: SortOrder) {\n      page: adminJournalArticles(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title creators pages sort enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJournalArticleQuery($id: ID!) { item: adminJournalArticle(id: $id) { id title creators pages summary file sort enabled } }"): (typeof documents)["query AdminJournalArticleQuery($id: ID!) { item: adminJournalArticle(id: $id) { id title creators pages summary file sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateJournalArticle($input: JournalArticleInput!) { result: createJournalArticle(input: $input) { id } }"): (typeof documents)["mutation CreateJournalArticle($input: JournalArticleInput!) { result: createJournalArticle(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJournalArticle($id: ID!, $input: JournalArticleInput!) { result: updateJournalArticle(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateJournalArticle($id: ID!, $input: JournalArticleInput!) { result: updateJournalArticle(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableJournalArticle($id: ID!) { result: enableJournalArticle(id: $id) { id enabled } }"): (typeof documents)["mutation EnableJournalArticle($id: ID!) { result: enableJournalArticle(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableJournalArticle($id: ID!) { result: disableJournalArticle(id: $id) { id enabled } }"): (typeof documents)["mutation DisableJournalArticle($id: ID!) { result: disableJournalArticle(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveJournalArticle($id: ID!) { result: removeJournalArticle(id: $id) }"): (typeof documents)["mutation RemoveJournalArticle($id: ID!) { result: removeJournalArticle(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableJournalArticle($ids: [ID!]!) { result: batchEnableJournalArticle(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableJournalArticle($ids: [ID!]!) { result: batchEnableJournalArticle(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableJournalArticle($ids: [ID!]!) { result: batchDisableJournalArticle(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableJournalArticle($ids: [ID!]!) { result: batchDisableJournalArticle(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveJournalArticle($ids: [ID!]!) { result: batchRemoveJournalArticle(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveJournalArticle($ids: [ID!]!) { result: batchRemoveJournalArticle(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminJournalVolumesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalVolumeSortField, $order: SortOrder) {\n      page: adminJournalVolumes(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id year issue title cover sort enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminJournalVolumesQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalVolumeSortField, $order: SortOrder) {\n      page: adminJournalVolumes(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id year issue title cover sort enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJournalVolumeQuery($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title cover sort enabled } }"): (typeof documents)["query AdminJournalVolumeQuery($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title cover sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateJournalVolume($input: JournalVolumeInput!) { result: createJournalVolume(input: $input) { id } }"): (typeof documents)["mutation CreateJournalVolume($input: JournalVolumeInput!) { result: createJournalVolume(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJournalVolume($id: ID!, $input: JournalVolumeInput!) { result: updateJournalVolume(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateJournalVolume($id: ID!, $input: JournalVolumeInput!) { result: updateJournalVolume(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableJournalVolume($id: ID!) { result: enableJournalVolume(id: $id) { id enabled } }"): (typeof documents)["mutation EnableJournalVolume($id: ID!) { result: enableJournalVolume(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableJournalVolume($id: ID!) { result: disableJournalVolume(id: $id) { id enabled } }"): (typeof documents)["mutation DisableJournalVolume($id: ID!) { result: disableJournalVolume(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveJournalVolume($id: ID!) { result: removeJournalVolume(id: $id) }"): (typeof documents)["mutation RemoveJournalVolume($id: ID!) { result: removeJournalVolume(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableJournalVolume($ids: [ID!]!) { result: batchEnableJournalVolume(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableJournalVolume($ids: [ID!]!) { result: batchEnableJournalVolume(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableJournalVolume($ids: [ID!]!) { result: batchDisableJournalVolume(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableJournalVolume($ids: [ID!]!) { result: batchDisableJournalVolume(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveJournalVolume($ids: [ID!]!) { result: batchRemoveJournalVolume(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveJournalVolume($ids: [ID!]!) { result: batchRemoveJournalVolume(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminNewspaperEditionsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperEditionSortField, $order: SortOrder) {\n      page: adminNewspaperEditions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id editionDate issue enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminNewspaperEditionsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperEditionSortField, $order: SortOrder) {\n      page: adminNewspaperEditions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id editionDate issue enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNewspaperEditionQuery($id: ID!) { item: adminNewspaperEdition(id: $id) { id editionDate issue sort enabled } }"): (typeof documents)["query AdminNewspaperEditionQuery($id: ID!) { item: adminNewspaperEdition(id: $id) { id editionDate issue sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateNewspaperEdition($input: NewspaperEditionInput!) { result: createNewspaperEdition(input: $input) { id } }"): (typeof documents)["mutation CreateNewspaperEdition($input: NewspaperEditionInput!) { result: createNewspaperEdition(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNewspaperEdition($id: ID!, $input: NewspaperEditionInput!) { result: updateNewspaperEdition(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateNewspaperEdition($id: ID!, $input: NewspaperEditionInput!) { result: updateNewspaperEdition(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableNewspaperEdition($id: ID!) { result: enableNewspaperEdition(id: $id) { id enabled } }"): (typeof documents)["mutation EnableNewspaperEdition($id: ID!) { result: enableNewspaperEdition(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableNewspaperEdition($id: ID!) { result: disableNewspaperEdition(id: $id) { id enabled } }"): (typeof documents)["mutation DisableNewspaperEdition($id: ID!) { result: disableNewspaperEdition(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveNewspaperEdition($id: ID!) { result: removeNewspaperEdition(id: $id) }"): (typeof documents)["mutation RemoveNewspaperEdition($id: ID!) { result: removeNewspaperEdition(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableNewspaperEdition($ids: [ID!]!) { result: batchEnableNewspaperEdition(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableNewspaperEdition($ids: [ID!]!) { result: batchEnableNewspaperEdition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableNewspaperEdition($ids: [ID!]!) { result: batchDisableNewspaperEdition(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableNewspaperEdition($ids: [ID!]!) { result: batchDisableNewspaperEdition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveNewspaperEdition($ids: [ID!]!) { result: batchRemoveNewspaperEdition(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveNewspaperEdition($ids: [ID!]!) { result: batchRemoveNewspaperEdition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminVideoItemsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoItemSortField, $order: SortOrder) {\n      page: adminVideoItems(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title poster duration conversion conversionProgress conversionError sort enabled }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminVideoItemsQuery($filter: ResourcePartFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoItemSortField, $order: SortOrder) {\n      page: adminVideoItems(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title poster duration conversion conversionProgress conversionError sort enabled }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminVideoItemQuery($id: ID!) { item: adminVideoItem(id: $id) { id title file poster sort enabled } }"): (typeof documents)["query AdminVideoItemQuery($id: ID!) { item: adminVideoItem(id: $id) { id title file poster sort enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateVideoItem($input: VideoItemInput!) { result: createVideoItem(input: $input) { id } }"): (typeof documents)["mutation CreateVideoItem($input: VideoItemInput!) { result: createVideoItem(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateVideoItem($id: ID!, $input: VideoItemInput!) { result: updateVideoItem(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateVideoItem($id: ID!, $input: VideoItemInput!) { result: updateVideoItem(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableVideoItem($id: ID!) { result: enableVideoItem(id: $id) { id enabled } }"): (typeof documents)["mutation EnableVideoItem($id: ID!) { result: enableVideoItem(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableVideoItem($id: ID!) { result: disableVideoItem(id: $id) { id enabled } }"): (typeof documents)["mutation DisableVideoItem($id: ID!) { result: disableVideoItem(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveVideoItem($id: ID!) { result: removeVideoItem(id: $id) }"): (typeof documents)["mutation RemoveVideoItem($id: ID!) { result: removeVideoItem(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableVideoItem($ids: [ID!]!) { result: batchEnableVideoItem(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableVideoItem($ids: [ID!]!) { result: batchEnableVideoItem(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableVideoItem($ids: [ID!]!) { result: batchDisableVideoItem(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableVideoItem($ids: [ID!]!) { result: batchDisableVideoItem(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveVideoItem($ids: [ID!]!) { result: batchRemoveVideoItem(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveVideoItem($ids: [ID!]!) { result: batchRemoveVideoItem(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminFriendLinksQuery($filter: FriendLinkFilter, $page: Int!, $pageSize: Int!, $sortBy: FriendLinkSortField, $order: SortOrder) {\n      page: adminFriendLinks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name url logo sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminFriendLinksQuery($filter: FriendLinkFilter, $page: Int!, $pageSize: Int!, $sortBy: FriendLinkSortField, $order: SortOrder) {\n      page: adminFriendLinks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name url logo sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFriendLinkQuery($id: ID!) { item: adminFriendLink(id: $id) { id name url logo sort enabled recommended } }"): (typeof documents)["query AdminFriendLinkQuery($id: ID!) { item: adminFriendLink(id: $id) { id name url logo sort enabled recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFriendLink($input: FriendLinkInput!) { result: createFriendLink(input: $input) { id } }"): (typeof documents)["mutation CreateFriendLink($input: FriendLinkInput!) { result: createFriendLink(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFriendLink($id: ID!, $input: FriendLinkInput!) { result: updateFriendLink(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateFriendLink($id: ID!, $input: FriendLinkInput!) { result: updateFriendLink(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableFriendLink($id: ID!) { result: enableFriendLink(id: $id) { id enabled } }"): (typeof documents)["mutation EnableFriendLink($id: ID!) { result: enableFriendLink(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableFriendLink($id: ID!) { result: disableFriendLink(id: $id) { id enabled } }"): (typeof documents)["mutation DisableFriendLink($id: ID!) { result: disableFriendLink(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendFriendLink($id: ID!) { result: recommendFriendLink(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendFriendLink($id: ID!) { result: recommendFriendLink(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendFriendLink($id: ID!) { result: unrecommendFriendLink(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendFriendLink($id: ID!) { result: unrecommendFriendLink(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFriendLink($id: ID!) { result: removeFriendLink(id: $id) }"): (typeof documents)["mutation RemoveFriendLink($id: ID!) { result: removeFriendLink(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableFriendLink($ids: [ID!]!) { result: batchEnableFriendLink(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableFriendLink($ids: [ID!]!) { result: batchEnableFriendLink(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableFriendLink($ids: [ID!]!) { result: batchDisableFriendLink(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableFriendLink($ids: [ID!]!) { result: batchDisableFriendLink(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendFriendLink($ids: [ID!]!) { result: batchRecommendFriendLink(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendFriendLink($ids: [ID!]!) { result: batchRecommendFriendLink(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendFriendLink($ids: [ID!]!) { result: batchUnrecommendFriendLink(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendFriendLink($ids: [ID!]!) { result: batchUnrecommendFriendLink(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveFriendLink($ids: [ID!]!) { result: batchRemoveFriendLink(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveFriendLink($ids: [ID!]!) { result: batchRemoveFriendLink(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminAudiosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioSortField, $order: SortOrder) {\n      page: adminAudios(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminAudiosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: AudioSortField, $order: SortOrder) {\n      page: adminAudios(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAudioQuery($id: ID!) { item: adminAudio(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort narrator } }"): (typeof documents)["query AdminAudioQuery($id: ID!) { item: adminAudio(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort narrator } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAudio($input: AudioInput!) { result: createAudio(input: $input) { id } }"): (typeof documents)["mutation CreateAudio($input: AudioInput!) { result: createAudio(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAudio($id: ID!, $input: AudioInput!) { result: updateAudio(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateAudio($id: ID!, $input: AudioInput!) { result: updateAudio(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableAudio($id: ID!) { result: enableAudio(id: $id) { id enabled } }"): (typeof documents)["mutation EnableAudio($id: ID!) { result: enableAudio(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableAudio($id: ID!) { result: disableAudio(id: $id) { id enabled } }"): (typeof documents)["mutation DisableAudio($id: ID!) { result: disableAudio(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendAudio($id: ID!) { result: recommendAudio(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendAudio($id: ID!) { result: recommendAudio(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendAudio($id: ID!) { result: unrecommendAudio(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendAudio($id: ID!) { result: unrecommendAudio(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveAudio($id: ID!) { result: shelveAudio(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveAudio($id: ID!) { result: shelveAudio(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveAudio($id: ID!) { result: unshelveAudio(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveAudio($id: ID!) { result: unshelveAudio(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAudio($id: ID!) { result: removeAudio(id: $id) }"): (typeof documents)["mutation RemoveAudio($id: ID!) { result: removeAudio(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionAudio($id: ID!, $value: ResourcePermission!) { result: setPermissionAudio(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionAudio($id: ID!, $value: ResourcePermission!) { result: setPermissionAudio(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableAudio($ids: [ID!]!) { result: batchEnableAudio(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableAudio($ids: [ID!]!) { result: batchEnableAudio(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableAudio($ids: [ID!]!) { result: batchDisableAudio(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableAudio($ids: [ID!]!) { result: batchDisableAudio(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendAudio($ids: [ID!]!) { result: batchRecommendAudio(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendAudio($ids: [ID!]!) { result: batchRecommendAudio(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendAudio($ids: [ID!]!) { result: batchUnrecommendAudio(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendAudio($ids: [ID!]!) { result: batchUnrecommendAudio(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveAudio($ids: [ID!]!) { result: batchShelveAudio(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveAudio($ids: [ID!]!) { result: batchShelveAudio(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveAudio($ids: [ID!]!) { result: batchUnshelveAudio(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveAudio($ids: [ID!]!) { result: batchUnshelveAudio(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveAudio($ids: [ID!]!) { result: batchRemoveAudio(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveAudio($ids: [ID!]!) { result: batchRemoveAudio(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionAudio($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionAudio(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionAudio($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionAudio(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminBooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: BookSortField, $order: SortOrder) {\n      page: adminBooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminBooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: BookSortField, $order: SortOrder) {\n      page: adminBooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBookQuery($id: ID!) { item: adminBook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn callNumber pages edition } }"): (typeof documents)["query AdminBookQuery($id: ID!) { item: adminBook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn callNumber pages edition } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBook($input: BookInput!) { result: createBook(input: $input) { id } }"): (typeof documents)["mutation CreateBook($input: BookInput!) { result: createBook(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBook($id: ID!, $input: BookInput!) { result: updateBook(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateBook($id: ID!, $input: BookInput!) { result: updateBook(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableBook($id: ID!) { result: enableBook(id: $id) { id enabled } }"): (typeof documents)["mutation EnableBook($id: ID!) { result: enableBook(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableBook($id: ID!) { result: disableBook(id: $id) { id enabled } }"): (typeof documents)["mutation DisableBook($id: ID!) { result: disableBook(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendBook($id: ID!) { result: recommendBook(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendBook($id: ID!) { result: recommendBook(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendBook($id: ID!) { result: unrecommendBook(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendBook($id: ID!) { result: unrecommendBook(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveBook($id: ID!) { result: shelveBook(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveBook($id: ID!) { result: shelveBook(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveBook($id: ID!) { result: unshelveBook(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveBook($id: ID!) { result: unshelveBook(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveBook($id: ID!) { result: removeBook(id: $id) }"): (typeof documents)["mutation RemoveBook($id: ID!) { result: removeBook(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionBook($id: ID!, $value: ResourcePermission!) { result: setPermissionBook(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionBook($id: ID!, $value: ResourcePermission!) { result: setPermissionBook(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableBook($ids: [ID!]!) { result: batchEnableBook(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableBook($ids: [ID!]!) { result: batchEnableBook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableBook($ids: [ID!]!) { result: batchDisableBook(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableBook($ids: [ID!]!) { result: batchDisableBook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendBook($ids: [ID!]!) { result: batchRecommendBook(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendBook($ids: [ID!]!) { result: batchRecommendBook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendBook($ids: [ID!]!) { result: batchUnrecommendBook(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendBook($ids: [ID!]!) { result: batchUnrecommendBook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveBook($ids: [ID!]!) { result: batchShelveBook(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveBook($ids: [ID!]!) { result: batchShelveBook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveBook($ids: [ID!]!) { result: batchUnshelveBook(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveBook($ids: [ID!]!) { result: batchUnshelveBook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveBook($ids: [ID!]!) { result: batchRemoveBook(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveBook($ids: [ID!]!) { result: batchRemoveBook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionBook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionBook(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionBook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionBook(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminDatabaseResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DatabaseResourceSortField, $order: SortOrder) {\n      page: adminDatabaseResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminDatabaseResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DatabaseResourceSortField, $order: SortOrder) {\n      page: adminDatabaseResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDatabaseResourceQuery($id: ID!) { item: adminDatabaseResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url accessRules } }"): (typeof documents)["query AdminDatabaseResourceQuery($id: ID!) { item: adminDatabaseResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url accessRules } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDatabaseResource($input: DatabaseResourceInput!) { result: createDatabaseResource(input: $input) { id } }"): (typeof documents)["mutation CreateDatabaseResource($input: DatabaseResourceInput!) { result: createDatabaseResource(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDatabaseResource($id: ID!, $input: DatabaseResourceInput!) { result: updateDatabaseResource(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateDatabaseResource($id: ID!, $input: DatabaseResourceInput!) { result: updateDatabaseResource(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableDatabaseResource($id: ID!) { result: enableDatabaseResource(id: $id) { id enabled } }"): (typeof documents)["mutation EnableDatabaseResource($id: ID!) { result: enableDatabaseResource(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableDatabaseResource($id: ID!) { result: disableDatabaseResource(id: $id) { id enabled } }"): (typeof documents)["mutation DisableDatabaseResource($id: ID!) { result: disableDatabaseResource(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendDatabaseResource($id: ID!) { result: recommendDatabaseResource(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendDatabaseResource($id: ID!) { result: recommendDatabaseResource(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendDatabaseResource($id: ID!) { result: unrecommendDatabaseResource(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendDatabaseResource($id: ID!) { result: unrecommendDatabaseResource(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveDatabaseResource($id: ID!) { result: shelveDatabaseResource(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveDatabaseResource($id: ID!) { result: shelveDatabaseResource(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveDatabaseResource($id: ID!) { result: unshelveDatabaseResource(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveDatabaseResource($id: ID!) { result: unshelveDatabaseResource(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveDatabaseResource($id: ID!) { result: removeDatabaseResource(id: $id) }"): (typeof documents)["mutation RemoveDatabaseResource($id: ID!) { result: removeDatabaseResource(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionDatabaseResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDatabaseResource(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionDatabaseResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDatabaseResource(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableDatabaseResource($ids: [ID!]!) { result: batchEnableDatabaseResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableDatabaseResource($ids: [ID!]!) { result: batchEnableDatabaseResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableDatabaseResource($ids: [ID!]!) { result: batchDisableDatabaseResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableDatabaseResource($ids: [ID!]!) { result: batchDisableDatabaseResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendDatabaseResource($ids: [ID!]!) { result: batchRecommendDatabaseResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendDatabaseResource($ids: [ID!]!) { result: batchRecommendDatabaseResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendDatabaseResource($ids: [ID!]!) { result: batchUnrecommendDatabaseResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendDatabaseResource($ids: [ID!]!) { result: batchUnrecommendDatabaseResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveDatabaseResource($ids: [ID!]!) { result: batchShelveDatabaseResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveDatabaseResource($ids: [ID!]!) { result: batchShelveDatabaseResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveDatabaseResource($ids: [ID!]!) { result: batchUnshelveDatabaseResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveDatabaseResource($ids: [ID!]!) { result: batchUnshelveDatabaseResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveDatabaseResource($ids: [ID!]!) { result: batchRemoveDatabaseResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveDatabaseResource($ids: [ID!]!) { result: batchRemoveDatabaseResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionDatabaseResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDatabaseResource(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionDatabaseResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDatabaseResource(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminDigitalResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DigitalResourceSortField, $order: SortOrder) {\n      page: adminDigitalResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminDigitalResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: DigitalResourceSortField, $order: SortOrder) {\n      page: adminDigitalResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDigitalResourceQuery($id: ID!) { item: adminDigitalResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url format file } }"): (typeof documents)["query AdminDigitalResourceQuery($id: ID!) { item: adminDigitalResource(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort url format file } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDigitalResource($input: DigitalResourceInput!) { result: createDigitalResource(input: $input) { id } }"): (typeof documents)["mutation CreateDigitalResource($input: DigitalResourceInput!) { result: createDigitalResource(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDigitalResource($id: ID!, $input: DigitalResourceInput!) { result: updateDigitalResource(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateDigitalResource($id: ID!, $input: DigitalResourceInput!) { result: updateDigitalResource(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableDigitalResource($id: ID!) { result: enableDigitalResource(id: $id) { id enabled } }"): (typeof documents)["mutation EnableDigitalResource($id: ID!) { result: enableDigitalResource(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableDigitalResource($id: ID!) { result: disableDigitalResource(id: $id) { id enabled } }"): (typeof documents)["mutation DisableDigitalResource($id: ID!) { result: disableDigitalResource(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendDigitalResource($id: ID!) { result: recommendDigitalResource(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendDigitalResource($id: ID!) { result: recommendDigitalResource(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendDigitalResource($id: ID!) { result: unrecommendDigitalResource(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendDigitalResource($id: ID!) { result: unrecommendDigitalResource(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveDigitalResource($id: ID!) { result: shelveDigitalResource(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveDigitalResource($id: ID!) { result: shelveDigitalResource(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveDigitalResource($id: ID!) { result: unshelveDigitalResource(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveDigitalResource($id: ID!) { result: unshelveDigitalResource(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveDigitalResource($id: ID!) { result: removeDigitalResource(id: $id) }"): (typeof documents)["mutation RemoveDigitalResource($id: ID!) { result: removeDigitalResource(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionDigitalResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDigitalResource(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionDigitalResource($id: ID!, $value: ResourcePermission!) { result: setPermissionDigitalResource(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableDigitalResource($ids: [ID!]!) { result: batchEnableDigitalResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableDigitalResource($ids: [ID!]!) { result: batchEnableDigitalResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableDigitalResource($ids: [ID!]!) { result: batchDisableDigitalResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableDigitalResource($ids: [ID!]!) { result: batchDisableDigitalResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendDigitalResource($ids: [ID!]!) { result: batchRecommendDigitalResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendDigitalResource($ids: [ID!]!) { result: batchRecommendDigitalResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendDigitalResource($ids: [ID!]!) { result: batchUnrecommendDigitalResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendDigitalResource($ids: [ID!]!) { result: batchUnrecommendDigitalResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveDigitalResource($ids: [ID!]!) { result: batchShelveDigitalResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveDigitalResource($ids: [ID!]!) { result: batchShelveDigitalResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveDigitalResource($ids: [ID!]!) { result: batchUnshelveDigitalResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveDigitalResource($ids: [ID!]!) { result: batchUnshelveDigitalResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveDigitalResource($ids: [ID!]!) { result: batchRemoveDigitalResource(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveDigitalResource($ids: [ID!]!) { result: batchRemoveDigitalResource(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionDigitalResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDigitalResource(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionDigitalResource($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionDigitalResource(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminEbooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookSortField, $order: SortOrder) {\n      page: adminEbooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminEbooksQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: EbookSortField, $order: SortOrder) {\n      page: adminEbooks(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminEbookQuery($id: ID!) { item: adminEbook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn pages file } }"): (typeof documents)["query AdminEbookQuery($id: ID!) { item: adminEbook(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort isbn pages file } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEbook($input: EbookInput!) { result: createEbook(input: $input) { id } }"): (typeof documents)["mutation CreateEbook($input: EbookInput!) { result: createEbook(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEbook($id: ID!, $input: EbookInput!) { result: updateEbook(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateEbook($id: ID!, $input: EbookInput!) { result: updateEbook(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableEbook($id: ID!) { result: enableEbook(id: $id) { id enabled } }"): (typeof documents)["mutation EnableEbook($id: ID!) { result: enableEbook(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableEbook($id: ID!) { result: disableEbook(id: $id) { id enabled } }"): (typeof documents)["mutation DisableEbook($id: ID!) { result: disableEbook(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendEbook($id: ID!) { result: recommendEbook(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendEbook($id: ID!) { result: recommendEbook(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendEbook($id: ID!) { result: unrecommendEbook(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendEbook($id: ID!) { result: unrecommendEbook(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveEbook($id: ID!) { result: shelveEbook(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveEbook($id: ID!) { result: shelveEbook(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveEbook($id: ID!) { result: unshelveEbook(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveEbook($id: ID!) { result: unshelveEbook(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveEbook($id: ID!) { result: removeEbook(id: $id) }"): (typeof documents)["mutation RemoveEbook($id: ID!) { result: removeEbook(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionEbook($id: ID!, $value: ResourcePermission!) { result: setPermissionEbook(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionEbook($id: ID!, $value: ResourcePermission!) { result: setPermissionEbook(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableEbook($ids: [ID!]!) { result: batchEnableEbook(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableEbook($ids: [ID!]!) { result: batchEnableEbook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableEbook($ids: [ID!]!) { result: batchDisableEbook(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableEbook($ids: [ID!]!) { result: batchDisableEbook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendEbook($ids: [ID!]!) { result: batchRecommendEbook(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendEbook($ids: [ID!]!) { result: batchRecommendEbook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendEbook($ids: [ID!]!) { result: batchUnrecommendEbook(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendEbook($ids: [ID!]!) { result: batchUnrecommendEbook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveEbook($ids: [ID!]!) { result: batchShelveEbook(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveEbook($ids: [ID!]!) { result: batchShelveEbook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveEbook($ids: [ID!]!) { result: batchUnshelveEbook(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveEbook($ids: [ID!]!) { result: batchUnshelveEbook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveEbook($ids: [ID!]!) { result: batchRemoveEbook(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveEbook($ids: [ID!]!) { result: batchRemoveEbook(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionEbook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionEbook(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionEbook($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionEbook(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminExhibitionsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionSortField, $order: SortOrder) {\n      page: adminExhibitions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminExhibitionsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ExhibitionSortField, $order: SortOrder) {\n      page: adminExhibitions(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminExhibitionQuery($id: ID!) { item: adminExhibition(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort venue startsOn endsOn } }"): (typeof documents)["query AdminExhibitionQuery($id: ID!) { item: adminExhibition(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort venue startsOn endsOn } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateExhibition($input: ExhibitionInput!) { result: createExhibition(input: $input) { id } }"): (typeof documents)["mutation CreateExhibition($input: ExhibitionInput!) { result: createExhibition(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateExhibition($id: ID!, $input: ExhibitionInput!) { result: updateExhibition(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateExhibition($id: ID!, $input: ExhibitionInput!) { result: updateExhibition(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableExhibition($id: ID!) { result: enableExhibition(id: $id) { id enabled } }"): (typeof documents)["mutation EnableExhibition($id: ID!) { result: enableExhibition(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableExhibition($id: ID!) { result: disableExhibition(id: $id) { id enabled } }"): (typeof documents)["mutation DisableExhibition($id: ID!) { result: disableExhibition(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendExhibition($id: ID!) { result: recommendExhibition(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendExhibition($id: ID!) { result: recommendExhibition(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendExhibition($id: ID!) { result: unrecommendExhibition(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendExhibition($id: ID!) { result: unrecommendExhibition(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveExhibition($id: ID!) { result: shelveExhibition(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveExhibition($id: ID!) { result: shelveExhibition(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveExhibition($id: ID!) { result: unshelveExhibition(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveExhibition($id: ID!) { result: unshelveExhibition(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveExhibition($id: ID!) { result: removeExhibition(id: $id) }"): (typeof documents)["mutation RemoveExhibition($id: ID!) { result: removeExhibition(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionExhibition($id: ID!, $value: ResourcePermission!) { result: setPermissionExhibition(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionExhibition($id: ID!, $value: ResourcePermission!) { result: setPermissionExhibition(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableExhibition($ids: [ID!]!) { result: batchEnableExhibition(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableExhibition($ids: [ID!]!) { result: batchEnableExhibition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableExhibition($ids: [ID!]!) { result: batchDisableExhibition(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableExhibition($ids: [ID!]!) { result: batchDisableExhibition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendExhibition($ids: [ID!]!) { result: batchRecommendExhibition(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendExhibition($ids: [ID!]!) { result: batchRecommendExhibition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendExhibition($ids: [ID!]!) { result: batchUnrecommendExhibition(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendExhibition($ids: [ID!]!) { result: batchUnrecommendExhibition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveExhibition($ids: [ID!]!) { result: batchShelveExhibition(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveExhibition($ids: [ID!]!) { result: batchShelveExhibition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveExhibition($ids: [ID!]!) { result: batchUnshelveExhibition(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveExhibition($ids: [ID!]!) { result: batchUnshelveExhibition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveExhibition($ids: [ID!]!) { result: batchRemoveExhibition(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveExhibition($ids: [ID!]!) { result: batchRemoveExhibition(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionExhibition($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionExhibition(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionExhibition($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionExhibition(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminJournalsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalSortField, $order: SortOrder) {\n      page: adminJournals(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminJournalsQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: JournalSortField, $order: SortOrder) {\n      page: adminJournals(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJournalQuery($id: ID!) { item: adminJournal(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }"): (typeof documents)["query AdminJournalQuery($id: ID!) { item: adminJournal(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateJournal($input: JournalInput!) { result: createJournal(input: $input) { id } }"): (typeof documents)["mutation CreateJournal($input: JournalInput!) { result: createJournal(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJournal($id: ID!, $input: JournalInput!) { result: updateJournal(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateJournal($id: ID!, $input: JournalInput!) { result: updateJournal(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableJournal($id: ID!) { result: enableJournal(id: $id) { id enabled } }"): (typeof documents)["mutation EnableJournal($id: ID!) { result: enableJournal(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableJournal($id: ID!) { result: disableJournal(id: $id) { id enabled } }"): (typeof documents)["mutation DisableJournal($id: ID!) { result: disableJournal(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendJournal($id: ID!) { result: recommendJournal(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendJournal($id: ID!) { result: recommendJournal(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendJournal($id: ID!) { result: unrecommendJournal(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendJournal($id: ID!) { result: unrecommendJournal(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveJournal($id: ID!) { result: shelveJournal(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveJournal($id: ID!) { result: shelveJournal(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveJournal($id: ID!) { result: unshelveJournal(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveJournal($id: ID!) { result: unshelveJournal(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveJournal($id: ID!) { result: removeJournal(id: $id) }"): (typeof documents)["mutation RemoveJournal($id: ID!) { result: removeJournal(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionJournal($id: ID!, $value: ResourcePermission!) { result: setPermissionJournal(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionJournal($id: ID!, $value: ResourcePermission!) { result: setPermissionJournal(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableJournal($ids: [ID!]!) { result: batchEnableJournal(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableJournal($ids: [ID!]!) { result: batchEnableJournal(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableJournal($ids: [ID!]!) { result: batchDisableJournal(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableJournal($ids: [ID!]!) { result: batchDisableJournal(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendJournal($ids: [ID!]!) { result: batchRecommendJournal(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendJournal($ids: [ID!]!) { result: batchRecommendJournal(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendJournal($ids: [ID!]!) { result: batchUnrecommendJournal(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendJournal($ids: [ID!]!) { result: batchUnrecommendJournal(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveJournal($ids: [ID!]!) { result: batchShelveJournal(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveJournal($ids: [ID!]!) { result: batchShelveJournal(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveJournal($ids: [ID!]!) { result: batchUnshelveJournal(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveJournal($ids: [ID!]!) { result: batchUnshelveJournal(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveJournal($ids: [ID!]!) { result: batchRemoveJournal(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveJournal($ids: [ID!]!) { result: batchRemoveJournal(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionJournal($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionJournal(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionJournal($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionJournal(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminNewspapersQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperSortField, $order: SortOrder) {\n      page: adminNewspapers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminNewspapersQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: NewspaperSortField, $order: SortOrder) {\n      page: adminNewspapers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNewspaperQuery($id: ID!) { item: adminNewspaper(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }"): (typeof documents)["query AdminNewspaperQuery($id: ID!) { item: adminNewspaper(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort issn cn frequency } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateNewspaper($input: NewspaperInput!) { result: createNewspaper(input: $input) { id } }"): (typeof documents)["mutation CreateNewspaper($input: NewspaperInput!) { result: createNewspaper(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNewspaper($id: ID!, $input: NewspaperInput!) { result: updateNewspaper(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateNewspaper($id: ID!, $input: NewspaperInput!) { result: updateNewspaper(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableNewspaper($id: ID!) { result: enableNewspaper(id: $id) { id enabled } }"): (typeof documents)["mutation EnableNewspaper($id: ID!) { result: enableNewspaper(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableNewspaper($id: ID!) { result: disableNewspaper(id: $id) { id enabled } }"): (typeof documents)["mutation DisableNewspaper($id: ID!) { result: disableNewspaper(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendNewspaper($id: ID!) { result: recommendNewspaper(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendNewspaper($id: ID!) { result: recommendNewspaper(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendNewspaper($id: ID!) { result: unrecommendNewspaper(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendNewspaper($id: ID!) { result: unrecommendNewspaper(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveNewspaper($id: ID!) { result: shelveNewspaper(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveNewspaper($id: ID!) { result: shelveNewspaper(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveNewspaper($id: ID!) { result: unshelveNewspaper(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveNewspaper($id: ID!) { result: unshelveNewspaper(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveNewspaper($id: ID!) { result: removeNewspaper(id: $id) }"): (typeof documents)["mutation RemoveNewspaper($id: ID!) { result: removeNewspaper(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionNewspaper($id: ID!, $value: ResourcePermission!) { result: setPermissionNewspaper(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionNewspaper($id: ID!, $value: ResourcePermission!) { result: setPermissionNewspaper(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableNewspaper($ids: [ID!]!) { result: batchEnableNewspaper(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableNewspaper($ids: [ID!]!) { result: batchEnableNewspaper(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableNewspaper($ids: [ID!]!) { result: batchDisableNewspaper(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableNewspaper($ids: [ID!]!) { result: batchDisableNewspaper(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendNewspaper($ids: [ID!]!) { result: batchRecommendNewspaper(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendNewspaper($ids: [ID!]!) { result: batchRecommendNewspaper(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendNewspaper($ids: [ID!]!) { result: batchUnrecommendNewspaper(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendNewspaper($ids: [ID!]!) { result: batchUnrecommendNewspaper(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveNewspaper($ids: [ID!]!) { result: batchShelveNewspaper(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveNewspaper($ids: [ID!]!) { result: batchShelveNewspaper(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveNewspaper($ids: [ID!]!) { result: batchUnshelveNewspaper(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveNewspaper($ids: [ID!]!) { result: batchUnshelveNewspaper(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveNewspaper($ids: [ID!]!) { result: batchRemoveNewspaper(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveNewspaper($ids: [ID!]!) { result: batchRemoveNewspaper(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionNewspaper($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionNewspaper(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionNewspaper($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionNewspaper(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminThesesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ThesisSortField, $order: SortOrder) {\n      page: adminTheses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminThesesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ThesisSortField, $order: SortOrder) {\n      page: adminTheses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminThesisQuery($id: ID!) { item: adminThesis(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort degree institution advisor discipline file } }"): (typeof documents)["query AdminThesisQuery($id: ID!) { item: adminThesis(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort degree institution advisor discipline file } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateThesis($input: ThesisInput!) { result: createThesis(input: $input) { id } }"): (typeof documents)["mutation CreateThesis($input: ThesisInput!) { result: createThesis(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateThesis($id: ID!, $input: ThesisInput!) { result: updateThesis(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateThesis($id: ID!, $input: ThesisInput!) { result: updateThesis(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableThesis($id: ID!) { result: enableThesis(id: $id) { id enabled } }"): (typeof documents)["mutation EnableThesis($id: ID!) { result: enableThesis(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableThesis($id: ID!) { result: disableThesis(id: $id) { id enabled } }"): (typeof documents)["mutation DisableThesis($id: ID!) { result: disableThesis(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendThesis($id: ID!) { result: recommendThesis(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendThesis($id: ID!) { result: recommendThesis(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendThesis($id: ID!) { result: unrecommendThesis(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendThesis($id: ID!) { result: unrecommendThesis(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveThesis($id: ID!) { result: shelveThesis(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveThesis($id: ID!) { result: shelveThesis(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveThesis($id: ID!) { result: unshelveThesis(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveThesis($id: ID!) { result: unshelveThesis(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveThesis($id: ID!) { result: removeThesis(id: $id) }"): (typeof documents)["mutation RemoveThesis($id: ID!) { result: removeThesis(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionThesis($id: ID!, $value: ResourcePermission!) { result: setPermissionThesis(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionThesis($id: ID!, $value: ResourcePermission!) { result: setPermissionThesis(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableThesis($ids: [ID!]!) { result: batchEnableThesis(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableThesis($ids: [ID!]!) { result: batchEnableThesis(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableThesis($ids: [ID!]!) { result: batchDisableThesis(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableThesis($ids: [ID!]!) { result: batchDisableThesis(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendThesis($ids: [ID!]!) { result: batchRecommendThesis(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendThesis($ids: [ID!]!) { result: batchRecommendThesis(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendThesis($ids: [ID!]!) { result: batchUnrecommendThesis(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendThesis($ids: [ID!]!) { result: batchUnrecommendThesis(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveThesis($ids: [ID!]!) { result: batchShelveThesis(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveThesis($ids: [ID!]!) { result: batchShelveThesis(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveThesis($ids: [ID!]!) { result: batchUnshelveThesis(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveThesis($ids: [ID!]!) { result: batchUnshelveThesis(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveThesis($ids: [ID!]!) { result: batchRemoveThesis(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveThesis($ids: [ID!]!) { result: batchRemoveThesis(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionThesis($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionThesis(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionThesis($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionThesis(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminVideosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoSortField, $order: SortOrder) {\n      page: adminVideos(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminVideosQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: VideoSortField, $order: SortOrder) {\n      page: adminVideos(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminVideoQuery($id: ID!) { item: adminVideo(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort } }"): (typeof documents)["query AdminVideoQuery($id: ID!) { item: adminVideo(id: $id) { id title subtitle creators cover summary keywords language publisher publishYear classId supplierId batchId onShelf permission publishedAt enabled recommended sort } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateVideo($input: VideoInput!) { result: createVideo(input: $input) { id } }"): (typeof documents)["mutation CreateVideo($input: VideoInput!) { result: createVideo(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateVideo($id: ID!, $input: VideoInput!) { result: updateVideo(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateVideo($id: ID!, $input: VideoInput!) { result: updateVideo(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableVideo($id: ID!) { result: enableVideo(id: $id) { id enabled } }"): (typeof documents)["mutation EnableVideo($id: ID!) { result: enableVideo(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableVideo($id: ID!) { result: disableVideo(id: $id) { id enabled } }"): (typeof documents)["mutation DisableVideo($id: ID!) { result: disableVideo(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendVideo($id: ID!) { result: recommendVideo(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendVideo($id: ID!) { result: recommendVideo(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendVideo($id: ID!) { result: unrecommendVideo(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendVideo($id: ID!) { result: unrecommendVideo(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShelveVideo($id: ID!) { result: shelveVideo(id: $id) { id onShelf } }"): (typeof documents)["mutation ShelveVideo($id: ID!) { result: shelveVideo(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnshelveVideo($id: ID!) { result: unshelveVideo(id: $id) { id onShelf } }"): (typeof documents)["mutation UnshelveVideo($id: ID!) { result: unshelveVideo(id: $id) { id onShelf } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveVideo($id: ID!) { result: removeVideo(id: $id) }"): (typeof documents)["mutation RemoveVideo($id: ID!) { result: removeVideo(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPermissionVideo($id: ID!, $value: ResourcePermission!) { result: setPermissionVideo(id: $id, value: $value) { id permission } }"): (typeof documents)["mutation SetPermissionVideo($id: ID!, $value: ResourcePermission!) { result: setPermissionVideo(id: $id, value: $value) { id permission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableVideo($ids: [ID!]!) { result: batchEnableVideo(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableVideo($ids: [ID!]!) { result: batchEnableVideo(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableVideo($ids: [ID!]!) { result: batchDisableVideo(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableVideo($ids: [ID!]!) { result: batchDisableVideo(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendVideo($ids: [ID!]!) { result: batchRecommendVideo(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendVideo($ids: [ID!]!) { result: batchRecommendVideo(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendVideo($ids: [ID!]!) { result: batchUnrecommendVideo(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendVideo($ids: [ID!]!) { result: batchUnrecommendVideo(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchShelveVideo($ids: [ID!]!) { result: batchShelveVideo(ids: $ids) { count } }"): (typeof documents)["mutation BatchShelveVideo($ids: [ID!]!) { result: batchShelveVideo(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnshelveVideo($ids: [ID!]!) { result: batchUnshelveVideo(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnshelveVideo($ids: [ID!]!) { result: batchUnshelveVideo(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveVideo($ids: [ID!]!) { result: batchRemoveVideo(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveVideo($ids: [ID!]!) { result: batchRemoveVideo(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetPermissionVideo($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionVideo(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetPermissionVideo($ids: [ID!]!, $value: ResourcePermission!) { result: batchSetPermissionVideo(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminLibrariesQuery($filter: LibraryFilter, $page: Int!, $pageSize: Int!, $sortBy: LibrarySortField, $order: SortOrder) {\n      page: adminLibraries(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name address phone image sort enabled recommended }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminLibrariesQuery($filter: LibraryFilter, $page: Int!, $pageSize: Int!, $sortBy: LibrarySortField, $order: SortOrder) {\n      page: adminLibraries(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name address phone image sort enabled recommended }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminLibraryQuery($id: ID!) {\n      item: adminLibrary(id: $id) { id name address phone openingHours latitude longitude image description sort enabled recommended }\n    }\n  "): (typeof documents)["\n    query AdminLibraryQuery($id: ID!) {\n      item: adminLibrary(id: $id) { id name address phone openingHours latitude longitude image description sort enabled recommended }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateLibrary($input: LibraryInput!) { result: createLibrary(input: $input) { id } }"): (typeof documents)["mutation CreateLibrary($input: LibraryInput!) { result: createLibrary(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLibrary($id: ID!, $input: LibraryInput!) { result: updateLibrary(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateLibrary($id: ID!, $input: LibraryInput!) { result: updateLibrary(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableLibrary($id: ID!) { result: enableLibrary(id: $id) { id enabled } }"): (typeof documents)["mutation EnableLibrary($id: ID!) { result: enableLibrary(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableLibrary($id: ID!) { result: disableLibrary(id: $id) { id enabled } }"): (typeof documents)["mutation DisableLibrary($id: ID!) { result: disableLibrary(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendLibrary($id: ID!) { result: recommendLibrary(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendLibrary($id: ID!) { result: recommendLibrary(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendLibrary($id: ID!) { result: unrecommendLibrary(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendLibrary($id: ID!) { result: unrecommendLibrary(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveLibrary($id: ID!) { result: removeLibrary(id: $id) }"): (typeof documents)["mutation RemoveLibrary($id: ID!) { result: removeLibrary(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableLibrary($ids: [ID!]!) { result: batchEnableLibrary(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableLibrary($ids: [ID!]!) { result: batchEnableLibrary(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableLibrary($ids: [ID!]!) { result: batchDisableLibrary(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableLibrary($ids: [ID!]!) { result: batchDisableLibrary(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendLibrary($ids: [ID!]!) { result: batchRecommendLibrary(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendLibrary($ids: [ID!]!) { result: batchRecommendLibrary(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendLibrary($ids: [ID!]!) { result: batchUnrecommendLibrary(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendLibrary($ids: [ID!]!) { result: batchUnrecommendLibrary(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveLibrary($ids: [ID!]!) { result: batchRemoveLibrary(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveLibrary($ids: [ID!]!) { result: batchRemoveLibrary(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminNewsListQuery($filter: NewsFilter, $page: Int!, $pageSize: Int!, $sortBy: NewsSortField, $order: SortOrder) {\n      page: adminNewsList(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title category cover publishedAt views enabled recommended }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminNewsListQuery($filter: NewsFilter, $page: Int!, $pageSize: Int!, $sortBy: NewsSortField, $order: SortOrder) {\n      page: adminNewsList(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id title category cover publishedAt views enabled recommended }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminNewsQuery($id: ID!) {\n      item: adminNews(id: $id) { id category title summary cover body author publishedAt enabled recommended sort }\n    }\n  "): (typeof documents)["\n    query AdminNewsQuery($id: ID!) {\n      item: adminNews(id: $id) { id category title summary cover body author publishedAt enabled recommended sort }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateNews($input: NewsInput!) { result: createNews(input: $input) { id } }"): (typeof documents)["mutation CreateNews($input: NewsInput!) { result: createNews(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNews($id: ID!, $input: NewsInput!) { result: updateNews(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateNews($id: ID!, $input: NewsInput!) { result: updateNews(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableNews($id: ID!) { result: enableNews(id: $id) { id enabled } }"): (typeof documents)["mutation EnableNews($id: ID!) { result: enableNews(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableNews($id: ID!) { result: disableNews(id: $id) { id enabled } }"): (typeof documents)["mutation DisableNews($id: ID!) { result: disableNews(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendNews($id: ID!) { result: recommendNews(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendNews($id: ID!) { result: recommendNews(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendNews($id: ID!) { result: unrecommendNews(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendNews($id: ID!) { result: unrecommendNews(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveNews($id: ID!) { result: removeNews(id: $id) }"): (typeof documents)["mutation RemoveNews($id: ID!) { result: removeNews(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableNews($ids: [ID!]!) { result: batchEnableNews(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableNews($ids: [ID!]!) { result: batchEnableNews(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableNews($ids: [ID!]!) { result: batchDisableNews(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableNews($ids: [ID!]!) { result: batchDisableNews(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendNews($ids: [ID!]!) { result: batchRecommendNews(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendNews($ids: [ID!]!) { result: batchRecommendNews(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendNews($ids: [ID!]!) { result: batchUnrecommendNews(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendNews($ids: [ID!]!) { result: batchUnrecommendNews(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveNews($ids: [ID!]!) { result: batchRemoveNews(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveNews($ids: [ID!]!) { result: batchRemoveNews(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourcePoster($id: ID!) {\n    poster: resourcePoster(id: $id) { resourceId poster link }\n  }\n"): (typeof documents)["\n  query AdminResourcePoster($id: ID!) {\n    poster: resourcePoster(id: $id) { resourceId poster link }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResourcePoster($id: ID!, $image: String) {\n    result: createResourcePoster(id: $id, image: $image) { resourceId poster link }\n  }\n"): (typeof documents)["\n  mutation CreateResourcePoster($id: ID!, $image: String) {\n    result: createResourcePoster(id: $id, image: $image) { resourceId poster link }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminRecommendedResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField, $order: SortOrder) {\n      page: adminResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id kind title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminRecommendedResourcesQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField, $order: SortOrder) {\n      page: adminResources(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id kind title cover creators publishYear onShelf permission enabled recommended views createdAt class { id name } batch { id code } }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourceHeading($id: ID!) { item: adminResource(id: $id) { id kind title creators onShelf enabled } }\n"): (typeof documents)["\n  query AdminResourceHeading($id: ID!) { item: adminResource(id: $id) { id kind title creators onShelf enabled } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJournalVolumeHeading($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title } }\n"): (typeof documents)["\n  query AdminJournalVolumeHeading($id: ID!) { item: adminJournalVolume(id: $id) { id year issue title } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n"): (typeof documents)["\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableResourceClass($id: ID!) { result: enableResourceClass(id: $id) { id enabled } }"): (typeof documents)["mutation EnableResourceClass($id: ID!) { result: enableResourceClass(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableResourceClass($id: ID!) { result: disableResourceClass(id: $id) { id enabled } }"): (typeof documents)["mutation DisableResourceClass($id: ID!) { result: disableResourceClass(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveResourceClass($id: ID!) { result: removeResourceClass(id: $id) }"): (typeof documents)["mutation RemoveResourceClass($id: ID!) { result: removeResourceClass(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableResourceClass($ids: [ID!]!) { result: batchEnableResourceClass(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableResourceClass($ids: [ID!]!) { result: batchEnableResourceClass(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableResourceClass($ids: [ID!]!) { result: batchDisableResourceClass(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableResourceClass($ids: [ID!]!) { result: batchDisableResourceClass(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveResourceClass($ids: [ID!]!) { result: batchRemoveResourceClass(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveResourceClass($ids: [ID!]!) { result: batchRemoveResourceClass(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateResourceClass($input: ResourceClassInput!) { result: createResourceClass(input: $input) { id } }"): (typeof documents)["mutation CreateResourceClass($input: ResourceClassInput!) { result: createResourceClass(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateResourceClass($id: ID!, $input: ResourceClassInput!) { result: updateResourceClass(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateResourceClass($id: ID!, $input: ResourceClassInput!) { result: updateResourceClass(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminResourcePickerQuery($filter: ResourceFilter) {\n      page: adminResources(filter: $filter, page: 1, pageSize: 20, sortBy: createdAt, order: DESC) { items { id kind title } }\n    }\n  "): (typeof documents)["\n    query AdminResourcePickerQuery($filter: ResourceFilter) {\n      page: adminResources(filter: $filter, page: 1, pageSize: 20, sortBy: createdAt, order: DESC) { items { id kind title } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminResourceName($id: ID!) { item: adminResource(id: $id) { id kind title } }"): (typeof documents)["query AdminResourceName($id: ID!) { item: adminResource(id: $id) { id kind title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableResourceList($id: ID!) { result: enableResourceList(id: $id) { id enabled } }"): (typeof documents)["mutation EnableResourceList($id: ID!) { result: enableResourceList(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableResourceList($id: ID!) { result: disableResourceList(id: $id) { id enabled } }"): (typeof documents)["mutation DisableResourceList($id: ID!) { result: disableResourceList(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendResourceList($id: ID!) { result: recommendResourceList(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendResourceList($id: ID!) { result: recommendResourceList(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendResourceList($id: ID!) { result: unrecommendResourceList(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendResourceList($id: ID!) { result: unrecommendResourceList(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveResourceList($id: ID!) { result: removeResourceList(id: $id) }"): (typeof documents)["mutation RemoveResourceList($id: ID!) { result: removeResourceList(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableResourceList($ids: [ID!]!) { result: batchEnableResourceList(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableResourceList($ids: [ID!]!) { result: batchEnableResourceList(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableResourceList($ids: [ID!]!) { result: batchDisableResourceList(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableResourceList($ids: [ID!]!) { result: batchDisableResourceList(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendResourceList($ids: [ID!]!) { result: batchRecommendResourceList(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendResourceList($ids: [ID!]!) { result: batchRecommendResourceList(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendResourceList($ids: [ID!]!) { result: batchUnrecommendResourceList(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendResourceList($ids: [ID!]!) { result: batchUnrecommendResourceList(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveResourceList($ids: [ID!]!) { result: batchRemoveResourceList(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveResourceList($ids: [ID!]!) { result: batchRemoveResourceList(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminResourceListsQuery($filter: ResourceListFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceListSortField, $order: SortOrder) {\n        page: adminResourceLists(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n          items { id title cover resourceCount sort enabled recommended createdAt }\n          total page pageSize\n        }\n      }\n    "): (typeof documents)["\n      query AdminResourceListsQuery($filter: ResourceListFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceListSortField, $order: SortOrder) {\n        page: adminResourceLists(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n          items { id title cover resourceCount sort enabled recommended createdAt }\n          total page pageSize\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminResourceListQuery($id: ID!) {\n        item: adminResourceList(id: $id) { id listType title cover summary sort enabled recommended resourceIds resources { id kind title } }\n      }\n    "): (typeof documents)["\n      query AdminResourceListQuery($id: ID!) {\n        item: adminResourceList(id: $id) { id listType title cover summary sort enabled recommended resourceIds resources { id kind title } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateResourceList($input: ResourceListInput!) { result: createResourceList(input: $input) { id } }"): (typeof documents)["mutation CreateResourceList($input: ResourceListInput!) { result: createResourceList(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateResourceList($id: ID!, $input: ResourceListInput!) { result: updateResourceList(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateResourceList($id: ID!, $input: ResourceListInput!) { result: updateResourceList(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminSearchWordsQuery($filter: SearchWordFilter, $page: Int!, $pageSize: Int!, $sortBy: SearchWordSortField, $order: SortOrder) {\n      page: adminSearchWords(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id text count lastResultCount lastSearchedAt status }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminSearchWordsQuery($filter: SearchWordFilter, $page: Int!, $pageSize: Int!, $sortBy: SearchWordSortField, $order: SortOrder) {\n      page: adminSearchWords(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id text count lastResultCount lastSearchedAt status }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminSearchWordQuery($id: ID!) {\n      item: adminSearchWord(id: $id) { id text status }\n    }\n  "): (typeof documents)["\n    query AdminSearchWordQuery($id: ID!) {\n      item: adminSearchWord(id: $id) { id text status }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSearchWord($input: SearchWordInput!) { result: createSearchWord(input: $input) { id } }"): (typeof documents)["mutation CreateSearchWord($input: SearchWordInput!) { result: createSearchWord(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSearchWord($id: ID!, $input: SearchWordInput!) { result: updateSearchWord(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateSearchWord($id: ID!, $input: SearchWordInput!) { result: updateSearchWord(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetStatusSearchWord($id: ID!, $value: ReviewStatus!) { result: setStatusSearchWord(id: $id, value: $value) { id status } }"): (typeof documents)["mutation SetStatusSearchWord($id: ID!, $value: ReviewStatus!) { result: setStatusSearchWord(id: $id, value: $value) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchSetStatusSearchWord($ids: [ID!]!, $value: ReviewStatus!) { result: batchSetStatusSearchWord(ids: $ids, value: $value) { count } }"): (typeof documents)["mutation BatchSetStatusSearchWord($ids: [ID!]!, $value: ReviewStatus!) { result: batchSetStatusSearchWord(ids: $ids, value: $value) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveSearchWord($id: ID!) { result: removeSearchWord(id: $id) }"): (typeof documents)["mutation RemoveSearchWord($id: ID!) { result: removeSearchWord(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveSearchWord($ids: [ID!]!) { result: batchRemoveSearchWord(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveSearchWord($ids: [ID!]!) { result: batchRemoveSearchWord(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminSuppliersQuery($filter: SupplierFilter, $page: Int!, $pageSize: Int!, $sortBy: SupplierSortField, $order: SortOrder) {\n      page: adminSuppliers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name contact phone email sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "): (typeof documents)["\n    query AdminSuppliersQuery($filter: SupplierFilter, $page: Int!, $pageSize: Int!, $sortBy: SupplierSortField, $order: SortOrder) {\n      page: adminSuppliers(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n        items { id name contact phone email sort enabled recommended createdAt }\n        total page pageSize\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminSupplierQuery($id: ID!) {\n      item: adminSupplier(id: $id) { id name contact phone email website description enabled recommended sort }\n    }\n  "): (typeof documents)["\n    query AdminSupplierQuery($id: ID!) {\n      item: adminSupplier(id: $id) { id name contact phone email website description enabled recommended sort }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSupplier($input: SupplierInput!) { result: createSupplier(input: $input) { id } }"): (typeof documents)["mutation CreateSupplier($input: SupplierInput!) { result: createSupplier(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSupplier($id: ID!, $input: SupplierInput!) { result: updateSupplier(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateSupplier($id: ID!, $input: SupplierInput!) { result: updateSupplier(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableSupplier($id: ID!) { result: enableSupplier(id: $id) { id enabled } }"): (typeof documents)["mutation EnableSupplier($id: ID!) { result: enableSupplier(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableSupplier($id: ID!) { result: disableSupplier(id: $id) { id enabled } }"): (typeof documents)["mutation DisableSupplier($id: ID!) { result: disableSupplier(id: $id) { id enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecommendSupplier($id: ID!) { result: recommendSupplier(id: $id) { id recommended } }"): (typeof documents)["mutation RecommendSupplier($id: ID!) { result: recommendSupplier(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnrecommendSupplier($id: ID!) { result: unrecommendSupplier(id: $id) { id recommended } }"): (typeof documents)["mutation UnrecommendSupplier($id: ID!) { result: unrecommendSupplier(id: $id) { id recommended } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveSupplier($id: ID!) { result: removeSupplier(id: $id) }"): (typeof documents)["mutation RemoveSupplier($id: ID!) { result: removeSupplier(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchEnableSupplier($ids: [ID!]!) { result: batchEnableSupplier(ids: $ids) { count } }"): (typeof documents)["mutation BatchEnableSupplier($ids: [ID!]!) { result: batchEnableSupplier(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchDisableSupplier($ids: [ID!]!) { result: batchDisableSupplier(ids: $ids) { count } }"): (typeof documents)["mutation BatchDisableSupplier($ids: [ID!]!) { result: batchDisableSupplier(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRecommendSupplier($ids: [ID!]!) { result: batchRecommendSupplier(ids: $ids) { count } }"): (typeof documents)["mutation BatchRecommendSupplier($ids: [ID!]!) { result: batchRecommendSupplier(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchUnrecommendSupplier($ids: [ID!]!) { result: batchUnrecommendSupplier(ids: $ids) { count } }"): (typeof documents)["mutation BatchUnrecommendSupplier($ids: [ID!]!) { result: batchUnrecommendSupplier(ids: $ids) { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BatchRemoveSupplier($ids: [ID!]!) { result: batchRemoveSupplier(ids: $ids) { count } }"): (typeof documents)["mutation BatchRemoveSupplier($ids: [ID!]!) { result: batchRemoveSupplier(ids: $ids) { count } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;