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
    "\n  query LoginCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n": typeof types.LoginCaptchaDocument,
    "\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.ReaderLogoutEverywhereDocument,
    "\n  query CiteDialogQuery($resourceId: ID!) {\n    resourceCitations(resourceId: $resourceId) {\n      format\n      label\n      text\n      fileName\n      mime\n    }\n  }\n": typeof types.CiteDialogQueryDocument,
    "\n  mutation ResourceTagsSubmit($input: TagInput!) {\n    submitTag(input: $input) {\n      id\n      text\n      status\n    }\n  }\n": typeof types.ResourceTagsSubmitDocument,
    "\n  mutation ResourceCommentsSubmit($input: CommentInput!) {\n    submitComment(input: $input) {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n": typeof types.ResourceCommentsSubmitDocument,
    "\n  mutation ErrorReportDialogSubmit($input: ErrorReportInput!) {\n    submitErrorReport(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ErrorReportDialogSubmitDocument,
    "\n  mutation SubmitMessage($input: MessageInput!) {\n    submitMessage(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.SubmitMessageDocument,
    "\n  fragment ResourceActions_resource on Resource {\n    id\n    kind\n    title\n    collections\n    scoreAverage\n    scoreCount\n  }\n": typeof types.ResourceActions_ResourceFragmentDoc,
    "\n  mutation ResourceActionsCollect($resourceId: ID!) {\n    collectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": typeof types.ResourceActionsCollectDocument,
    "\n  mutation ResourceActionsUncollect($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": typeof types.ResourceActionsUncollectDocument,
    "\n  mutation ResourceActionsSubscribe($resourceId: ID!) {\n    subscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": typeof types.ResourceActionsSubscribeDocument,
    "\n  mutation ResourceActionsUnsubscribe($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": typeof types.ResourceActionsUnsubscribeDocument,
    "\n  mutation ResourceActionsSeeSubscription($resourceId: ID!) {\n    seeSubscription(resourceId: $resourceId)\n  }\n": typeof types.ResourceActionsSeeSubscriptionDocument,
    "\n  query ResourceCommentsQuery($resourceId: ID!, $page: Int!, $pageSize: Int!) {\n    passedComments(resourceId: $resourceId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n      }\n    }\n  }\n": typeof types.ResourceCommentsQueryDocument,
    "\n  query ResourceTagsQuery($resourceId: ID!) {\n    resourceTags(resourceId: $resourceId) {\n      text\n      count\n    }\n  }\n": typeof types.ResourceTagsQueryDocument,
    "\n  mutation ScoreControlSubmit($input: ScoreInput!) {\n    submitScore(input: $input) {\n      id\n      value\n      status\n    }\n  }\n": typeof types.ScoreControlSubmitDocument,
    "\n  query SubmissionAvailability {\n    submissionAvailability {\n      type\n      accepting\n      message\n    }\n  }\n": typeof types.SubmissionAvailabilityDocument,
    "\n  query MyMessages($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myMessages(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        subject\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n": typeof types.MyMessagesDocument,
    "\n  mutation ReadMyMessages {\n    readMyMessages\n  }\n": typeof types.ReadMyMessagesDocument,
    "\n  query MyRecommendations($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myRecommendations(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        author\n        publisher\n        isbn\n        reason\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n": typeof types.MyRecommendationsDocument,
    "\n  mutation ReadMyRecommendations {\n    readMyRecommendations\n  }\n": typeof types.ReadMyRecommendationsDocument,
    "\n  query MyVolunteerApplications($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVolunteerApplications(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        phone\n        availability\n        skills\n        area\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n": typeof types.MyVolunteerApplicationsDocument,
    "\n  mutation ReadMyVolunteerApplications {\n    readMyVolunteerApplications\n  }\n": typeof types.ReadMyVolunteerApplicationsDocument,
    "\n  query MyComments($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myComments(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n": typeof types.MyCommentsDocument,
    "\n  mutation ReadMyComments {\n    readMyComments\n  }\n": typeof types.ReadMyCommentsDocument,
    "\n  query MyVenueBookingsPageQuery($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVenueBookings(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        status\n        reply\n        reviewedAt\n        unread\n        date\n        startTime\n        endTime\n        purpose\n        attendees\n        venue {\n          id\n          name\n          location\n        }\n      }\n    }\n  }\n": typeof types.MyVenueBookingsPageQueryDocument,
    "\n  mutation MyVenueBookingsPageRead {\n    readMyVenueBookings\n  }\n": typeof types.MyVenueBookingsPageReadDocument,
    "\n  fragment ReaderResourceState_state on ReaderResourceState {\n    resourceId\n    collected\n    subscribed\n    collections\n    score {\n      id\n      value\n      status\n    }\n    tags {\n      id\n      text\n      status\n    }\n    pendingComments {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n": typeof types.ReaderResourceState_StateFragmentDoc,
    "\n  query ReaderResourceStateQuery($resourceId: ID!) {\n    readerResourceState(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": typeof types.ReaderResourceStateQueryDocument,
    "\n  mutation ReaderNoticesPoll {\n    readerNotices {\n      unreadReplies\n      newIssues\n      dueSoonLoans\n    }\n  }\n": typeof types.ReaderNoticesPollDocument,
    "\n  query CoordinatePickerStart {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n    libraries(pageSize: 1, sortBy: sort, order: ASC) {\n      items {\n        id\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.CoordinatePickerStartDocument,
    "\n  query LibraryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n  }\n": typeof types.LibraryMapSettingsDocument,
    "\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n": typeof types.NewsBlock_NewsFragmentDoc,
    "\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n": typeof types.NewsListPageQueryDocument,
    "\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n    author\n  }\n": typeof types.NewsListItem_NewsFragmentDoc,
    "\n  fragment EbookReadButtons_ebook on Ebook {\n    id\n    file\n  }\n": typeof types.EbookReadButtons_EbookFragmentDoc,
    "\n  query ThesisReadQuery($id: ID!) {\n    resource(id: $id, kind: thesis) {\n      id\n      title\n      ... on Thesis {\n        file\n      }\n    }\n  }\n": typeof types.ThesisReadQueryDocument,
    "\n  query JournalReadQuery($id: ID!) {\n    resource(id: $id, kind: journal) {\n      id\n      title\n      ... on Journal {\n        volumes {\n          id\n          year\n          issue\n          articles {\n            id\n            title\n            creators\n            pages\n            file\n          }\n        }\n      }\n    }\n  }\n": typeof types.JournalReadQueryDocument,
    "\n  query NewspaperReadQuery($id: ID!, $year: Int, $month: Int) {\n    resource(id: $id, kind: newspaper) {\n      id\n      title\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          id\n          editionDate\n          issue\n          pages {\n            id\n            pageNo\n            title\n            image\n            file\n          }\n        }\n      }\n    }\n  }\n": typeof types.NewspaperReadQueryDocument,
    "\n  query ReadingState($document: String!) {\n    readingState(document: $document) {\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n": typeof types.ReadingStateDocument,
    "\n  mutation SaveReadingState($input: SaveReadingStateInput!) {\n    saveReadingState(input: $input) {\n      document\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n": typeof types.SaveReadingStateDocument,
    "\n  fragment BookListCard_list on ResourceList {\n    id\n    title\n    cover\n    summary\n    resourceCount\n  }\n": typeof types.BookListCard_ListFragmentDoc,
    "\n  fragment DatabaseAccess_database on DatabaseResource {\n    id\n    title\n    url\n    accessRules\n  }\n": typeof types.DatabaseAccess_DatabaseFragmentDoc,
    "\n  fragment ResourceCard_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    views\n    scoreAverage\n    ... on Thesis {\n      institution\n      degree\n    }\n    ... on Audio {\n      narrator\n    }\n    ... on Journal {\n      frequency\n    }\n    ... on Newspaper {\n      frequency\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n": typeof types.ResourceCard_ResourceFragmentDoc,
    "\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": typeof types.ResourceListPageQueryDocument,
    "\n  query ClassTreeQuery($kind: ResourceKind!) {\n    resourceClassTree(kind: $kind) {\n      id\n      name\n      code\n      children {\n        id\n        name\n        code\n        children {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n": typeof types.ClassTreeQueryDocument,
    "\n  fragment AudioPlayer_audio on Audio {\n    id\n    title\n    tracks {\n      id\n      title\n      duration\n      file\n    }\n  }\n": typeof types.AudioPlayer_AudioFragmentDoc,
    "\n  fragment BookHoldings_book on Book {\n    id\n    callNumber\n    availableCopies\n    copies {\n      id\n      barcode\n      location\n      status\n      dueAt\n      library {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BookHoldings_BookFragmentDoc,
    "\n  query DownloadQualification($resourceId: ID!) {\n    downloadQualification(resourceId: $resourceId) {\n      allowed\n      offered\n      reason\n      remaining\n    }\n  }\n": typeof types.DownloadQualificationDocument,
    "\n  mutation DownloadResource($resourceId: ID!, $file: String) {\n    downloadResource(resourceId: $resourceId, file: $file) {\n      url\n      fileName\n    }\n  }\n": typeof types.DownloadResourceDocument,
    "\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n": typeof types.EbookChapters_EbookFragmentDoc,
    "\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    resourceId\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n": typeof types.EditionPages_EditionFragmentDoc,
    "\n  fragment ExhibitionAlbum_exhibition on Exhibition {\n    id\n    title\n    pictures {\n      id\n      image\n      caption\n      description\n    }\n  }\n": typeof types.ExhibitionAlbum_ExhibitionFragmentDoc,
    "\n  fragment JournalVolumes_journal on Journal {\n    id\n    volumes {\n      id\n      year\n      issue\n      title\n      articles {\n        id\n        title\n        creators\n        pages\n        file\n      }\n    }\n  }\n": typeof types.JournalVolumes_JournalFragmentDoc,
    "\n  mutation BookRequestLoan($resourceId: ID!) {\n    requestLoan(resourceId: $resourceId) {\n      id\n      state\n      barcode\n      location\n    }\n  }\n": typeof types.BookRequestLoanDocument,
    "\n  fragment NewspaperEditions_newspaper on Newspaper {\n    id\n    recentEditions: editions(limit: 31) {\n      ...EditionPages_edition\n    }\n  }\n": typeof types.NewspaperEditions_NewspaperFragmentDoc,
    "\n  query NewspaperEditionsQuery($id: ID!, $year: Int!, $month: Int!) {\n    resource(id: $id, kind: newspaper) {\n      id\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          ...EditionPages_edition\n        }\n      }\n    }\n  }\n": typeof types.NewspaperEditionsQueryDocument,
    "\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book {\n      isbn\n      edition\n      pages\n      callNumber\n    }\n    ... on Ebook {\n      isbn\n      pages\n    }\n    ... on Journal {\n      issn\n      cn\n      frequency\n    }\n    ... on Newspaper {\n      issn\n      cn\n      frequency\n    }\n    ... on Thesis {\n      degree\n      institution\n      advisor\n      discipline\n    }\n    ... on Audio {\n      narrator\n      totalDuration\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n": typeof types.ResourceOverview_ResourceFragmentDoc,
    "\n  fragment VideoPlayer_video on Video {\n    id\n    title\n    cover\n    items {\n      id\n      title\n      duration\n      poster\n    }\n  }\n": typeof types.VideoPlayer_VideoFragmentDoc,
    "\n  query PlayVideoItemQuery($id: ID!) {\n    playVideoItem(id: $id) {\n      id\n      title\n      playbackUrl\n      poster\n    }\n  }\n": typeof types.PlayVideoItemQueryDocument,
    "\n  query KindAccess($kind: ResourceKind!) {\n    kindAccess(kind: $kind) {\n      kind\n      open\n      refusal\n    }\n  }\n": typeof types.KindAccessDocument,
    "\n  fragment FacetSidebar_facets on SearchFacets {\n    kind {\n      value\n      label\n      count\n    }\n    availability {\n      value\n      label\n      count\n    }\n    classId {\n      value\n      label\n      count\n    }\n    year {\n      value\n      label\n      count\n    }\n    language {\n      value\n      label\n      count\n    }\n    creator {\n      value\n      label\n      count\n    }\n  }\n": typeof types.FacetSidebar_FacetsFragmentDoc,
    "\n  query HotSearchWordsQuery($limit: Int!) {\n    hotSearchWords(limit: $limit) {\n      id\n      text\n    }\n  }\n": typeof types.HotSearchWordsQueryDocument,
    "\n  fragment SearchHitItem_hit on SearchHit {\n    title {\n      text\n      match\n    }\n    snippet {\n      text\n      match\n    }\n  }\n": typeof types.SearchHitItem_HitFragmentDoc,
    "\n  query SearchSuggestionsQuery($query: String!, $limit: Int!) {\n    searchSuggestions(query: $query, limit: $limit) {\n      text\n      type\n      resourceId\n      kind\n      highlighted {\n        text\n        match\n      }\n    }\n  }\n": typeof types.SearchSuggestionsQueryDocument,
    "\n  fragment GuideArticle_guide on Guide {\n    id\n    slot\n    title\n    body\n    attachment\n    attachmentName\n    publishedAt\n    updatedAt\n    views\n  }\n": typeof types.GuideArticle_GuideFragmentDoc,
    "\n  query ShareButtonQrCodeQuery($resourceId: ID!) {\n    resourceShareQrCode(resourceId: $resourceId) {\n      text\n      image\n    }\n  }\n": typeof types.ShareButtonQrCodeQueryDocument,
    "\n  mutation ShareResourceByEmail($resourceId: ID!, $email: String!) {\n    shareResourceByEmail(resourceId: $resourceId, email: $email)\n  }\n": typeof types.ShareResourceByEmailDocument,
    "\n  mutation RecordResourceLinkShare($resourceId: ID!) {\n    recordResourceLinkShare(resourceId: $resourceId)\n  }\n": typeof types.RecordResourceLinkShareDocument,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    image\n    link\n  }\n": typeof types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment LibraryCard_library on Library {\n    id\n    name\n    address\n    phone\n    openingHours\n    image\n  }\n": typeof types.LibraryCard_LibraryFragmentDoc,
    "\n  fragment SiteFooter_friendLink on FriendLink {\n    id\n    name\n    url\n    logo\n  }\n": typeof types.SiteFooter_FriendLinkFragmentDoc,
    "\n  query ListFieldsQuery($list: FieldList!) {\n    listFields(list: $list) {\n      id\n      isHide\n    }\n  }\n": typeof types.ListFieldsQueryDocument,
    "\n  fragment TopicCard_topic on Topic {\n    id\n    title\n    cover\n    summary\n    recommended\n  }\n": typeof types.TopicCard_TopicFragmentDoc,
    "\n  query AdminLayoutQuery {\n    adminMe {\n      id\n      name\n      username\n    }\n  }\n": typeof types.AdminLayoutQueryDocument,
    "\n  query NoticeSettingsQuery {\n    readerMe {\n      id\n      phone\n      email\n      noticeChannels\n    }\n  }\n": typeof types.NoticeSettingsQueryDocument,
    "\n  mutation SetNoticePreferences($input: NoticePreferencesInput!) {\n    setNoticePreferences(input: $input) {\n      id\n      email\n      noticeChannels\n    }\n  }\n": typeof types.SetNoticePreferencesDocument,
    "\n  query UserActivityPageQuery($page: Int!, $pageSize: Int!, $status: SignUpStatus) {\n    myActivitySignUps(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        waitingPosition\n        queuedAt\n        checkedInAt\n        activity {\n          id\n          title\n          place\n          startsAt\n          endsAt\n          state\n          branch {\n            id\n            name\n          }\n          library {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserActivityPageQueryDocument,
    "\n  mutation UserActivityPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n": typeof types.UserActivityPageCancelDocument,
    "\n  query UserBindAndUnbindPageQuery {\n    readerMe {\n      id\n      cardNumber\n      phone\n    }\n  }\n": typeof types.UserBindAndUnbindPageQueryDocument,
    "\n  query UserCardQrCodeQuery {\n    myCardQrCode {\n      text\n      image\n    }\n  }\n": typeof types.UserCardQrCodeQueryDocument,
    "\n  mutation UserBindSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n    }\n  }\n": typeof types.UserBindSendSmsCodeDocument,
    "\n  mutation BindPhone($phone: String!, $code: String!) {\n    bindPhone(phone: $phone, code: $code) {\n      id\n      phone\n    }\n  }\n": typeof types.BindPhoneDocument,
    "\n  mutation UnbindPhone($code: String!) {\n    unbindPhone(code: $code) {\n      id\n      phone\n    }\n  }\n": typeof types.UnbindPhoneDocument,
    "\n  fragment UserBorrowPage_loan on Loan {\n    id\n    borrowedAt\n    dueAt\n    renewals\n    returnedAt\n    state\n    overdue\n    resourceId\n    resourceKind\n    title\n    cover\n    callNumber\n    barcode\n    location\n  }\n": typeof types.UserBorrowPage_LoanFragmentDoc,
    "\n  query UserBorrowPageLoans($page: Int!, $pageSize: Int!, $current: Boolean!) {\n    myLoans(page: $page, pageSize: $pageSize, current: $current) {\n      total\n      page\n      pageSize\n      items {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n": typeof types.UserBorrowPageLoansDocument,
    "\n  query UserBorrowPageRequests {\n    myLoanRequests {\n      id\n      state\n      resourceId\n      title\n      barcode\n      location\n      createdAt\n    }\n  }\n": typeof types.UserBorrowPageRequestsDocument,
    "\n  mutation UserBorrowPageRenew($loanId: ID!) {\n    renewLoan(loanId: $loanId) {\n      ...UserBorrowPage_loan\n    }\n  }\n": typeof types.UserBorrowPageRenewDocument,
    "\n  mutation UserBorrowPageRenewAll {\n    renewAllLoans {\n      loanId\n      renewed\n      message\n      loan {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n": typeof types.UserBorrowPageRenewAllDocument,
    "\n  mutation UserBorrowPageCancelRequest($requestId: ID!) {\n    cancelLoanRequest(requestId: $requestId) {\n      id\n      state\n    }\n  }\n": typeof types.UserBorrowPageCancelRequestDocument,
    "\n  query MyCollections($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    myCollections(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        resource {\n          ...ResourceCard_resource\n        }\n      }\n    }\n  }\n": typeof types.MyCollectionsDocument,
    "\n  mutation UncollectResource($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      resourceId\n      collected\n      collections\n    }\n  }\n": typeof types.UncollectResourceDocument,
    "\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n": typeof types.UserInfoPageQueryDocument,
    "\n  query UserPointPageQuery {\n    myPoints {\n      balance\n      today\n      todayPoints\n      rules {\n        ruleId\n        action\n        name\n        description\n        points\n        dailyCap\n        todayPoints\n      }\n    }\n  }\n": typeof types.UserPointPageQueryDocument,
    "\n  query UserPointEntriesQuery($filter: PointEntryFilter, $page: Int!, $pageSize: Int!) {\n    myPointEntries(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        delta\n        reason\n        action\n        balanceAfter\n        createdAt\n      }\n    }\n  }\n": typeof types.UserPointEntriesQueryDocument,
    "\n  query UserReadTimeSummary {\n    myReadTime {\n      today\n      week\n      month\n      total\n      byDay {\n        day\n        seconds\n      }\n    }\n  }\n": typeof types.UserReadTimeSummaryDocument,
    "\n  query UserReadTimeBooks($page: Int!, $pageSize: Int!) {\n    myReadTimeResources(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        seconds\n        lastReadAt\n        progress\n        resource {\n          id\n          kind\n          title\n          cover\n        }\n      }\n    }\n  }\n": typeof types.UserReadTimeBooksDocument,
    "\n  query MySubscriptions($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    mySubscriptions(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        newIssues\n        resource {\n          id\n          kind\n          title\n          cover\n          publisher\n          ... on Newspaper {\n            frequency\n          }\n          ... on Journal {\n            frequency\n          }\n        }\n      }\n    }\n  }\n": typeof types.MySubscriptionsDocument,
    "\n  mutation UnsubscribeResource($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      resourceId\n      subscribed\n    }\n  }\n": typeof types.UnsubscribeResourceDocument,
    "\n  query CloudBookmarksTabQuery {\n    recentReadingStates(limit: 50) {\n      id\n      document\n      format\n      state\n      progress\n      savedAt\n      resource {\n        id\n        kind\n        title\n      }\n      cloudFile {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CloudBookmarksTabQueryDocument,
    "\n  query CloudDownloadsTabQuery($page: Int!, $pageSize: Int!) {\n    myDownloads(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        resourceId\n        title\n        kind\n        fileName\n        createdAt\n      }\n    }\n  }\n": typeof types.CloudDownloadsTabQueryDocument,
    "\n  query CloudFilesTabQuery($page: Int!, $pageSize: Int!) {\n    myCloudUsage {\n      used\n      total\n    }\n    myCloudFiles(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        format\n        size\n        createdAt\n      }\n    }\n  }\n": typeof types.CloudFilesTabQueryDocument,
    "\n  mutation RenameCloudFile($id: ID!, $name: String!) {\n    renameCloudFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameCloudFileDocument,
    "\n  mutation DeleteCloudFile($id: ID!) {\n    deleteCloudFile(id: $id)\n  }\n": typeof types.DeleteCloudFileDocument,
    "\n  mutation AccountPageLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        name\n        username\n      }\n    }\n  }\n": typeof types.AccountPageLoginDocument,
    "\n  query IndexPageQuery($newsPerBlock: Int!) {\n    banners(pageSize: 10, sortBy: sort, order: ASC) {\n      items {\n        ...BannerCarousel_banner\n      }\n    }\n    libraryNews: newsList(filter: { category: libraryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    peaceNews: newsList(filter: { category: peaceNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    industryNews: newsList(filter: { category: industryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    publicNotice: newsList(filter: { category: publicNotice }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    libraries(pageSize: 12, sortBy: sort, order: ASC) {\n      total\n      items {\n        ...LibraryCard_library\n      }\n    }\n  }\n": typeof types.IndexPageQueryDocument,
    "\n  mutation LoginPageReaderLogin($input: ReaderLoginInput!) {\n    readerLogin(input: $input) {\n      token\n      loginType\n      expiresAt\n      reader {\n        id\n        name\n        cardNumber\n        level\n      }\n    }\n  }\n": typeof types.LoginPageReaderLoginDocument,
    "\n  mutation LoginPageSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n      expiresAt\n    }\n  }\n": typeof types.LoginPageSendSmsCodeDocument,
    "\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      summary\n      cover\n      category\n      publishedAt\n      updatedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n": typeof types.NewsDetailPageQueryDocument,
    "\n  query RetrievePageQuery($query: String!, $filter: SearchFilter, $page: Int!, $pageSize: Int!, $sort: SearchSort!) {\n    search(query: $query, filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      query\n      total\n      totalCapped\n      matchCount\n      facetsExact\n      page\n      pageSize\n      didYouMean\n      corrected\n      items {\n        ...SearchHitItem_hit\n        resource {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            url\n          }\n        }\n      }\n      facets {\n        ...FacetSidebar_facets\n      }\n    }\n  }\n": typeof types.RetrievePageQueryDocument,
    "\n  query StaticPageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n": typeof types.StaticPageQueryDocument,
    "\n  query ActivityDetailPageQuery($id: ID!) {\n    activity(id: $id) {\n      id\n      title\n      category\n      cover\n      summary\n      body\n      place\n      startsAt\n      endsAt\n      signUpStartsAt\n      signUpEndsAt\n      capacity\n      signedUpCount\n      placesLeft\n      waitingCount\n      state\n      branch {\n        id\n        name\n        address\n      }\n      library {\n        id\n        name\n        address\n      }\n      mySignUp {\n        id\n        status\n        waitingPosition\n        checkedInAt\n      }\n    }\n  }\n": typeof types.ActivityDetailPageQueryDocument,
    "\n  mutation ActivityDetailPageSignUp($activityId: ID!) {\n    signUpForActivity(activityId: $activityId) {\n      id\n      status\n      waitingPosition\n    }\n  }\n": typeof types.ActivityDetailPageSignUpDocument,
    "\n  mutation ActivityDetailPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n": typeof types.ActivityDetailPageCancelDocument,
    "\n  query ActivityListPageQuery($filter: ActivityFilter, $page: Int!, $pageSize: Int!, $order: SortOrder!) {\n    activities(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        category\n        cover\n        summary\n        place\n        startsAt\n        endsAt\n        capacity\n        placesLeft\n        state\n        branch {\n          id\n          name\n        }\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ActivityListPageQueryDocument,
    "\n  query CapturedInfoPageQuery($id: ID!) {\n    capturedInfo(id: $id) {\n      id\n      title\n      source\n      sourceUrl\n      author\n      publishedAt\n      createdAt\n      body\n    }\n  }\n": typeof types.CapturedInfoPageQueryDocument,
    "\n  query ActivitySitePageVenues {\n    venues(pageSize: 50, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        location\n        capacity\n        facilities\n        photo\n        opensAt\n        closesAt\n        openWeekdays\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ActivitySitePageVenuesDocument,
    "\n  query ActivitySitePageSchedule($venueId: ID!, $from: String!, $to: String!) {\n    venueSchedule(venueId: $venueId, from: $from, to: $to) {\n      date\n      slots {\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.ActivitySitePageScheduleDocument,
    "\n  mutation ActivitySitePageSubmit($input: VenueBookingInput!) {\n    submitVenueBooking(input: $input) {\n      id\n      status\n      date\n      startTime\n      endTime\n      venue {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ActivitySitePageSubmitDocument,
    "\n  query InteractionCommentsPageQuery($page: Int!, $pageSize: Int!) {\n    passedComments(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n": typeof types.InteractionCommentsPageQueryDocument,
    "\n  mutation SubmitRecommendation($input: RecommendationInput!) {\n    submitRecommendation(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.SubmitRecommendationDocument,
    "\n  mutation SubmitVolunteerApplication($input: VolunteerApplicationInput!) {\n    submitVolunteerApplication(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.SubmitVolunteerApplicationDocument,
    "\n  query CloudReadPageQuery($id: ID!) {\n    cloudFile(id: $id) {\n      id\n      name\n      format\n      url\n    }\n  }\n": typeof types.CloudReadPageQueryDocument,
    "\n  query BookShowcasePageQuery(\n    $kind: ResourceKind!\n    $filter: ResourceFilter\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: ResourceSortField!\n    $order: SortOrder!\n  ) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": typeof types.BookShowcasePageQueryDocument,
    "\n  query EbookReadPageQuery($id: ID!) {\n    resource(id: $id, kind: ebook) {\n      id\n      title\n      ... on Ebook {\n        file\n      }\n    }\n  }\n": typeof types.EbookReadPageQueryDocument,
    "\n  query RankBooksPageQuery($by: RankBy!, $period: RankPeriod!, $limit: Int!) {\n    resourceRanking(kinds: [book], by: $by, period: $period, limit: $limit) {\n      rank\n      value\n      resource {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": typeof types.RankBooksPageQueryDocument,
    "\n  query ResListDetailPageQuery($id: ID!) {\n    resourceList(id: $id) {\n      id\n      title\n      cover\n      summary\n      resources {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": typeof types.ResListDetailPageQueryDocument,
    "\n  query ResListPageQuery($page: Int!, $pageSize: Int!) {\n    resourceLists(filter: { listType: BOOKLIST }, page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...BookListCard_list\n      }\n    }\n  }\n": typeof types.ResListPageQueryDocument,
    "\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...ResourceActions_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...EbookReadButtons_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      ... on Thesis {\n        file\n      }\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": typeof types.ResourceDetailPageQueryDocument,
    "\n  query BranchPageList($filter: BranchFilter!) {\n    branches(filter: $filter, pageSize: 100, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        district\n        address\n        openingHours\n        phone\n        photo\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.BranchPageListDocument,
    "\n  query BranchPageDistricts($type: BranchType!) {\n    branchDistricts(type: $type)\n  }\n": typeof types.BranchPageDistrictsDocument,
    "\n  query ContactTrafficLibraries {\n    libraries(pageSize: 50, sortBy: sort, order: ASC) {\n      items {\n        id\n        name\n        address\n        openingHours\n        phone\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.ContactTrafficLibrariesDocument,
    "\n  query ServiceDetailPageQuery($id: ID!) {\n    guide(id: $id) {\n      ...GuideArticle_guide\n    }\n  }\n": typeof types.ServiceDetailPageQueryDocument,
    "\n  query ServiceGuidePageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n": typeof types.ServiceGuidePageQueryDocument,
    "\n  query SocietyNewsPageQuery($page: Int!, $pageSize: Int!) {\n    guides(filter: { slot: societyNews }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        publishedAt\n        views\n      }\n    }\n  }\n": typeof types.SocietyNewsPageQueryDocument,
    "\n  query SurveyDetailPageQuery($id: ID!) {\n    survey(id: $id) {\n      id\n      title\n      introduction\n      cover\n      startsAt\n      endsAt\n      state\n      answerCount\n      questions {\n        key\n        type\n        title\n        required\n        maxLength\n        options {\n          key\n          label\n        }\n      }\n    }\n  }\n": typeof types.SurveyDetailPageQueryDocument,
    "\n  query MySurveyAnswerQuery($surveyId: ID!) {\n    mySurveyAnswer(surveyId: $surveyId) {\n      surveyId\n      answeredAt\n    }\n  }\n": typeof types.MySurveyAnswerQueryDocument,
    "\n  mutation AnswerSurvey($input: SurveyAnswerInput!) {\n    answerSurvey(input: $input) {\n      surveyId\n      answeredAt\n    }\n  }\n": typeof types.AnswerSurveyDocument,
    "\n  query SurveyListPageQuery($filter: SurveyFilter, $page: Int!, $pageSize: Int!) {\n    surveys(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: DESC) {\n      total\n      items {\n        id\n        title\n        introduction\n        startsAt\n        endsAt\n        state\n        answerCount\n      }\n    }\n  }\n": typeof types.SurveyListPageQueryDocument,
    "\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n": typeof types.SiteLayoutQueryDocument,
    "\n  query TopicDetailPageQuery($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      banner\n      cover\n      summary\n      introduction\n      sections {\n        id\n        title\n        resources {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            summary\n            ...DatabaseAccess_database\n          }\n        }\n      }\n    }\n  }\n": typeof types.TopicDetailPageQueryDocument,
    "\n  query TopicListPageQuery($page: Int!, $pageSize: Int!) {\n    topics(page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...TopicCard_topic\n      }\n    }\n  }\n": typeof types.TopicListPageQueryDocument,
};
const documents: Documents = {
    "\n  query LoginCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n": types.LoginCaptchaDocument,
    "\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n": types.ReaderLogoutEverywhereDocument,
    "\n  query CiteDialogQuery($resourceId: ID!) {\n    resourceCitations(resourceId: $resourceId) {\n      format\n      label\n      text\n      fileName\n      mime\n    }\n  }\n": types.CiteDialogQueryDocument,
    "\n  mutation ResourceTagsSubmit($input: TagInput!) {\n    submitTag(input: $input) {\n      id\n      text\n      status\n    }\n  }\n": types.ResourceTagsSubmitDocument,
    "\n  mutation ResourceCommentsSubmit($input: CommentInput!) {\n    submitComment(input: $input) {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n": types.ResourceCommentsSubmitDocument,
    "\n  mutation ErrorReportDialogSubmit($input: ErrorReportInput!) {\n    submitErrorReport(input: $input) {\n      id\n      status\n    }\n  }\n": types.ErrorReportDialogSubmitDocument,
    "\n  mutation SubmitMessage($input: MessageInput!) {\n    submitMessage(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.SubmitMessageDocument,
    "\n  fragment ResourceActions_resource on Resource {\n    id\n    kind\n    title\n    collections\n    scoreAverage\n    scoreCount\n  }\n": types.ResourceActions_ResourceFragmentDoc,
    "\n  mutation ResourceActionsCollect($resourceId: ID!) {\n    collectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": types.ResourceActionsCollectDocument,
    "\n  mutation ResourceActionsUncollect($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": types.ResourceActionsUncollectDocument,
    "\n  mutation ResourceActionsSubscribe($resourceId: ID!) {\n    subscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": types.ResourceActionsSubscribeDocument,
    "\n  mutation ResourceActionsUnsubscribe($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": types.ResourceActionsUnsubscribeDocument,
    "\n  mutation ResourceActionsSeeSubscription($resourceId: ID!) {\n    seeSubscription(resourceId: $resourceId)\n  }\n": types.ResourceActionsSeeSubscriptionDocument,
    "\n  query ResourceCommentsQuery($resourceId: ID!, $page: Int!, $pageSize: Int!) {\n    passedComments(resourceId: $resourceId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n      }\n    }\n  }\n": types.ResourceCommentsQueryDocument,
    "\n  query ResourceTagsQuery($resourceId: ID!) {\n    resourceTags(resourceId: $resourceId) {\n      text\n      count\n    }\n  }\n": types.ResourceTagsQueryDocument,
    "\n  mutation ScoreControlSubmit($input: ScoreInput!) {\n    submitScore(input: $input) {\n      id\n      value\n      status\n    }\n  }\n": types.ScoreControlSubmitDocument,
    "\n  query SubmissionAvailability {\n    submissionAvailability {\n      type\n      accepting\n      message\n    }\n  }\n": types.SubmissionAvailabilityDocument,
    "\n  query MyMessages($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myMessages(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        subject\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n": types.MyMessagesDocument,
    "\n  mutation ReadMyMessages {\n    readMyMessages\n  }\n": types.ReadMyMessagesDocument,
    "\n  query MyRecommendations($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myRecommendations(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        author\n        publisher\n        isbn\n        reason\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n": types.MyRecommendationsDocument,
    "\n  mutation ReadMyRecommendations {\n    readMyRecommendations\n  }\n": types.ReadMyRecommendationsDocument,
    "\n  query MyVolunteerApplications($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVolunteerApplications(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        phone\n        availability\n        skills\n        area\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n": types.MyVolunteerApplicationsDocument,
    "\n  mutation ReadMyVolunteerApplications {\n    readMyVolunteerApplications\n  }\n": types.ReadMyVolunteerApplicationsDocument,
    "\n  query MyComments($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myComments(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n": types.MyCommentsDocument,
    "\n  mutation ReadMyComments {\n    readMyComments\n  }\n": types.ReadMyCommentsDocument,
    "\n  query MyVenueBookingsPageQuery($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVenueBookings(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        status\n        reply\n        reviewedAt\n        unread\n        date\n        startTime\n        endTime\n        purpose\n        attendees\n        venue {\n          id\n          name\n          location\n        }\n      }\n    }\n  }\n": types.MyVenueBookingsPageQueryDocument,
    "\n  mutation MyVenueBookingsPageRead {\n    readMyVenueBookings\n  }\n": types.MyVenueBookingsPageReadDocument,
    "\n  fragment ReaderResourceState_state on ReaderResourceState {\n    resourceId\n    collected\n    subscribed\n    collections\n    score {\n      id\n      value\n      status\n    }\n    tags {\n      id\n      text\n      status\n    }\n    pendingComments {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n": types.ReaderResourceState_StateFragmentDoc,
    "\n  query ReaderResourceStateQuery($resourceId: ID!) {\n    readerResourceState(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n": types.ReaderResourceStateQueryDocument,
    "\n  mutation ReaderNoticesPoll {\n    readerNotices {\n      unreadReplies\n      newIssues\n      dueSoonLoans\n    }\n  }\n": types.ReaderNoticesPollDocument,
    "\n  query CoordinatePickerStart {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n    libraries(pageSize: 1, sortBy: sort, order: ASC) {\n      items {\n        id\n        latitude\n        longitude\n      }\n    }\n  }\n": types.CoordinatePickerStartDocument,
    "\n  query LibraryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n  }\n": types.LibraryMapSettingsDocument,
    "\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n": types.NewsBlock_NewsFragmentDoc,
    "\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n": types.NewsListPageQueryDocument,
    "\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n    author\n  }\n": types.NewsListItem_NewsFragmentDoc,
    "\n  fragment EbookReadButtons_ebook on Ebook {\n    id\n    file\n  }\n": types.EbookReadButtons_EbookFragmentDoc,
    "\n  query ThesisReadQuery($id: ID!) {\n    resource(id: $id, kind: thesis) {\n      id\n      title\n      ... on Thesis {\n        file\n      }\n    }\n  }\n": types.ThesisReadQueryDocument,
    "\n  query JournalReadQuery($id: ID!) {\n    resource(id: $id, kind: journal) {\n      id\n      title\n      ... on Journal {\n        volumes {\n          id\n          year\n          issue\n          articles {\n            id\n            title\n            creators\n            pages\n            file\n          }\n        }\n      }\n    }\n  }\n": types.JournalReadQueryDocument,
    "\n  query NewspaperReadQuery($id: ID!, $year: Int, $month: Int) {\n    resource(id: $id, kind: newspaper) {\n      id\n      title\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          id\n          editionDate\n          issue\n          pages {\n            id\n            pageNo\n            title\n            image\n            file\n          }\n        }\n      }\n    }\n  }\n": types.NewspaperReadQueryDocument,
    "\n  query ReadingState($document: String!) {\n    readingState(document: $document) {\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n": types.ReadingStateDocument,
    "\n  mutation SaveReadingState($input: SaveReadingStateInput!) {\n    saveReadingState(input: $input) {\n      document\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n": types.SaveReadingStateDocument,
    "\n  fragment BookListCard_list on ResourceList {\n    id\n    title\n    cover\n    summary\n    resourceCount\n  }\n": types.BookListCard_ListFragmentDoc,
    "\n  fragment DatabaseAccess_database on DatabaseResource {\n    id\n    title\n    url\n    accessRules\n  }\n": types.DatabaseAccess_DatabaseFragmentDoc,
    "\n  fragment ResourceCard_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    views\n    scoreAverage\n    ... on Thesis {\n      institution\n      degree\n    }\n    ... on Audio {\n      narrator\n    }\n    ... on Journal {\n      frequency\n    }\n    ... on Newspaper {\n      frequency\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n": types.ResourceCard_ResourceFragmentDoc,
    "\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": types.ResourceListPageQueryDocument,
    "\n  query ClassTreeQuery($kind: ResourceKind!) {\n    resourceClassTree(kind: $kind) {\n      id\n      name\n      code\n      children {\n        id\n        name\n        code\n        children {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n": types.ClassTreeQueryDocument,
    "\n  fragment AudioPlayer_audio on Audio {\n    id\n    title\n    tracks {\n      id\n      title\n      duration\n      file\n    }\n  }\n": types.AudioPlayer_AudioFragmentDoc,
    "\n  fragment BookHoldings_book on Book {\n    id\n    callNumber\n    availableCopies\n    copies {\n      id\n      barcode\n      location\n      status\n      dueAt\n      library {\n        id\n        name\n      }\n    }\n  }\n": types.BookHoldings_BookFragmentDoc,
    "\n  query DownloadQualification($resourceId: ID!) {\n    downloadQualification(resourceId: $resourceId) {\n      allowed\n      offered\n      reason\n      remaining\n    }\n  }\n": types.DownloadQualificationDocument,
    "\n  mutation DownloadResource($resourceId: ID!, $file: String) {\n    downloadResource(resourceId: $resourceId, file: $file) {\n      url\n      fileName\n    }\n  }\n": types.DownloadResourceDocument,
    "\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n": types.EbookChapters_EbookFragmentDoc,
    "\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    resourceId\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n": types.EditionPages_EditionFragmentDoc,
    "\n  fragment ExhibitionAlbum_exhibition on Exhibition {\n    id\n    title\n    pictures {\n      id\n      image\n      caption\n      description\n    }\n  }\n": types.ExhibitionAlbum_ExhibitionFragmentDoc,
    "\n  fragment JournalVolumes_journal on Journal {\n    id\n    volumes {\n      id\n      year\n      issue\n      title\n      articles {\n        id\n        title\n        creators\n        pages\n        file\n      }\n    }\n  }\n": types.JournalVolumes_JournalFragmentDoc,
    "\n  mutation BookRequestLoan($resourceId: ID!) {\n    requestLoan(resourceId: $resourceId) {\n      id\n      state\n      barcode\n      location\n    }\n  }\n": types.BookRequestLoanDocument,
    "\n  fragment NewspaperEditions_newspaper on Newspaper {\n    id\n    recentEditions: editions(limit: 31) {\n      ...EditionPages_edition\n    }\n  }\n": types.NewspaperEditions_NewspaperFragmentDoc,
    "\n  query NewspaperEditionsQuery($id: ID!, $year: Int!, $month: Int!) {\n    resource(id: $id, kind: newspaper) {\n      id\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          ...EditionPages_edition\n        }\n      }\n    }\n  }\n": types.NewspaperEditionsQueryDocument,
    "\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book {\n      isbn\n      edition\n      pages\n      callNumber\n    }\n    ... on Ebook {\n      isbn\n      pages\n    }\n    ... on Journal {\n      issn\n      cn\n      frequency\n    }\n    ... on Newspaper {\n      issn\n      cn\n      frequency\n    }\n    ... on Thesis {\n      degree\n      institution\n      advisor\n      discipline\n    }\n    ... on Audio {\n      narrator\n      totalDuration\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n": types.ResourceOverview_ResourceFragmentDoc,
    "\n  fragment VideoPlayer_video on Video {\n    id\n    title\n    cover\n    items {\n      id\n      title\n      duration\n      poster\n    }\n  }\n": types.VideoPlayer_VideoFragmentDoc,
    "\n  query PlayVideoItemQuery($id: ID!) {\n    playVideoItem(id: $id) {\n      id\n      title\n      playbackUrl\n      poster\n    }\n  }\n": types.PlayVideoItemQueryDocument,
    "\n  query KindAccess($kind: ResourceKind!) {\n    kindAccess(kind: $kind) {\n      kind\n      open\n      refusal\n    }\n  }\n": types.KindAccessDocument,
    "\n  fragment FacetSidebar_facets on SearchFacets {\n    kind {\n      value\n      label\n      count\n    }\n    availability {\n      value\n      label\n      count\n    }\n    classId {\n      value\n      label\n      count\n    }\n    year {\n      value\n      label\n      count\n    }\n    language {\n      value\n      label\n      count\n    }\n    creator {\n      value\n      label\n      count\n    }\n  }\n": types.FacetSidebar_FacetsFragmentDoc,
    "\n  query HotSearchWordsQuery($limit: Int!) {\n    hotSearchWords(limit: $limit) {\n      id\n      text\n    }\n  }\n": types.HotSearchWordsQueryDocument,
    "\n  fragment SearchHitItem_hit on SearchHit {\n    title {\n      text\n      match\n    }\n    snippet {\n      text\n      match\n    }\n  }\n": types.SearchHitItem_HitFragmentDoc,
    "\n  query SearchSuggestionsQuery($query: String!, $limit: Int!) {\n    searchSuggestions(query: $query, limit: $limit) {\n      text\n      type\n      resourceId\n      kind\n      highlighted {\n        text\n        match\n      }\n    }\n  }\n": types.SearchSuggestionsQueryDocument,
    "\n  fragment GuideArticle_guide on Guide {\n    id\n    slot\n    title\n    body\n    attachment\n    attachmentName\n    publishedAt\n    updatedAt\n    views\n  }\n": types.GuideArticle_GuideFragmentDoc,
    "\n  query ShareButtonQrCodeQuery($resourceId: ID!) {\n    resourceShareQrCode(resourceId: $resourceId) {\n      text\n      image\n    }\n  }\n": types.ShareButtonQrCodeQueryDocument,
    "\n  mutation ShareResourceByEmail($resourceId: ID!, $email: String!) {\n    shareResourceByEmail(resourceId: $resourceId, email: $email)\n  }\n": types.ShareResourceByEmailDocument,
    "\n  mutation RecordResourceLinkShare($resourceId: ID!) {\n    recordResourceLinkShare(resourceId: $resourceId)\n  }\n": types.RecordResourceLinkShareDocument,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    image\n    link\n  }\n": types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment LibraryCard_library on Library {\n    id\n    name\n    address\n    phone\n    openingHours\n    image\n  }\n": types.LibraryCard_LibraryFragmentDoc,
    "\n  fragment SiteFooter_friendLink on FriendLink {\n    id\n    name\n    url\n    logo\n  }\n": types.SiteFooter_FriendLinkFragmentDoc,
    "\n  query ListFieldsQuery($list: FieldList!) {\n    listFields(list: $list) {\n      id\n      isHide\n    }\n  }\n": types.ListFieldsQueryDocument,
    "\n  fragment TopicCard_topic on Topic {\n    id\n    title\n    cover\n    summary\n    recommended\n  }\n": types.TopicCard_TopicFragmentDoc,
    "\n  query AdminLayoutQuery {\n    adminMe {\n      id\n      name\n      username\n    }\n  }\n": types.AdminLayoutQueryDocument,
    "\n  query NoticeSettingsQuery {\n    readerMe {\n      id\n      phone\n      email\n      noticeChannels\n    }\n  }\n": types.NoticeSettingsQueryDocument,
    "\n  mutation SetNoticePreferences($input: NoticePreferencesInput!) {\n    setNoticePreferences(input: $input) {\n      id\n      email\n      noticeChannels\n    }\n  }\n": types.SetNoticePreferencesDocument,
    "\n  query UserActivityPageQuery($page: Int!, $pageSize: Int!, $status: SignUpStatus) {\n    myActivitySignUps(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        waitingPosition\n        queuedAt\n        checkedInAt\n        activity {\n          id\n          title\n          place\n          startsAt\n          endsAt\n          state\n          branch {\n            id\n            name\n          }\n          library {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.UserActivityPageQueryDocument,
    "\n  mutation UserActivityPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n": types.UserActivityPageCancelDocument,
    "\n  query UserBindAndUnbindPageQuery {\n    readerMe {\n      id\n      cardNumber\n      phone\n    }\n  }\n": types.UserBindAndUnbindPageQueryDocument,
    "\n  query UserCardQrCodeQuery {\n    myCardQrCode {\n      text\n      image\n    }\n  }\n": types.UserCardQrCodeQueryDocument,
    "\n  mutation UserBindSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n    }\n  }\n": types.UserBindSendSmsCodeDocument,
    "\n  mutation BindPhone($phone: String!, $code: String!) {\n    bindPhone(phone: $phone, code: $code) {\n      id\n      phone\n    }\n  }\n": types.BindPhoneDocument,
    "\n  mutation UnbindPhone($code: String!) {\n    unbindPhone(code: $code) {\n      id\n      phone\n    }\n  }\n": types.UnbindPhoneDocument,
    "\n  fragment UserBorrowPage_loan on Loan {\n    id\n    borrowedAt\n    dueAt\n    renewals\n    returnedAt\n    state\n    overdue\n    resourceId\n    resourceKind\n    title\n    cover\n    callNumber\n    barcode\n    location\n  }\n": types.UserBorrowPage_LoanFragmentDoc,
    "\n  query UserBorrowPageLoans($page: Int!, $pageSize: Int!, $current: Boolean!) {\n    myLoans(page: $page, pageSize: $pageSize, current: $current) {\n      total\n      page\n      pageSize\n      items {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n": types.UserBorrowPageLoansDocument,
    "\n  query UserBorrowPageRequests {\n    myLoanRequests {\n      id\n      state\n      resourceId\n      title\n      barcode\n      location\n      createdAt\n    }\n  }\n": types.UserBorrowPageRequestsDocument,
    "\n  mutation UserBorrowPageRenew($loanId: ID!) {\n    renewLoan(loanId: $loanId) {\n      ...UserBorrowPage_loan\n    }\n  }\n": types.UserBorrowPageRenewDocument,
    "\n  mutation UserBorrowPageRenewAll {\n    renewAllLoans {\n      loanId\n      renewed\n      message\n      loan {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n": types.UserBorrowPageRenewAllDocument,
    "\n  mutation UserBorrowPageCancelRequest($requestId: ID!) {\n    cancelLoanRequest(requestId: $requestId) {\n      id\n      state\n    }\n  }\n": types.UserBorrowPageCancelRequestDocument,
    "\n  query MyCollections($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    myCollections(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        resource {\n          ...ResourceCard_resource\n        }\n      }\n    }\n  }\n": types.MyCollectionsDocument,
    "\n  mutation UncollectResource($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      resourceId\n      collected\n      collections\n    }\n  }\n": types.UncollectResourceDocument,
    "\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n": types.UserInfoPageQueryDocument,
    "\n  query UserPointPageQuery {\n    myPoints {\n      balance\n      today\n      todayPoints\n      rules {\n        ruleId\n        action\n        name\n        description\n        points\n        dailyCap\n        todayPoints\n      }\n    }\n  }\n": types.UserPointPageQueryDocument,
    "\n  query UserPointEntriesQuery($filter: PointEntryFilter, $page: Int!, $pageSize: Int!) {\n    myPointEntries(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        delta\n        reason\n        action\n        balanceAfter\n        createdAt\n      }\n    }\n  }\n": types.UserPointEntriesQueryDocument,
    "\n  query UserReadTimeSummary {\n    myReadTime {\n      today\n      week\n      month\n      total\n      byDay {\n        day\n        seconds\n      }\n    }\n  }\n": types.UserReadTimeSummaryDocument,
    "\n  query UserReadTimeBooks($page: Int!, $pageSize: Int!) {\n    myReadTimeResources(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        seconds\n        lastReadAt\n        progress\n        resource {\n          id\n          kind\n          title\n          cover\n        }\n      }\n    }\n  }\n": types.UserReadTimeBooksDocument,
    "\n  query MySubscriptions($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    mySubscriptions(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        newIssues\n        resource {\n          id\n          kind\n          title\n          cover\n          publisher\n          ... on Newspaper {\n            frequency\n          }\n          ... on Journal {\n            frequency\n          }\n        }\n      }\n    }\n  }\n": types.MySubscriptionsDocument,
    "\n  mutation UnsubscribeResource($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      resourceId\n      subscribed\n    }\n  }\n": types.UnsubscribeResourceDocument,
    "\n  query CloudBookmarksTabQuery {\n    recentReadingStates(limit: 50) {\n      id\n      document\n      format\n      state\n      progress\n      savedAt\n      resource {\n        id\n        kind\n        title\n      }\n      cloudFile {\n        id\n        name\n      }\n    }\n  }\n": types.CloudBookmarksTabQueryDocument,
    "\n  query CloudDownloadsTabQuery($page: Int!, $pageSize: Int!) {\n    myDownloads(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        resourceId\n        title\n        kind\n        fileName\n        createdAt\n      }\n    }\n  }\n": types.CloudDownloadsTabQueryDocument,
    "\n  query CloudFilesTabQuery($page: Int!, $pageSize: Int!) {\n    myCloudUsage {\n      used\n      total\n    }\n    myCloudFiles(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        format\n        size\n        createdAt\n      }\n    }\n  }\n": types.CloudFilesTabQueryDocument,
    "\n  mutation RenameCloudFile($id: ID!, $name: String!) {\n    renameCloudFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameCloudFileDocument,
    "\n  mutation DeleteCloudFile($id: ID!) {\n    deleteCloudFile(id: $id)\n  }\n": types.DeleteCloudFileDocument,
    "\n  mutation AccountPageLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        name\n        username\n      }\n    }\n  }\n": types.AccountPageLoginDocument,
    "\n  query IndexPageQuery($newsPerBlock: Int!) {\n    banners(pageSize: 10, sortBy: sort, order: ASC) {\n      items {\n        ...BannerCarousel_banner\n      }\n    }\n    libraryNews: newsList(filter: { category: libraryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    peaceNews: newsList(filter: { category: peaceNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    industryNews: newsList(filter: { category: industryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    publicNotice: newsList(filter: { category: publicNotice }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {\n      items {\n        ...NewsBlock_news\n      }\n    }\n    libraries(pageSize: 12, sortBy: sort, order: ASC) {\n      total\n      items {\n        ...LibraryCard_library\n      }\n    }\n  }\n": types.IndexPageQueryDocument,
    "\n  mutation LoginPageReaderLogin($input: ReaderLoginInput!) {\n    readerLogin(input: $input) {\n      token\n      loginType\n      expiresAt\n      reader {\n        id\n        name\n        cardNumber\n        level\n      }\n    }\n  }\n": types.LoginPageReaderLoginDocument,
    "\n  mutation LoginPageSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n      expiresAt\n    }\n  }\n": types.LoginPageSendSmsCodeDocument,
    "\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      summary\n      cover\n      category\n      publishedAt\n      updatedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n": types.NewsDetailPageQueryDocument,
    "\n  query RetrievePageQuery($query: String!, $filter: SearchFilter, $page: Int!, $pageSize: Int!, $sort: SearchSort!) {\n    search(query: $query, filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      query\n      total\n      totalCapped\n      matchCount\n      facetsExact\n      page\n      pageSize\n      didYouMean\n      corrected\n      items {\n        ...SearchHitItem_hit\n        resource {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            url\n          }\n        }\n      }\n      facets {\n        ...FacetSidebar_facets\n      }\n    }\n  }\n": types.RetrievePageQueryDocument,
    "\n  query StaticPageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n": types.StaticPageQueryDocument,
    "\n  query ActivityDetailPageQuery($id: ID!) {\n    activity(id: $id) {\n      id\n      title\n      category\n      cover\n      summary\n      body\n      place\n      startsAt\n      endsAt\n      signUpStartsAt\n      signUpEndsAt\n      capacity\n      signedUpCount\n      placesLeft\n      waitingCount\n      state\n      branch {\n        id\n        name\n        address\n      }\n      library {\n        id\n        name\n        address\n      }\n      mySignUp {\n        id\n        status\n        waitingPosition\n        checkedInAt\n      }\n    }\n  }\n": types.ActivityDetailPageQueryDocument,
    "\n  mutation ActivityDetailPageSignUp($activityId: ID!) {\n    signUpForActivity(activityId: $activityId) {\n      id\n      status\n      waitingPosition\n    }\n  }\n": types.ActivityDetailPageSignUpDocument,
    "\n  mutation ActivityDetailPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n": types.ActivityDetailPageCancelDocument,
    "\n  query ActivityListPageQuery($filter: ActivityFilter, $page: Int!, $pageSize: Int!, $order: SortOrder!) {\n    activities(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        category\n        cover\n        summary\n        place\n        startsAt\n        endsAt\n        capacity\n        placesLeft\n        state\n        branch {\n          id\n          name\n        }\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ActivityListPageQueryDocument,
    "\n  query CapturedInfoPageQuery($id: ID!) {\n    capturedInfo(id: $id) {\n      id\n      title\n      source\n      sourceUrl\n      author\n      publishedAt\n      createdAt\n      body\n    }\n  }\n": types.CapturedInfoPageQueryDocument,
    "\n  query ActivitySitePageVenues {\n    venues(pageSize: 50, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        location\n        capacity\n        facilities\n        photo\n        opensAt\n        closesAt\n        openWeekdays\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ActivitySitePageVenuesDocument,
    "\n  query ActivitySitePageSchedule($venueId: ID!, $from: String!, $to: String!) {\n    venueSchedule(venueId: $venueId, from: $from, to: $to) {\n      date\n      slots {\n        startTime\n        endTime\n      }\n    }\n  }\n": types.ActivitySitePageScheduleDocument,
    "\n  mutation ActivitySitePageSubmit($input: VenueBookingInput!) {\n    submitVenueBooking(input: $input) {\n      id\n      status\n      date\n      startTime\n      endTime\n      venue {\n        id\n        name\n      }\n    }\n  }\n": types.ActivitySitePageSubmitDocument,
    "\n  query InteractionCommentsPageQuery($page: Int!, $pageSize: Int!) {\n    passedComments(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n": types.InteractionCommentsPageQueryDocument,
    "\n  mutation SubmitRecommendation($input: RecommendationInput!) {\n    submitRecommendation(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.SubmitRecommendationDocument,
    "\n  mutation SubmitVolunteerApplication($input: VolunteerApplicationInput!) {\n    submitVolunteerApplication(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.SubmitVolunteerApplicationDocument,
    "\n  query CloudReadPageQuery($id: ID!) {\n    cloudFile(id: $id) {\n      id\n      name\n      format\n      url\n    }\n  }\n": types.CloudReadPageQueryDocument,
    "\n  query BookShowcasePageQuery(\n    $kind: ResourceKind!\n    $filter: ResourceFilter\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: ResourceSortField!\n    $order: SortOrder!\n  ) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": types.BookShowcasePageQueryDocument,
    "\n  query EbookReadPageQuery($id: ID!) {\n    resource(id: $id, kind: ebook) {\n      id\n      title\n      ... on Ebook {\n        file\n      }\n    }\n  }\n": types.EbookReadPageQueryDocument,
    "\n  query RankBooksPageQuery($by: RankBy!, $period: RankPeriod!, $limit: Int!) {\n    resourceRanking(kinds: [book], by: $by, period: $period, limit: $limit) {\n      rank\n      value\n      resource {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": types.RankBooksPageQueryDocument,
    "\n  query ResListDetailPageQuery($id: ID!) {\n    resourceList(id: $id) {\n      id\n      title\n      cover\n      summary\n      resources {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n": types.ResListDetailPageQueryDocument,
    "\n  query ResListPageQuery($page: Int!, $pageSize: Int!) {\n    resourceLists(filter: { listType: BOOKLIST }, page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...BookListCard_list\n      }\n    }\n  }\n": types.ResListPageQueryDocument,
    "\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...ResourceActions_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...EbookReadButtons_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      ... on Thesis {\n        file\n      }\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n": types.ResourceDetailPageQueryDocument,
    "\n  query BranchPageList($filter: BranchFilter!) {\n    branches(filter: $filter, pageSize: 100, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        district\n        address\n        openingHours\n        phone\n        photo\n        latitude\n        longitude\n      }\n    }\n  }\n": types.BranchPageListDocument,
    "\n  query BranchPageDistricts($type: BranchType!) {\n    branchDistricts(type: $type)\n  }\n": types.BranchPageDistrictsDocument,
    "\n  query ContactTrafficLibraries {\n    libraries(pageSize: 50, sortBy: sort, order: ASC) {\n      items {\n        id\n        name\n        address\n        openingHours\n        phone\n        latitude\n        longitude\n      }\n    }\n  }\n": types.ContactTrafficLibrariesDocument,
    "\n  query ServiceDetailPageQuery($id: ID!) {\n    guide(id: $id) {\n      ...GuideArticle_guide\n    }\n  }\n": types.ServiceDetailPageQueryDocument,
    "\n  query ServiceGuidePageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n": types.ServiceGuidePageQueryDocument,
    "\n  query SocietyNewsPageQuery($page: Int!, $pageSize: Int!) {\n    guides(filter: { slot: societyNews }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        publishedAt\n        views\n      }\n    }\n  }\n": types.SocietyNewsPageQueryDocument,
    "\n  query SurveyDetailPageQuery($id: ID!) {\n    survey(id: $id) {\n      id\n      title\n      introduction\n      cover\n      startsAt\n      endsAt\n      state\n      answerCount\n      questions {\n        key\n        type\n        title\n        required\n        maxLength\n        options {\n          key\n          label\n        }\n      }\n    }\n  }\n": types.SurveyDetailPageQueryDocument,
    "\n  query MySurveyAnswerQuery($surveyId: ID!) {\n    mySurveyAnswer(surveyId: $surveyId) {\n      surveyId\n      answeredAt\n    }\n  }\n": types.MySurveyAnswerQueryDocument,
    "\n  mutation AnswerSurvey($input: SurveyAnswerInput!) {\n    answerSurvey(input: $input) {\n      surveyId\n      answeredAt\n    }\n  }\n": types.AnswerSurveyDocument,
    "\n  query SurveyListPageQuery($filter: SurveyFilter, $page: Int!, $pageSize: Int!) {\n    surveys(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: DESC) {\n      total\n      items {\n        id\n        title\n        introduction\n        startsAt\n        endsAt\n        state\n        answerCount\n      }\n    }\n  }\n": types.SurveyListPageQueryDocument,
    "\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n": types.SiteLayoutQueryDocument,
    "\n  query TopicDetailPageQuery($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      banner\n      cover\n      summary\n      introduction\n      sections {\n        id\n        title\n        resources {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            summary\n            ...DatabaseAccess_database\n          }\n        }\n      }\n    }\n  }\n": types.TopicDetailPageQueryDocument,
    "\n  query TopicListPageQuery($page: Int!, $pageSize: Int!) {\n    topics(page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...TopicCard_topic\n      }\n    }\n  }\n": types.TopicListPageQueryDocument,
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
export function graphql(source: "\n  query LoginCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query LoginCaptcha {\n    adminCaptcha {\n      key\n      image\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n"): (typeof documents)["\n  mutation ReaderLogoutEverywhere {\n    logoutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CiteDialogQuery($resourceId: ID!) {\n    resourceCitations(resourceId: $resourceId) {\n      format\n      label\n      text\n      fileName\n      mime\n    }\n  }\n"): (typeof documents)["\n  query CiteDialogQuery($resourceId: ID!) {\n    resourceCitations(resourceId: $resourceId) {\n      format\n      label\n      text\n      fileName\n      mime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceTagsSubmit($input: TagInput!) {\n    submitTag(input: $input) {\n      id\n      text\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResourceTagsSubmit($input: TagInput!) {\n    submitTag(input: $input) {\n      id\n      text\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceCommentsSubmit($input: CommentInput!) {\n    submitComment(input: $input) {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResourceCommentsSubmit($input: CommentInput!) {\n    submitComment(input: $input) {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrorReportDialogSubmit($input: ErrorReportInput!) {\n    submitErrorReport(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ErrorReportDialogSubmit($input: ErrorReportInput!) {\n    submitErrorReport(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitMessage($input: MessageInput!) {\n    submitMessage(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitMessage($input: MessageInput!) {\n    submitMessage(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceActions_resource on Resource {\n    id\n    kind\n    title\n    collections\n    scoreAverage\n    scoreCount\n  }\n"): (typeof documents)["\n  fragment ResourceActions_resource on Resource {\n    id\n    kind\n    title\n    collections\n    scoreAverage\n    scoreCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceActionsCollect($resourceId: ID!) {\n    collectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"): (typeof documents)["\n  mutation ResourceActionsCollect($resourceId: ID!) {\n    collectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceActionsUncollect($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"): (typeof documents)["\n  mutation ResourceActionsUncollect($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceActionsSubscribe($resourceId: ID!) {\n    subscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"): (typeof documents)["\n  mutation ResourceActionsSubscribe($resourceId: ID!) {\n    subscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceActionsUnsubscribe($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"): (typeof documents)["\n  mutation ResourceActionsUnsubscribe($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceActionsSeeSubscription($resourceId: ID!) {\n    seeSubscription(resourceId: $resourceId)\n  }\n"): (typeof documents)["\n  mutation ResourceActionsSeeSubscription($resourceId: ID!) {\n    seeSubscription(resourceId: $resourceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceCommentsQuery($resourceId: ID!, $page: Int!, $pageSize: Int!) {\n    passedComments(resourceId: $resourceId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourceCommentsQuery($resourceId: ID!, $page: Int!, $pageSize: Int!) {\n    passedComments(resourceId: $resourceId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceTagsQuery($resourceId: ID!) {\n    resourceTags(resourceId: $resourceId) {\n      text\n      count\n    }\n  }\n"): (typeof documents)["\n  query ResourceTagsQuery($resourceId: ID!) {\n    resourceTags(resourceId: $resourceId) {\n      text\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScoreControlSubmit($input: ScoreInput!) {\n    submitScore(input: $input) {\n      id\n      value\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ScoreControlSubmit($input: ScoreInput!) {\n    submitScore(input: $input) {\n      id\n      value\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionAvailability {\n    submissionAvailability {\n      type\n      accepting\n      message\n    }\n  }\n"): (typeof documents)["\n  query SubmissionAvailability {\n    submissionAvailability {\n      type\n      accepting\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMessages($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myMessages(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        subject\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMessages($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myMessages(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        subject\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadMyMessages {\n    readMyMessages\n  }\n"): (typeof documents)["\n  mutation ReadMyMessages {\n    readMyMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRecommendations($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myRecommendations(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        author\n        publisher\n        isbn\n        reason\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRecommendations($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myRecommendations(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        author\n        publisher\n        isbn\n        reason\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadMyRecommendations {\n    readMyRecommendations\n  }\n"): (typeof documents)["\n  mutation ReadMyRecommendations {\n    readMyRecommendations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVolunteerApplications($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVolunteerApplications(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        phone\n        availability\n        skills\n        area\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyVolunteerApplications($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVolunteerApplications(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        phone\n        availability\n        skills\n        area\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadMyVolunteerApplications {\n    readMyVolunteerApplications\n  }\n"): (typeof documents)["\n  mutation ReadMyVolunteerApplications {\n    readMyVolunteerApplications\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyComments($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myComments(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyComments($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myComments(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        status\n        reply\n        reviewedAt\n        unread\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadMyComments {\n    readMyComments\n  }\n"): (typeof documents)["\n  mutation ReadMyComments {\n    readMyComments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVenueBookingsPageQuery($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVenueBookings(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        status\n        reply\n        reviewedAt\n        unread\n        date\n        startTime\n        endTime\n        purpose\n        attendees\n        venue {\n          id\n          name\n          location\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyVenueBookingsPageQuery($page: Int!, $pageSize: Int!, $status: ReviewStatus) {\n    myVenueBookings(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        status\n        reply\n        reviewedAt\n        unread\n        date\n        startTime\n        endTime\n        purpose\n        attendees\n        venue {\n          id\n          name\n          location\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyVenueBookingsPageRead {\n    readMyVenueBookings\n  }\n"): (typeof documents)["\n  mutation MyVenueBookingsPageRead {\n    readMyVenueBookings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReaderResourceState_state on ReaderResourceState {\n    resourceId\n    collected\n    subscribed\n    collections\n    score {\n      id\n      value\n      status\n    }\n    tags {\n      id\n      text\n      status\n    }\n    pendingComments {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ReaderResourceState_state on ReaderResourceState {\n    resourceId\n    collected\n    subscribed\n    collections\n    score {\n      id\n      value\n      status\n    }\n    tags {\n      id\n      text\n      status\n    }\n    pendingComments {\n      id\n      content\n      createdAt\n      authorName\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderResourceStateQuery($resourceId: ID!) {\n    readerResourceState(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"): (typeof documents)["\n  query ReaderResourceStateQuery($resourceId: ID!) {\n    readerResourceState(resourceId: $resourceId) {\n      ...ReaderResourceState_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReaderNoticesPoll {\n    readerNotices {\n      unreadReplies\n      newIssues\n      dueSoonLoans\n    }\n  }\n"): (typeof documents)["\n  mutation ReaderNoticesPoll {\n    readerNotices {\n      unreadReplies\n      newIssues\n      dueSoonLoans\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoordinatePickerStart {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n    libraries(pageSize: 1, sortBy: sort, order: ASC) {\n      items {\n        id\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoordinatePickerStart {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n    libraries(pageSize: 1, sortBy: sort, order: ASC) {\n      items {\n        id\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n  }\n"): (typeof documents)["\n  query LibraryMapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n      maxZoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n"): (typeof documents)["\n  fragment NewsBlock_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    category\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsListPageQuery($category: NewsCategory!, $page: Int!, $pageSize: Int!) {\n    newsList(filter: { category: $category }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        ...NewsListItem_news\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n    author\n  }\n"): (typeof documents)["\n  fragment NewsListItem_news on News {\n    id\n    title\n    summary\n    cover\n    publishedAt\n    views\n    category\n    author\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EbookReadButtons_ebook on Ebook {\n    id\n    file\n  }\n"): (typeof documents)["\n  fragment EbookReadButtons_ebook on Ebook {\n    id\n    file\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisReadQuery($id: ID!) {\n    resource(id: $id, kind: thesis) {\n      id\n      title\n      ... on Thesis {\n        file\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisReadQuery($id: ID!) {\n    resource(id: $id, kind: thesis) {\n      id\n      title\n      ... on Thesis {\n        file\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalReadQuery($id: ID!) {\n    resource(id: $id, kind: journal) {\n      id\n      title\n      ... on Journal {\n        volumes {\n          id\n          year\n          issue\n          articles {\n            id\n            title\n            creators\n            pages\n            file\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JournalReadQuery($id: ID!) {\n    resource(id: $id, kind: journal) {\n      id\n      title\n      ... on Journal {\n        volumes {\n          id\n          year\n          issue\n          articles {\n            id\n            title\n            creators\n            pages\n            file\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewspaperReadQuery($id: ID!, $year: Int, $month: Int) {\n    resource(id: $id, kind: newspaper) {\n      id\n      title\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          id\n          editionDate\n          issue\n          pages {\n            id\n            pageNo\n            title\n            image\n            file\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewspaperReadQuery($id: ID!, $year: Int, $month: Int) {\n    resource(id: $id, kind: newspaper) {\n      id\n      title\n      ... on Newspaper {\n        editions(year: $year, month: $month) {\n          id\n          editionDate\n          issue\n          pages {\n            id\n            pageNo\n            title\n            image\n            file\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingState($document: String!) {\n    readingState(document: $document) {\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  query ReadingState($document: String!) {\n    readingState(document: $document) {\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReadingState($input: SaveReadingStateInput!) {\n    saveReadingState(input: $input) {\n      document\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReadingState($input: SaveReadingStateInput!) {\n    saveReadingState(input: $input) {\n      document\n      state\n      progress\n      location\n      savedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourceListPageQuery($kind: ResourceKind!, $filter: ResourceFilter, $page: Int!, $pageSize: Int!, $sortBy: ResourceSortField!) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: DESC) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n        ... on DatabaseResource {\n          summary\n          ...DatabaseAccess_database\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query DownloadQualification($resourceId: ID!) {\n    downloadQualification(resourceId: $resourceId) {\n      allowed\n      offered\n      reason\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query DownloadQualification($resourceId: ID!) {\n    downloadQualification(resourceId: $resourceId) {\n      allowed\n      offered\n      reason\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DownloadResource($resourceId: ID!, $file: String) {\n    downloadResource(resourceId: $resourceId, file: $file) {\n      url\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation DownloadResource($resourceId: ID!, $file: String) {\n    downloadResource(resourceId: $resourceId, file: $file) {\n      url\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n"): (typeof documents)["\n  fragment EbookChapters_ebook on Ebook {\n    id\n    chapters {\n      id\n      title\n      wordCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    resourceId\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n"): (typeof documents)["\n  fragment EditionPages_edition on NewspaperEdition {\n    id\n    resourceId\n    editionDate\n    issue\n    pages {\n      id\n      pageNo\n      title\n      image\n      file\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation BookRequestLoan($resourceId: ID!) {\n    requestLoan(resourceId: $resourceId) {\n      id\n      state\n      barcode\n      location\n    }\n  }\n"): (typeof documents)["\n  mutation BookRequestLoan($resourceId: ID!) {\n    requestLoan(resourceId: $resourceId) {\n      id\n      state\n      barcode\n      location\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book {\n      isbn\n      edition\n      pages\n      callNumber\n    }\n    ... on Ebook {\n      isbn\n      pages\n    }\n    ... on Journal {\n      issn\n      cn\n      frequency\n    }\n    ... on Newspaper {\n      issn\n      cn\n      frequency\n    }\n    ... on Thesis {\n      degree\n      institution\n      advisor\n      discipline\n    }\n    ... on Audio {\n      narrator\n      totalDuration\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n"): (typeof documents)["\n  fragment ResourceOverview_resource on Resource {\n    id\n    kind\n    title\n    subtitle\n    cover\n    creators\n    publisher\n    publishYear\n    language\n    summary\n    keywords\n    views\n    collections\n    scoreAverage\n    scoreCount\n    class {\n      id\n      name\n    }\n    ... on Book {\n      isbn\n      edition\n      pages\n      callNumber\n    }\n    ... on Ebook {\n      isbn\n      pages\n    }\n    ... on Journal {\n      issn\n      cn\n      frequency\n    }\n    ... on Newspaper {\n      issn\n      cn\n      frequency\n    }\n    ... on Thesis {\n      degree\n      institution\n      advisor\n      discipline\n    }\n    ... on Audio {\n      narrator\n      totalDuration\n    }\n    ... on Exhibition {\n      venue\n      startsOn\n      endsOn\n    }\n  }\n"];
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
export function graphql(source: "\n  query KindAccess($kind: ResourceKind!) {\n    kindAccess(kind: $kind) {\n      kind\n      open\n      refusal\n    }\n  }\n"): (typeof documents)["\n  query KindAccess($kind: ResourceKind!) {\n    kindAccess(kind: $kind) {\n      kind\n      open\n      refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacetSidebar_facets on SearchFacets {\n    kind {\n      value\n      label\n      count\n    }\n    availability {\n      value\n      label\n      count\n    }\n    classId {\n      value\n      label\n      count\n    }\n    year {\n      value\n      label\n      count\n    }\n    language {\n      value\n      label\n      count\n    }\n    creator {\n      value\n      label\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment FacetSidebar_facets on SearchFacets {\n    kind {\n      value\n      label\n      count\n    }\n    availability {\n      value\n      label\n      count\n    }\n    classId {\n      value\n      label\n      count\n    }\n    year {\n      value\n      label\n      count\n    }\n    language {\n      value\n      label\n      count\n    }\n    creator {\n      value\n      label\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotSearchWordsQuery($limit: Int!) {\n    hotSearchWords(limit: $limit) {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  query HotSearchWordsQuery($limit: Int!) {\n    hotSearchWords(limit: $limit) {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchHitItem_hit on SearchHit {\n    title {\n      text\n      match\n    }\n    snippet {\n      text\n      match\n    }\n  }\n"): (typeof documents)["\n  fragment SearchHitItem_hit on SearchHit {\n    title {\n      text\n      match\n    }\n    snippet {\n      text\n      match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestionsQuery($query: String!, $limit: Int!) {\n    searchSuggestions(query: $query, limit: $limit) {\n      text\n      type\n      resourceId\n      kind\n      highlighted {\n        text\n        match\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestionsQuery($query: String!, $limit: Int!) {\n    searchSuggestions(query: $query, limit: $limit) {\n      text\n      type\n      resourceId\n      kind\n      highlighted {\n        text\n        match\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuideArticle_guide on Guide {\n    id\n    slot\n    title\n    body\n    attachment\n    attachmentName\n    publishedAt\n    updatedAt\n    views\n  }\n"): (typeof documents)["\n  fragment GuideArticle_guide on Guide {\n    id\n    slot\n    title\n    body\n    attachment\n    attachmentName\n    publishedAt\n    updatedAt\n    views\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareButtonQrCodeQuery($resourceId: ID!) {\n    resourceShareQrCode(resourceId: $resourceId) {\n      text\n      image\n    }\n  }\n"): (typeof documents)["\n  query ShareButtonQrCodeQuery($resourceId: ID!) {\n    resourceShareQrCode(resourceId: $resourceId) {\n      text\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareResourceByEmail($resourceId: ID!, $email: String!) {\n    shareResourceByEmail(resourceId: $resourceId, email: $email)\n  }\n"): (typeof documents)["\n  mutation ShareResourceByEmail($resourceId: ID!, $email: String!) {\n    shareResourceByEmail(resourceId: $resourceId, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordResourceLinkShare($resourceId: ID!) {\n    recordResourceLinkShare(resourceId: $resourceId)\n  }\n"): (typeof documents)["\n  mutation RecordResourceLinkShare($resourceId: ID!) {\n    recordResourceLinkShare(resourceId: $resourceId)\n  }\n"];
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
export function graphql(source: "\n  query ListFieldsQuery($list: FieldList!) {\n    listFields(list: $list) {\n      id\n      isHide\n    }\n  }\n"): (typeof documents)["\n  query ListFieldsQuery($list: FieldList!) {\n    listFields(list: $list) {\n      id\n      isHide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicCard_topic on Topic {\n    id\n    title\n    cover\n    summary\n    recommended\n  }\n"): (typeof documents)["\n  fragment TopicCard_topic on Topic {\n    id\n    title\n    cover\n    summary\n    recommended\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLayoutQuery {\n    adminMe {\n      id\n      name\n      username\n    }\n  }\n"): (typeof documents)["\n  query AdminLayoutQuery {\n    adminMe {\n      id\n      name\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeSettingsQuery {\n    readerMe {\n      id\n      phone\n      email\n      noticeChannels\n    }\n  }\n"): (typeof documents)["\n  query NoticeSettingsQuery {\n    readerMe {\n      id\n      phone\n      email\n      noticeChannels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNoticePreferences($input: NoticePreferencesInput!) {\n    setNoticePreferences(input: $input) {\n      id\n      email\n      noticeChannels\n    }\n  }\n"): (typeof documents)["\n  mutation SetNoticePreferences($input: NoticePreferencesInput!) {\n    setNoticePreferences(input: $input) {\n      id\n      email\n      noticeChannels\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserActivityPageQuery($page: Int!, $pageSize: Int!, $status: SignUpStatus) {\n    myActivitySignUps(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        waitingPosition\n        queuedAt\n        checkedInAt\n        activity {\n          id\n          title\n          place\n          startsAt\n          endsAt\n          state\n          branch {\n            id\n            name\n          }\n          library {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserActivityPageQuery($page: Int!, $pageSize: Int!, $status: SignUpStatus) {\n    myActivitySignUps(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      page\n      pageSize\n      items {\n        id\n        status\n        waitingPosition\n        queuedAt\n        checkedInAt\n        activity {\n          id\n          title\n          place\n          startsAt\n          endsAt\n          state\n          branch {\n            id\n            name\n          }\n          library {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserActivityPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UserActivityPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBindAndUnbindPageQuery {\n    readerMe {\n      id\n      cardNumber\n      phone\n    }\n  }\n"): (typeof documents)["\n  query UserBindAndUnbindPageQuery {\n    readerMe {\n      id\n      cardNumber\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserCardQrCodeQuery {\n    myCardQrCode {\n      text\n      image\n    }\n  }\n"): (typeof documents)["\n  query UserCardQrCodeQuery {\n    myCardQrCode {\n      text\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserBindSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n    }\n  }\n"): (typeof documents)["\n  mutation UserBindSendSmsCode($input: SmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      resendAfter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindPhone($phone: String!, $code: String!) {\n    bindPhone(phone: $phone, code: $code) {\n      id\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation BindPhone($phone: String!, $code: String!) {\n    bindPhone(phone: $phone, code: $code) {\n      id\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbindPhone($code: String!) {\n    unbindPhone(code: $code) {\n      id\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation UnbindPhone($code: String!) {\n    unbindPhone(code: $code) {\n      id\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserBorrowPage_loan on Loan {\n    id\n    borrowedAt\n    dueAt\n    renewals\n    returnedAt\n    state\n    overdue\n    resourceId\n    resourceKind\n    title\n    cover\n    callNumber\n    barcode\n    location\n  }\n"): (typeof documents)["\n  fragment UserBorrowPage_loan on Loan {\n    id\n    borrowedAt\n    dueAt\n    renewals\n    returnedAt\n    state\n    overdue\n    resourceId\n    resourceKind\n    title\n    cover\n    callNumber\n    barcode\n    location\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBorrowPageLoans($page: Int!, $pageSize: Int!, $current: Boolean!) {\n    myLoans(page: $page, pageSize: $pageSize, current: $current) {\n      total\n      page\n      pageSize\n      items {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserBorrowPageLoans($page: Int!, $pageSize: Int!, $current: Boolean!) {\n    myLoans(page: $page, pageSize: $pageSize, current: $current) {\n      total\n      page\n      pageSize\n      items {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBorrowPageRequests {\n    myLoanRequests {\n      id\n      state\n      resourceId\n      title\n      barcode\n      location\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserBorrowPageRequests {\n    myLoanRequests {\n      id\n      state\n      resourceId\n      title\n      barcode\n      location\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserBorrowPageRenew($loanId: ID!) {\n    renewLoan(loanId: $loanId) {\n      ...UserBorrowPage_loan\n    }\n  }\n"): (typeof documents)["\n  mutation UserBorrowPageRenew($loanId: ID!) {\n    renewLoan(loanId: $loanId) {\n      ...UserBorrowPage_loan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserBorrowPageRenewAll {\n    renewAllLoans {\n      loanId\n      renewed\n      message\n      loan {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UserBorrowPageRenewAll {\n    renewAllLoans {\n      loanId\n      renewed\n      message\n      loan {\n        ...UserBorrowPage_loan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserBorrowPageCancelRequest($requestId: ID!) {\n    cancelLoanRequest(requestId: $requestId) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation UserBorrowPageCancelRequest($requestId: ID!) {\n    cancelLoanRequest(requestId: $requestId) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCollections($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    myCollections(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        resource {\n          ...ResourceCard_resource\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCollections($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    myCollections(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        resource {\n          ...ResourceCard_resource\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UncollectResource($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      resourceId\n      collected\n      collections\n    }\n  }\n"): (typeof documents)["\n  mutation UncollectResource($resourceId: ID!) {\n    uncollectResource(resourceId: $resourceId) {\n      resourceId\n      collected\n      collections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserInfoPageQuery {\n    readerMe {\n      id\n      name\n      cardNumber\n      phone\n      level\n      lastLoginAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPointPageQuery {\n    myPoints {\n      balance\n      today\n      todayPoints\n      rules {\n        ruleId\n        action\n        name\n        description\n        points\n        dailyCap\n        todayPoints\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserPointPageQuery {\n    myPoints {\n      balance\n      today\n      todayPoints\n      rules {\n        ruleId\n        action\n        name\n        description\n        points\n        dailyCap\n        todayPoints\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPointEntriesQuery($filter: PointEntryFilter, $page: Int!, $pageSize: Int!) {\n    myPointEntries(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        delta\n        reason\n        action\n        balanceAfter\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserPointEntriesQuery($filter: PointEntryFilter, $page: Int!, $pageSize: Int!) {\n    myPointEntries(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        delta\n        reason\n        action\n        balanceAfter\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserReadTimeSummary {\n    myReadTime {\n      today\n      week\n      month\n      total\n      byDay {\n        day\n        seconds\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserReadTimeSummary {\n    myReadTime {\n      today\n      week\n      month\n      total\n      byDay {\n        day\n        seconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserReadTimeBooks($page: Int!, $pageSize: Int!) {\n    myReadTimeResources(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        seconds\n        lastReadAt\n        progress\n        resource {\n          id\n          kind\n          title\n          cover\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserReadTimeBooks($page: Int!, $pageSize: Int!) {\n    myReadTimeResources(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        seconds\n        lastReadAt\n        progress\n        resource {\n          id\n          kind\n          title\n          cover\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscriptions($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    mySubscriptions(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        newIssues\n        resource {\n          id\n          kind\n          title\n          cover\n          publisher\n          ... on Newspaper {\n            frequency\n          }\n          ... on Journal {\n            frequency\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySubscriptions($kind: ResourceKind, $page: Int!, $pageSize: Int!) {\n    mySubscriptions(kind: $kind, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        newIssues\n        resource {\n          id\n          kind\n          title\n          cover\n          publisher\n          ... on Newspaper {\n            frequency\n          }\n          ... on Journal {\n            frequency\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeResource($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      resourceId\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeResource($resourceId: ID!) {\n    unsubscribeResource(resourceId: $resourceId) {\n      resourceId\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CloudBookmarksTabQuery {\n    recentReadingStates(limit: 50) {\n      id\n      document\n      format\n      state\n      progress\n      savedAt\n      resource {\n        id\n        kind\n        title\n      }\n      cloudFile {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CloudBookmarksTabQuery {\n    recentReadingStates(limit: 50) {\n      id\n      document\n      format\n      state\n      progress\n      savedAt\n      resource {\n        id\n        kind\n        title\n      }\n      cloudFile {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CloudDownloadsTabQuery($page: Int!, $pageSize: Int!) {\n    myDownloads(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        resourceId\n        title\n        kind\n        fileName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CloudDownloadsTabQuery($page: Int!, $pageSize: Int!) {\n    myDownloads(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        resourceId\n        title\n        kind\n        fileName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CloudFilesTabQuery($page: Int!, $pageSize: Int!) {\n    myCloudUsage {\n      used\n      total\n    }\n    myCloudFiles(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        format\n        size\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CloudFilesTabQuery($page: Int!, $pageSize: Int!) {\n    myCloudUsage {\n      used\n      total\n    }\n    myCloudFiles(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        format\n        size\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCloudFile($id: ID!, $name: String!) {\n    renameCloudFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameCloudFile($id: ID!, $name: String!) {\n    renameCloudFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCloudFile($id: ID!) {\n    deleteCloudFile(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCloudFile($id: ID!) {\n    deleteCloudFile(id: $id)\n  }\n"];
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
export function graphql(source: "\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      summary\n      cover\n      category\n      publishedAt\n      updatedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsDetailPageQuery($id: ID!) {\n    news(id: $id) {\n      id\n      title\n      author\n      body\n      summary\n      cover\n      category\n      publishedAt\n      updatedAt\n      views\n    }\n    newsNeighbours(id: $id) {\n      previous {\n        id\n        title\n        category\n      }\n      next {\n        id\n        title\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetrievePageQuery($query: String!, $filter: SearchFilter, $page: Int!, $pageSize: Int!, $sort: SearchSort!) {\n    search(query: $query, filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      query\n      total\n      totalCapped\n      matchCount\n      facetsExact\n      page\n      pageSize\n      didYouMean\n      corrected\n      items {\n        ...SearchHitItem_hit\n        resource {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            url\n          }\n        }\n      }\n      facets {\n        ...FacetSidebar_facets\n      }\n    }\n  }\n"): (typeof documents)["\n  query RetrievePageQuery($query: String!, $filter: SearchFilter, $page: Int!, $pageSize: Int!, $sort: SearchSort!) {\n    search(query: $query, filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      query\n      total\n      totalCapped\n      matchCount\n      facetsExact\n      page\n      pageSize\n      didYouMean\n      corrected\n      items {\n        ...SearchHitItem_hit\n        resource {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            url\n          }\n        }\n      }\n      facets {\n        ...FacetSidebar_facets\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaticPageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n"): (typeof documents)["\n  query StaticPageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityDetailPageQuery($id: ID!) {\n    activity(id: $id) {\n      id\n      title\n      category\n      cover\n      summary\n      body\n      place\n      startsAt\n      endsAt\n      signUpStartsAt\n      signUpEndsAt\n      capacity\n      signedUpCount\n      placesLeft\n      waitingCount\n      state\n      branch {\n        id\n        name\n        address\n      }\n      library {\n        id\n        name\n        address\n      }\n      mySignUp {\n        id\n        status\n        waitingPosition\n        checkedInAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityDetailPageQuery($id: ID!) {\n    activity(id: $id) {\n      id\n      title\n      category\n      cover\n      summary\n      body\n      place\n      startsAt\n      endsAt\n      signUpStartsAt\n      signUpEndsAt\n      capacity\n      signedUpCount\n      placesLeft\n      waitingCount\n      state\n      branch {\n        id\n        name\n        address\n      }\n      library {\n        id\n        name\n        address\n      }\n      mySignUp {\n        id\n        status\n        waitingPosition\n        checkedInAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivityDetailPageSignUp($activityId: ID!) {\n    signUpForActivity(activityId: $activityId) {\n      id\n      status\n      waitingPosition\n    }\n  }\n"): (typeof documents)["\n  mutation ActivityDetailPageSignUp($activityId: ID!) {\n    signUpForActivity(activityId: $activityId) {\n      id\n      status\n      waitingPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivityDetailPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ActivityDetailPageCancel($activityId: ID!) {\n    cancelActivitySignUp(activityId: $activityId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityListPageQuery($filter: ActivityFilter, $page: Int!, $pageSize: Int!, $order: SortOrder!) {\n    activities(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        category\n        cover\n        summary\n        place\n        startsAt\n        endsAt\n        capacity\n        placesLeft\n        state\n        branch {\n          id\n          name\n        }\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityListPageQuery($filter: ActivityFilter, $page: Int!, $pageSize: Int!, $order: SortOrder!) {\n    activities(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: $order) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        category\n        cover\n        summary\n        place\n        startsAt\n        endsAt\n        capacity\n        placesLeft\n        state\n        branch {\n          id\n          name\n        }\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapturedInfoPageQuery($id: ID!) {\n    capturedInfo(id: $id) {\n      id\n      title\n      source\n      sourceUrl\n      author\n      publishedAt\n      createdAt\n      body\n    }\n  }\n"): (typeof documents)["\n  query CapturedInfoPageQuery($id: ID!) {\n    capturedInfo(id: $id) {\n      id\n      title\n      source\n      sourceUrl\n      author\n      publishedAt\n      createdAt\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivitySitePageVenues {\n    venues(pageSize: 50, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        location\n        capacity\n        facilities\n        photo\n        opensAt\n        closesAt\n        openWeekdays\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivitySitePageVenues {\n    venues(pageSize: 50, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        location\n        capacity\n        facilities\n        photo\n        opensAt\n        closesAt\n        openWeekdays\n        library {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivitySitePageSchedule($venueId: ID!, $from: String!, $to: String!) {\n    venueSchedule(venueId: $venueId, from: $from, to: $to) {\n      date\n      slots {\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivitySitePageSchedule($venueId: ID!, $from: String!, $to: String!) {\n    venueSchedule(venueId: $venueId, from: $from, to: $to) {\n      date\n      slots {\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivitySitePageSubmit($input: VenueBookingInput!) {\n    submitVenueBooking(input: $input) {\n      id\n      status\n      date\n      startTime\n      endTime\n      venue {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActivitySitePageSubmit($input: VenueBookingInput!) {\n    submitVenueBooking(input: $input) {\n      id\n      status\n      date\n      startTime\n      endTime\n      venue {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InteractionCommentsPageQuery($page: Int!, $pageSize: Int!) {\n    passedComments(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InteractionCommentsPageQuery($page: Int!, $pageSize: Int!) {\n    passedComments(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        content\n        authorName\n        createdAt\n        resource {\n          id\n          kind\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRecommendation($input: RecommendationInput!) {\n    submitRecommendation(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRecommendation($input: RecommendationInput!) {\n    submitRecommendation(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitVolunteerApplication($input: VolunteerApplicationInput!) {\n    submitVolunteerApplication(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitVolunteerApplication($input: VolunteerApplicationInput!) {\n    submitVolunteerApplication(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CloudReadPageQuery($id: ID!) {\n    cloudFile(id: $id) {\n      id\n      name\n      format\n      url\n    }\n  }\n"): (typeof documents)["\n  query CloudReadPageQuery($id: ID!) {\n    cloudFile(id: $id) {\n      id\n      name\n      format\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookShowcasePageQuery(\n    $kind: ResourceKind!\n    $filter: ResourceFilter\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: ResourceSortField!\n    $order: SortOrder!\n  ) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookShowcasePageQuery(\n    $kind: ResourceKind!\n    $filter: ResourceFilter\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: ResourceSortField!\n    $order: SortOrder!\n  ) {\n    resources(kind: $kind, filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbookReadPageQuery($id: ID!) {\n    resource(id: $id, kind: ebook) {\n      id\n      title\n      ... on Ebook {\n        file\n      }\n    }\n  }\n"): (typeof documents)["\n  query EbookReadPageQuery($id: ID!) {\n    resource(id: $id, kind: ebook) {\n      id\n      title\n      ... on Ebook {\n        file\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...ResourceActions_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...EbookReadButtons_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      ... on Thesis {\n        file\n      }\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourceDetailPageQuery($id: ID!, $kind: ResourceKind!) {\n    resource(id: $id, kind: $kind) {\n      id\n      kind\n      ...ResourceOverview_resource\n      ...ResourceActions_resource\n      ...BookHoldings_book\n      ...EbookChapters_ebook\n      ...EbookReadButtons_ebook\n      ...AudioPlayer_audio\n      ...NewspaperEditions_newspaper\n      ...JournalVolumes_journal\n      ...VideoPlayer_video\n      ...ExhibitionAlbum_exhibition\n      ...DatabaseAccess_database\n      ... on Thesis {\n        file\n      }\n      related(limit: 6) {\n        ...ResourceCard_resource\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchPageList($filter: BranchFilter!) {\n    branches(filter: $filter, pageSize: 100, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        district\n        address\n        openingHours\n        phone\n        photo\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchPageList($filter: BranchFilter!) {\n    branches(filter: $filter, pageSize: 100, sortBy: sort, order: ASC) {\n      total\n      items {\n        id\n        name\n        district\n        address\n        openingHours\n        phone\n        photo\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchPageDistricts($type: BranchType!) {\n    branchDistricts(type: $type)\n  }\n"): (typeof documents)["\n  query BranchPageDistricts($type: BranchType!) {\n    branchDistricts(type: $type)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactTrafficLibraries {\n    libraries(pageSize: 50, sortBy: sort, order: ASC) {\n      items {\n        id\n        name\n        address\n        openingHours\n        phone\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactTrafficLibraries {\n    libraries(pageSize: 50, sortBy: sort, order: ASC) {\n      items {\n        id\n        name\n        address\n        openingHours\n        phone\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceDetailPageQuery($id: ID!) {\n    guide(id: $id) {\n      ...GuideArticle_guide\n    }\n  }\n"): (typeof documents)["\n  query ServiceDetailPageQuery($id: ID!) {\n    guide(id: $id) {\n      ...GuideArticle_guide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceGuidePageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n"): (typeof documents)["\n  query ServiceGuidePageQuery($slot: GuideSlot!) {\n    guidePage(slot: $slot) {\n      ...GuideArticle_guide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocietyNewsPageQuery($page: Int!, $pageSize: Int!) {\n    guides(filter: { slot: societyNews }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        publishedAt\n        views\n      }\n    }\n  }\n"): (typeof documents)["\n  query SocietyNewsPageQuery($page: Int!, $pageSize: Int!) {\n    guides(filter: { slot: societyNews }, page: $page, pageSize: $pageSize, sortBy: publishedAt, order: DESC) {\n      total\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        publishedAt\n        views\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyDetailPageQuery($id: ID!) {\n    survey(id: $id) {\n      id\n      title\n      introduction\n      cover\n      startsAt\n      endsAt\n      state\n      answerCount\n      questions {\n        key\n        type\n        title\n        required\n        maxLength\n        options {\n          key\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyDetailPageQuery($id: ID!) {\n    survey(id: $id) {\n      id\n      title\n      introduction\n      cover\n      startsAt\n      endsAt\n      state\n      answerCount\n      questions {\n        key\n        type\n        title\n        required\n        maxLength\n        options {\n          key\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySurveyAnswerQuery($surveyId: ID!) {\n    mySurveyAnswer(surveyId: $surveyId) {\n      surveyId\n      answeredAt\n    }\n  }\n"): (typeof documents)["\n  query MySurveyAnswerQuery($surveyId: ID!) {\n    mySurveyAnswer(surveyId: $surveyId) {\n      surveyId\n      answeredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerSurvey($input: SurveyAnswerInput!) {\n    answerSurvey(input: $input) {\n      surveyId\n      answeredAt\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerSurvey($input: SurveyAnswerInput!) {\n    answerSurvey(input: $input) {\n      surveyId\n      answeredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyListPageQuery($filter: SurveyFilter, $page: Int!, $pageSize: Int!) {\n    surveys(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: DESC) {\n      total\n      items {\n        id\n        title\n        introduction\n        startsAt\n        endsAt\n        state\n        answerCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyListPageQuery($filter: SurveyFilter, $page: Int!, $pageSize: Int!) {\n    surveys(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: DESC) {\n      total\n      items {\n        id\n        title\n        introduction\n        startsAt\n        endsAt\n        state\n        answerCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteLayoutQuery {\n    siteMenu {\n      value\n      name\n      url\n      children {\n        value\n        name\n        url\n        children {\n          value\n          name\n          url\n        }\n      }\n    }\n    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {\n      items {\n        ...SiteFooter_friendLink\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicDetailPageQuery($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      banner\n      cover\n      summary\n      introduction\n      sections {\n        id\n        title\n        resources {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            summary\n            ...DatabaseAccess_database\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicDetailPageQuery($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      banner\n      cover\n      summary\n      introduction\n      sections {\n        id\n        title\n        resources {\n          ...ResourceCard_resource\n          ... on DatabaseResource {\n            summary\n            ...DatabaseAccess_database\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicListPageQuery($page: Int!, $pageSize: Int!) {\n    topics(page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...TopicCard_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicListPageQuery($page: Int!, $pageSize: Int!) {\n    topics(page: $page, pageSize: $pageSize, sortBy: sort, order: ASC) {\n      total\n      page\n      pageSize\n      items {\n        ...TopicCard_topic\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;