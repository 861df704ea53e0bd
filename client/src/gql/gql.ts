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
    "\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  ": typeof types.SupplierOptionsDocument,
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
    "\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n": typeof types.AdminResourceClassesQueryDocument,
    "\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n": typeof types.AdminResourceClassQueryDocument,
    "\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n": typeof types.ResourceClassTreeOptionsDocument,
    "mutation EnableResourceClass($id: ID!) { result: enableResourceClass(id: $id) { id enabled } }": typeof types.EnableResourceClassDocument,
    "mutation DisableResourceClass($id: ID!) { result: disableResourceClass(id: $id) { id enabled } }": typeof types.DisableResourceClassDocument,
    "mutation RemoveResourceClass($id: ID!) { result: removeResourceClass(id: $id) }": typeof types.RemoveResourceClassDocument,
    "mutation BatchEnableResourceClass($ids: [ID!]!) { result: batchEnableResourceClass(ids: $ids) { count } }": typeof types.BatchEnableResourceClassDocument,
    "mutation BatchDisableResourceClass($ids: [ID!]!) { result: batchDisableResourceClass(ids: $ids) { count } }": typeof types.BatchDisableResourceClassDocument,
    "mutation BatchRemoveResourceClass($ids: [ID!]!) { result: batchRemoveResourceClass(ids: $ids) { count } }": typeof types.BatchRemoveResourceClassDocument,
    "mutation CreateResourceClass($input: ResourceClassInput!) { result: createResourceClass(input: $input) { id } }": typeof types.CreateResourceClassDocument,
    "mutation UpdateResourceClass($id: ID!, $input: ResourceClassInput!) { result: updateResourceClass(id: $id, input: $input) { id } }": typeof types.UpdateResourceClassDocument,
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
    "\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.ReaderLogoutEverywhereDocument,
    "\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n": typeof types.NewsBlock_NewsFragmentDoc,
    "\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n  }\n": typeof types.NewsListItem_NewsFragmentDoc,
    "\n  fragment BookListCard_list on ResourceList {\n    id\n    title\n    cover\n    summary\n    resourceCount\n  }\n": typeof types.BookListCard_ListFragmentDoc,
    "\n  fragment DatabaseAccess_database on DatabaseResource {\n    id\n    title\n    url\n    accessRules\n  }\n": typeof types.DatabaseAccess_DatabaseFragmentDoc,
    "\n  fragment ResourceCard_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    views\n    scoreAverage\n    ... on Thesis {\n      institution\n      degree\n    }\n    ... on Audio {\n      narrator\n    }\n    ... on Journal {\n      frequency\n    }\n    ... on Newspaper {\n      frequency\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n": typeof types.ResourceCard_ResourceFragmentDoc,
    "\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": typeof types.ResourceListPageQueryDocument,
    "\n  query ClassTreeQuery($kind: ResourceKind!) {\n    resourceClassTree(kind: $kind) {\n      id\n      name\n      code\n      children {\n        id\n        name\n        code\n        children {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n": typeof types.ClassTreeQueryDocument,
    "\n  fragment AudioPlayer_audio on Audio {\n    id\n    title\n    tracks {\n      id\n      title\n      duration\n      file\n    }\n  }\n": typeof types.AudioPlayer_AudioFragmentDoc,
    "\n  fragment BookHoldings_book on Book {\n    id\n    callNumber\n    availableCopies\n    copies {\n      id\n      barcode\n      location\n      status\n      dueAt\n      library {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BookHoldings_BookFragmentDoc,
    "\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n": typeof types.EbookChapters_EbookFragmentDoc,
    "\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n": typeof types.EditionPages_EditionFragmentDoc,
    "\n  fragment ExhibitionAlbum_exhibition on Exhibition {\n    id\n    title\n    pictures {\n      id\n      image\n      caption\n      description\n    }\n  }\n": typeof types.ExhibitionAlbum_ExhibitionFragmentDoc,
    "\n  fragment JournalVolumes_journal on Journal {\n    id\n    volumes {\n      id\n      year\n      issue\n      title\n      articles {\n        id\n        title\n        creators\n        pages\n        file\n      }\n    }\n  }\n": typeof types.JournalVolumes_JournalFragmentDoc,
    "\n  fragment NewspaperEditions_newspaper on Newspaper {\n    id\n    recentEditions: editions(limit: 31) {\n      ...EditionPages_edition\n    }\n  }\n": typeof types.NewspaperEditions_NewspaperFragmentDoc,
    "\n  query NewspaperEditionsQuery($id: ID!, $year: Int!, $month: Int!) {\n    resource(id: $id, kind: newspaper) {\n      id\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          ...EditionPages_edition\n        }\n      }\n    }\n  }\n": typeof types.NewspaperEditionsQueryDocument,
    "\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book { isbn edition pages callNumber }\n    ... on Ebook { isbn pages }\n    ... on Journal { issn cn frequency }\n    ... on Newspaper { issn cn frequency }\n    ... on Thesis { degree institution advisor discipline }\n    ... on Audio { narrator totalDuration }\n    ... on Exhibition { venue startsOn endsOn }\n  }\n": typeof types.ResourceOverview_ResourceFragmentDoc,
    "\n  fragment VideoPlayer_video on Video {\n    id\n    title\n    cover\n    items {\n      id\n      title\n      duration\n      poster\n    }\n  }\n": typeof types.VideoPlayer_VideoFragmentDoc,
    "\n  query PlayVideoItemQuery($id: ID!) {\n    playVideoItem(id: $id) {\n      id\n      title\n      playbackUrl\n      poster\n    }\n  }\n": typeof types.PlayVideoItemQueryDocument,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    image\n    link\n  }\n": typeof types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment LibraryCard_library on Library {\n    id\n    name\n    address\n    phone\n    openingHours\n    image\n  }\n": typeof types.LibraryCard_LibraryFragmentDoc,
    "\n  fragment SiteFooter_friendLink on FriendLink {\n    id\n    name\n    url\n    logo\n  }\n": typeof types.SiteFooter_FriendLinkFragmentDoc,
    "\n  query AdminLayoutQuery {\n    adminMe { id name username }\n  }\n": typeof types.AdminLayoutQueryDocument,
    "\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n": typeof types.UserInfoPageQueryDocument,
    "\n  query AccountPageCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n": typeof types.AccountPageCaptchaDocument,
    "\n  mutation AccountPageLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        name\n        username\n      }\n    }\n  }\n": typeof types.AccountPageLoginDocument,
    "\n  query IndexPageQuery($newsPerBlock: Int!) {\n    banners(pageSize: 10, sortBy: sort, order: ASC) {\n      items {\n        ...BannerCarousel_banner\n      }\n    }\n    libraryNews: newsList(filter: { category: libraryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    peaceNews: newsList(filter: { category: peaceNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    industryNews: newsList(filter: { category: industryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    publicNotice: newsList(filter: { category: publicNotice }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    libraries(pageSize: 12, sortBy: sort, order: ASC) {\n      total\n      items {\n        ...LibraryCard_library\n      }\n    }\n  }\n": typeof types.IndexPageQueryDocument,
    "\n  mutation LoginPageReaderLogin($input: ReaderLoginInput!) {\n    readerLogin(input: $input) {\n      token\n      loginType\n      expiresAt\n      reader {\n        id\n        name\n        cardNumber\n        level\n      }\n    }\n  }\n": typeof types.LoginPageReaderLoginDocument,
    "\n  mutation LoginPageSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n      expiresAt\n    }\n  }\n": typeof types.LoginPageSendSmsCodeDocument,
    "\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      category\n      publishedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n": typeof types.NewsDetailPageQueryDocument,
    "\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n": typeof types.NewsListPageQueryDocument,
    "\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n": typeof types.SiteLayoutQueryDocument,
    "\n  query BookShowcasePageQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!, $order: SortOrder!) {\n    resources(kind: book, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": typeof types.BookShowcasePageQueryDocument,
    "\n  query RankBooksPageQuery($by: RankBy!, $period: RankPeriod!, $limit: Int!) {\n    resourceRanking(kinds: [book], by: $by, period: $period, limit: $limit) {\n      rank\n      value\n      resource {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": typeof types.RankBooksPageQueryDocument,
    "\n  query ResListDetailPageQuery($id: ID!) {\n    resourceList(id: $id) {\n      id\n      title\n      cover\n      summary\n      resources {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": typeof types.ResListDetailPageQueryDocument,
    "\n  query ResListPageQuery($page: Int!, $pageSize: Int!) {\n    resourceLists(filter: { listType: BOOKLIST }, page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...BookListCard_list\n      }\n    }\n  }\n": typeof types.ResListPageQueryDocument,
    "\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": typeof types.ResourceDetailPageQueryDocument,
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
    "\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  ": types.SupplierOptionsDocument,
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
    "\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n": types.AdminResourceClassesQueryDocument,
    "\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n": types.AdminResourceClassQueryDocument,
    "\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n": types.ResourceClassTreeOptionsDocument,
    "mutation EnableResourceClass($id: ID!) { result: enableResourceClass(id: $id) { id enabled } }": types.EnableResourceClassDocument,
    "mutation DisableResourceClass($id: ID!) { result: disableResourceClass(id: $id) { id enabled } }": types.DisableResourceClassDocument,
    "mutation RemoveResourceClass($id: ID!) { result: removeResourceClass(id: $id) }": types.RemoveResourceClassDocument,
    "mutation BatchEnableResourceClass($ids: [ID!]!) { result: batchEnableResourceClass(ids: $ids) { count } }": types.BatchEnableResourceClassDocument,
    "mutation BatchDisableResourceClass($ids: [ID!]!) { result: batchDisableResourceClass(ids: $ids) { count } }": types.BatchDisableResourceClassDocument,
    "mutation BatchRemoveResourceClass($ids: [ID!]!) { result: batchRemoveResourceClass(ids: $ids) { count } }": types.BatchRemoveResourceClassDocument,
    "mutation CreateResourceClass($input: ResourceClassInput!) { result: createResourceClass(input: $input) { id } }": types.CreateResourceClassDocument,
    "mutation UpdateResourceClass($id: ID!, $input: ResourceClassInput!) { result: updateResourceClass(id: $id, input: $input) { id } }": types.UpdateResourceClassDocument,
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
    "\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n": types.ReaderLogoutEverywhereDocument,
    "\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n": types.NewsBlock_NewsFragmentDoc,
    "\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n  }\n": types.NewsListItem_NewsFragmentDoc,
    "\n  fragment BookListCard_list on ResourceList {\n    id\n    title\n    cover\n    summary\n    resourceCount\n  }\n": types.BookListCard_ListFragmentDoc,
    "\n  fragment DatabaseAccess_database on DatabaseResource {\n    id\n    title\n    url\n    accessRules\n  }\n": types.DatabaseAccess_DatabaseFragmentDoc,
    "\n  fragment ResourceCard_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    views\n    scoreAverage\n    ... on Thesis {\n      institution\n      degree\n    }\n    ... on Audio {\n      narrator\n    }\n    ... on Journal {\n      frequency\n    }\n    ... on Newspaper {\n      frequency\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n": types.ResourceCard_ResourceFragmentDoc,
    "\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": types.ResourceListPageQueryDocument,
    "\n  query ClassTreeQuery($kind: ResourceKind!) {\n    resourceClassTree(kind: $kind) {\n      id\n      name\n      code\n      children {\n        id\n        name\n        code\n        children {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n": types.ClassTreeQueryDocument,
    "\n  fragment AudioPlayer_audio on Audio {\n    id\n    title\n    tracks {\n      id\n      title\n      duration\n      file\n    }\n  }\n": types.AudioPlayer_AudioFragmentDoc,
    "\n  fragment BookHoldings_book on Book {\n    id\n    callNumber\n    availableCopies\n    copies {\n      id\n      barcode\n      location\n      status\n      dueAt\n      library {\n        id\n        name\n      }\n    }\n  }\n": types.BookHoldings_BookFragmentDoc,
    "\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n": types.EbookChapters_EbookFragmentDoc,
    "\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n": types.EditionPages_EditionFragmentDoc,
    "\n  fragment ExhibitionAlbum_exhibition on Exhibition {\n    id\n    title\n    pictures {\n      id\n      image\n      caption\n      description\n    }\n  }\n": types.ExhibitionAlbum_ExhibitionFragmentDoc,
    "\n  fragment JournalVolumes_journal on Journal {\n    id\n    volumes {\n      id\n      year\n      issue\n      title\n      articles {\n        id\n        title\n        creators\n        pages\n        file\n      }\n    }\n  }\n": types.JournalVolumes_JournalFragmentDoc,
    "\n  fragment NewspaperEditions_newspaper on Newspaper {\n    id\n    recentEditions: editions(limit: 31) {\n      ...EditionPages_edition\n    }\n  }\n": types.NewspaperEditions_NewspaperFragmentDoc,
    "\n  query NewspaperEditionsQuery($id: ID!, $year: Int!, $month: Int!) {\n    resource(id: $id, kind: newspaper) {\n      id\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          ...EditionPages_edition\n        }\n      }\n    }\n  }\n": types.NewspaperEditionsQueryDocument,
    "\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book { isbn edition pages callNumber }\n    ... on Ebook { isbn pages }\n    ... on Journal { issn cn frequency }\n    ... on Newspaper { issn cn frequency }\n    ... on Thesis { degree institution advisor discipline }\n    ... on Audio { narrator totalDuration }\n    ... on Exhibition { venue startsOn endsOn }\n  }\n": types.ResourceOverview_ResourceFragmentDoc,
    "\n  fragment VideoPlayer_video on Video {\n    id\n    title\n    cover\n    items {\n      id\n      title\n      duration\n      poster\n    }\n  }\n": types.VideoPlayer_VideoFragmentDoc,
    "\n  query PlayVideoItemQuery($id: ID!) {\n    playVideoItem(id: $id) {\n      id\n      title\n      playbackUrl\n      poster\n    }\n  }\n": types.PlayVideoItemQueryDocument,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    image\n    link\n  }\n": types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment LibraryCard_library on Library {\n    id\n    name\n    address\n    phone\n    openingHours\n    image\n  }\n": types.LibraryCard_LibraryFragmentDoc,
    "\n  fragment SiteFooter_friendLink on FriendLink {\n    id\n    name\n    url\n    logo\n  }\n": types.SiteFooter_FriendLinkFragmentDoc,
    "\n  query AdminLayoutQuery {\n    adminMe { id name username }\n  }\n": types.AdminLayoutQueryDocument,
    "\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n": types.UserInfoPageQueryDocument,
    "\n  query AccountPageCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n": types.AccountPageCaptchaDocument,
    "\n  mutation AccountPageLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        name\n        username\n      }\n    }\n  }\n": types.AccountPageLoginDocument,
    "\n  query IndexPageQuery($newsPerBlock: Int!) {\n    banners(pageSize: 10, sortBy: sort, order: ASC) {\n      items {\n        ...BannerCarousel_banner\n      }\n    }\n    libraryNews: newsList(filter: { category: libraryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    peaceNews: newsList(filter: { category: peaceNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    industryNews: newsList(filter: { category: industryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    publicNotice: newsList(filter: { category: publicNotice }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    libraries(pageSize: 12, sortBy: sort, order: ASC) {\n      total\n      items {\n        ...LibraryCard_library\n      }\n    }\n  }\n": types.IndexPageQueryDocument,
    "\n  mutation LoginPageReaderLogin($input: ReaderLoginInput!) {\n    readerLogin(input: $input) {\n      token\n      loginType\n      expiresAt\n      reader {\n        id\n        name\n        cardNumber\n        level\n      }\n    }\n  }\n": types.LoginPageReaderLoginDocument,
    "\n  mutation LoginPageSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n      expiresAt\n    }\n  }\n": types.LoginPageSendSmsCodeDocument,
    "\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      category\n      publishedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n": types.NewsDetailPageQueryDocument,
    "\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n": types.NewsListPageQueryDocument,
    "\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n": types.SiteLayoutQueryDocument,
    "\n  query BookShowcasePageQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!, $order: SortOrder!) {\n    resources(kind: book, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": types.BookShowcasePageQueryDocument,
    "\n  query RankBooksPageQuery($by: RankBy!, $period: RankPeriod!, $limit: Int!) {\n    resourceRanking(kinds: [book], by: $by, period: $period, limit: $limit) {\n      rank\n      value\n      resource {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": types.RankBooksPageQueryDocument,
    "\n  query ResListDetailPageQuery($id: ID!) {\n    resourceList(id: $id) {\n      id\n      title\n      cover\n      summary\n      resources {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": types.ResListDetailPageQueryDocument,
    "\n  query ResListPageQuery($page: Int!, $pageSize: Int!) {\n    resourceLists(filter: { listType: BOOKLIST }, page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...BookListCard_list\n      }\n    }\n  }\n": types.ResListPageQueryDocument,
    "\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": types.ResourceDetailPageQueryDocument,
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
export function graphql(source: "\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  "): (typeof documents)["\n    query SupplierOptions {\n      page: adminSuppliers(page: 1, pageSize: 100, sortBy: name, order: ASC) { items { id name enabled } }\n    }\n  "];
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
export function graphql(source: "\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminResourceClassesQuery($filter: ResourceClassFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceClassSortField, $order: SortOrder) {\n    page: adminResourceClasses(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      items { id name code parentId sort enabled recommended createdAt }\n      total page pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n"): (typeof documents)["\n  query AdminResourceClassQuery($id: ID!) {\n    item: adminResourceClass(id: $id) { id kind name code parentId description sort enabled recommended }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n"): (typeof documents)["\n  query ResourceClassTreeOptions($kind: ResourceKind!) {\n    nodes: resourceClassTree(kind: $kind) { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode children { ...ClassNode } } } } }\n  }\n  fragment ClassNode on ResourceClassNode { id name code }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n"): (typeof documents)["\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n"): (typeof documents)["\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n  }\n"): (typeof documents)["\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookListCard_list on ResourceList {\n    id\n    title\n    cover\n    summary\n    resourceCount\n  }\n"): (typeof documents)["\n  fragment BookListCard_list on ResourceList {\n    id\n    title\n    cover\n    summary\n    resourceCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DatabaseAccess_database on DatabaseResource {\n    id\n    title\n    url\n    accessRules\n  }\n"): (typeof documents)["\n  fragment DatabaseAccess_database on DatabaseResource {\n    id\n    title\n    url\n    accessRules\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceCard_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    views\n    scoreAverage\n    ... on Thesis {\n      institution\n      degree\n    }\n    ... on Audio {\n      narrator\n    }\n    ... on Journal {\n      frequency\n    }\n    ... on Newspaper {\n      frequency\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n"): (typeof documents)["\n  fragment ResourceCard_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    views\n    scoreAverage\n    ... on Thesis {\n      institution\n      degree\n    }\n    ... on Audio {\n      narrator\n    }\n    ... on Journal {\n      frequency\n    }\n    ... on Newspaper {\n      frequency\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassTreeQuery($kind: ResourceKind!) {\n    resourceClassTree(kind: $kind) {\n      id\n      name\n      code\n      children {\n        id\n        name\n        code\n        children {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassTreeQuery($kind: ResourceKind!) {\n    resourceClassTree(kind: $kind) {\n      id\n      name\n      code\n      children {\n        id\n        name\n        code\n        children {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AudioPlayer_audio on Audio {\n    id\n    title\n    tracks {\n      id\n      title\n      duration\n      file\n    }\n  }\n"): (typeof documents)["\n  fragment AudioPlayer_audio on Audio {\n    id\n    title\n    tracks {\n      id\n      title\n      duration\n      file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookHoldings_book on Book {\n    id\n    callNumber\n    availableCopies\n    copies {\n      id\n      barcode\n      location\n      status\n      dueAt\n      library {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BookHoldings_book on Book {\n    id\n    callNumber\n    availableCopies\n    copies {\n      id\n      barcode\n      location\n      status\n      dueAt\n      library {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n"): (typeof documents)["\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n"): (typeof documents)["\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExhibitionAlbum_exhibition on Exhibition {\n    id\n    title\n    pictures {\n      id\n      image\n      caption\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment ExhibitionAlbum_exhibition on Exhibition {\n    id\n    title\n    pictures {\n      id\n      image\n      caption\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalVolumes_journal on Journal {\n    id\n    volumes {\n      id\n      year\n      issue\n      title\n      articles {\n        id\n        title\n        creators\n        pages\n        file\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment JournalVolumes_journal on Journal {\n    id\n    volumes {\n      id\n      year\n      issue\n      title\n      articles {\n        id\n        title\n        creators\n        pages\n        file\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewspaperEditions_newspaper on Newspaper {\n    id\n    recentEditions: editions(limit: 31) {\n      ...EditionPages_edition\n    }\n  }\n"): (typeof documents)["\n  fragment NewspaperEditions_newspaper on Newspaper {\n    id\n    recentEditions: editions(limit: 31) {\n      ...EditionPages_edition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewspaperEditionsQuery($id: ID!, $year: Int!, $month: Int!) {\n    resource(id: $id, kind: newspaper) {\n      id\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          ...EditionPages_edition\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewspaperEditionsQuery($id: ID!, $year: Int!, $month: Int!) {\n    resource(id: $id, kind: newspaper) {\n      id\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          ...EditionPages_edition\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book { isbn edition pages callNumber }\n    ... on Ebook { isbn pages }\n    ... on Journal { issn cn frequency }\n    ... on Newspaper { issn cn frequency }\n    ... on Thesis { degree institution advisor discipline }\n    ... on Audio { narrator totalDuration }\n    ... on Exhibition { venue startsOn endsOn }\n  }\n"): (typeof documents)["\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book { isbn edition pages callNumber }\n    ... on Ebook { isbn pages }\n    ... on Journal { issn cn frequency }\n    ... on Newspaper { issn cn frequency }\n    ... on Thesis { degree institution advisor discipline }\n    ... on Audio { narrator totalDuration }\n    ... on Exhibition { venue startsOn endsOn }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoPlayer_video on Video {\n    id\n    title\n    cover\n    items {\n      id\n      title\n      duration\n      poster\n    }\n  }\n"): (typeof documents)["\n  fragment VideoPlayer_video on Video {\n    id\n    title\n    cover\n    items {\n      id\n      title\n      duration\n      poster\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayVideoItemQuery($id: ID!) {\n    playVideoItem(id: $id) {\n      id\n      title\n      playbackUrl\n      poster\n    }\n  }\n"): (typeof documents)["\n  query PlayVideoItemQuery($id: ID!) {\n    playVideoItem(id: $id) {\n      id\n      title\n      playbackUrl\n      poster\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    image\n    link\n  }\n"): (typeof documents)["\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    image\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryCard_library on Library {\n    id\n    name\n    address\n    phone\n    openingHours\n    image\n  }\n"): (typeof documents)["\n  fragment LibraryCard_library on Library {\n    id\n    name\n    address\n    phone\n    openingHours\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteFooter_friendLink on FriendLink {\n    id\n    name\n    url\n    logo\n  }\n"): (typeof documents)["\n  fragment SiteFooter_friendLink on FriendLink {\n    id\n    name\n    url\n    logo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLayoutQuery {\n    adminMe { id name username }\n  }\n"): (typeof documents)["\n  query AdminLayoutQuery {\n    adminMe { id name username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPageCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query AccountPageCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountPageLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        name\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountPageLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        name\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IndexPageQuery($newsPerBlock: Int!) {\n    banners(pageSize: 10, sortBy: sort, order: ASC) {\n      items {\n        ...BannerCarousel_banner\n      }\n    }\n    libraryNews: newsList(filter: { category: libraryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    peaceNews: newsList(filter: { category: peaceNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    industryNews: newsList(filter: { category: industryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    publicNotice: newsList(filter: { category: publicNotice }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    libraries(pageSize: 12, sortBy: sort, order: ASC) {\n      total\n      items {\n        ...LibraryCard_library\n      }\n    }\n  }\n"): (typeof documents)["\n  query IndexPageQuery($newsPerBlock: Int!) {\n    banners(pageSize: 10, sortBy: sort, order: ASC) {\n      items {\n        ...BannerCarousel_banner\n      }\n    }\n    libraryNews: newsList(filter: { category: libraryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    peaceNews: newsList(filter: { category: peaceNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    industryNews: newsList(filter: { category: industryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    publicNotice: newsList(filter: { category: publicNotice }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    libraries(pageSize: 12, sortBy: sort, order: ASC) {\n      total\n      items {\n        ...LibraryCard_library\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPageReaderLogin($input: ReaderLoginInput!) {\n    readerLogin(input: $input) {\n      token\n      loginType\n      expiresAt\n      reader {\n        id\n        name\n        cardNumber\n        level\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPageReaderLogin($input: ReaderLoginInput!) {\n    readerLogin(input: $input) {\n      token\n      loginType\n      expiresAt\n      reader {\n        id\n        name\n        cardNumber\n        level\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPageSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPageSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      category\n      publishedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      category\n      publishedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookShowcasePageQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!, $order: SortOrder!) {\n    resources(kind: book, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookShowcasePageQuery($filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!, $order: SortOrder!) {\n    resources(kind: book, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankBooksPageQuery($by: RankBy!, $period: RankPeriod!, $limit: Int!) {\n    resourceRanking(kinds: [book], by: $by, period: $period, limit: $limit) {\n      rank\n      value\n      resource {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"): (typeof documents)["\n  query RankBooksPageQuery($by: RankBy!, $period: RankPeriod!, $limit: Int!) {\n    resourceRanking(kinds: [book], by: $by, period: $period, limit: $limit) {\n      rank\n      value\n      resource {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResListDetailPageQuery($id: ID!) {\n    resourceList(id: $id) {\n      id\n      title\n      cover\n      summary\n      resources {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResListDetailPageQuery($id: ID!) {\n    resourceList(id: $id) {\n      id\n      title\n      cover\n      summary\n      resources {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResListPageQuery($page: Int!, $pageSize: Int!) {\n    resourceLists(filter: { listType: BOOKLIST }, page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...BookListCard_list\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResListPageQuery($page: Int!, $pageSize: Int!) {\n    resourceLists(filter: { listType: BOOKLIST }, page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...BookListCard_list\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;