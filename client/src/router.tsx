import {
  createBrowserRouter,
  Navigate,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { showError } from './components/ui/toaster';
import { guard } from './lib/guard';
import { page } from './lib/lazy-route';
import { tokens } from './lib/tokens';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { ADMIN_INDEX_ROUTE } from './lib/admin-index';

/** The navigation guard (spec §2) runs before every navigation. */
export function guardLoader({ request }: LoaderFunctionArgs) {
  // In the server renderer (entry-server.tsx) there is no browser: it renders for a guest (no token
  // cookies), and a redirect there means "not a page to render on the server".
  const inBrowser = typeof window !== 'undefined';
  const decision = guard({
    pathname: new URL(request.url).pathname,
    readerToken: tokens.reader(),
    adminToken: tokens.admin(),
    userAgent: inBrowser ? navigator.userAgent : (request.headers.get('user-agent') ?? ''),
  });
  if (decision.kind === 'external') {
    if (!inBrowser) throw redirect(decision.url);
    window.location.replace(decision.url);
    return null;
  }
  if (decision.kind === 'redirect') {
    if (decision.message && inBrowser) showError(decision.message);
    throw redirect(decision.to);
  }
  return null;
}

/**
 * The resource pages (spec §2): the book showcases, each kind's list, and the detail pages. A
 * route's `handle` tells the shared page its kind (and showcase). Read pages: the e-book reader
 * (epubjs) and the document reader (pdf.js) of theses, newspapers and journals, each its own chunk.
 */
function resourceRoutes(): RouteObject[] {
  const listPage = page(() => import('./routes/site/resources/ResourceKindListPage'), 'ResourceKindListPage');
  const detailPage = page(() => import('./routes/site/resources/ResourceDetailPage'), 'ResourceDetailPage');
  const listKinds = ['video', 'exhibition', 'ebook', 'book', 'audio', 'thesis', 'newspaper', 'journal', 'database'];
  const detailKinds = ['video', 'exhibition', 'ebook', 'book', 'audio', 'thesis', 'newspaper', 'journal'];
  return [
    { path: 'resources/newBooks', lazy: page(() => import('./routes/site/resources/BookShowcasePage'), 'NewBooksPage') },
    { path: 'resources/commendBook', lazy: page(() => import('./routes/site/resources/BookShowcasePage'), 'CommendBookPage') },
    { path: 'resources/rankBooks', lazy: page(() => import('./routes/site/resources/RankBooksPage'), 'RankBooksPage') },
    { path: 'resources/resList', lazy: page(() => import('./routes/site/resources/ResListPage'), 'ResListPage') },
    { path: 'resources/resList/detail', lazy: page(() => import('./routes/site/resources/ResListDetailPage'), 'ResListDetailPage') },
    // The showcases' books open on the paper-book detail, under the showcase's breadcrumb.
    ...['newBooks', 'commendBook', 'rankBooks'].map((showcase) => ({
      path: `resources/${showcase}/detail`,
      handle: { resourceKind: 'book', showcase },
      lazy: detailPage,
    })),
    ...listKinds.map((kind) => ({ path: `resources/${kind}`, handle: { resourceKind: kind }, lazy: listPage })),
    ...detailKinds.map((kind) => ({ path: `resources/${kind}/detail`, handle: { resourceKind: kind }, lazy: detailPage })),
    {
      path: 'resources/ebook/newDetail',
      handle: { resourceKind: 'ebook' },
      lazy: page(() => import('./routes/site/resources/EbookNewDetailPage'), 'EbookNewDetailPage'),
    },
    // The e-book reader: its own chunk (epubjs comes later still, with the first book opened).
    { path: 'resources/ebook/detail/read', lazy: page(() => import('./routes/site/resources/EbookReadPage'), 'EbookReadPage') },
    // A file of the reader's own cloud, in the reader of its format.
    { path: 'reading/cloud', lazy: page(() => import('./routes/site/reading/CloudReadPage'), 'CloudReadPage') },
    { path: 'resources/ebook/newDetail/read', lazy: page(() => import('./routes/site/resources/EbookReadPage'), 'EbookNewReadPage') },
    // The document reader (issue 13): pdf.js comes with the first document it opens.
    ...(
      [
        ['thesis', 'ThesisReadPage'],
        ['newspaper', 'NewspaperReadPage'],
        ['journal', 'JournalReadPage'],
      ] as const
    ).map(([kind, name]) => ({ path: `resources/${kind}/detail/read`, lazy: page(() => import('./features/reading/pdf/DocumentReadPages'), name) })),
  ];
}

/** The single-page guide slots and their route's section segment (服务指南). */
const SERVICE_SLOT_ROUTES: Array<[section: string, slot: string]> = [
  ...['aboutLibrary', 'department', 'specialRes', 'guidedTour', 'openingTime', 'contactTraffic'].map((slot): [string, string] => ['overView', slot]),
  ['society', 'constitution'],
  ...['pledge', 'licensing', 'borrowing', 'standard', 'classification'].map((slot): [string, string] => ['notice', slot]),
];

const site: RouteObject[] = [
  { path: 'index', lazy: page(() => import('./routes/site/IndexPage'), 'IndexPage') },
  { path: 'login', lazy: page(() => import('./routes/site/LoginPage'), 'LoginPage') },
  { path: 'account', lazy: page(() => import('./routes/site/AccountPage'), 'AccountPage') },
  { path: 'userProtocol', lazy: page(() => import('./routes/site/StaticPages'), 'UserProtocolPage') },
  { path: 'privacyPolicy', lazy: page(() => import('./routes/site/StaticPages'), 'PrivacyPolicyPage') },
  { path: 'integrity', lazy: page(() => import('./routes/site/StaticPages'), 'IntegrityPage') },
  { path: 'wudadao', lazy: page(() => import('./routes/site/StaticPages'), 'WudadaoPage') },
  ...['libraryNews', 'peaceNews', 'industryNews', 'publicNotice'].flatMap((category) => [
    { path: `information/${category}`, handle: { category }, lazy: page(() => import('./routes/site/NewsListPage'), 'NewsListPage') },
    { path: `information/${category}/detail`, handle: { category }, lazy: page(() => import('./routes/site/NewsDetailPage'), 'NewsDetailPage') },
  ]),
  { path: 'information', element: <Navigate to="/information/libraryNews" replace /> },
  // The public interaction area (互动交流): its pages are listed in features/interaction/sections.ts.
  { path: 'interaction', element: <Navigate to="/interaction/libraryNews" replace /> },
  { path: 'interaction/libraryNews', lazy: page(() => import('./routes/site/interaction/InteractionNewsPage'), 'InteractionNewsPage') },
  { path: 'interaction/comments', lazy: page(() => import('./routes/site/interaction/InteractionCommentsPage'), 'InteractionCommentsPage') },
  { path: 'interaction/resRecommend', lazy: page(() => import('./routes/site/interaction/ResRecommendPage'), 'ResRecommendPage') },
  { path: 'interaction/volunteer', lazy: page(() => import('./routes/site/interaction/VolunteerPage'), 'VolunteerPage') },
  { path: 'interaction/activitySite', lazy: page(() => import('./routes/site/interaction/ActivitySitePage'), 'ActivitySitePage') },
  ...resourceRoutes(),
  // 服务指南 (part guides): a page per guide slot (handle.slot), 学会动态's list, and the generic detail.
  // Other parts' service pages (branches, surveys) route here and add a line to features/service/sections.ts.
  { path: 'service', element: <Navigate to="/service/overView/aboutLibrary" replace /> },
  ...SERVICE_SLOT_ROUTES.map(([section, slot]) => ({
    path: `service/${section}/${slot}`,
    handle: { slot },
    lazy: page(() => import('./routes/site/service/ServiceGuidePage'), 'ServiceGuidePage'),
  })),
  { path: 'service/society/societyNews', lazy: page(() => import('./routes/site/service/SocietyNewsPage'), 'SocietyNewsPage') },
  { path: 'service/detail', lazy: page(() => import('./routes/site/service/ServiceDetailPage'), 'ServiceDetailPage') },
  // Branches (issue 16, part "branches"): one page per type of branch point, each with the library map.
  // The lead nests them in the service section's layout at merge.
  ...(
    [
      ['street', 'StreetBranchPage'],
      ['community', 'CommunityBranchPage'],
      ['cityBookBar', 'CityBookBarPage'],
      ['shareBooks', 'ShareBooksPage'],
      ['audioBook', 'AudioBookPage'],
    ] as const
  ).map(([type, name]) => ({ path: `service/branch/${type}`, lazy: page(() => import('./routes/site/service/BranchPage'), name) })),
  // Surveys (问卷调查, issue 16): standalone pages, to be nested in the service section's layout at merge.
  { path: 'service/survey', lazy: page(() => import('./routes/site/service/SurveyListPage'), 'SurveyListPage') },
  { path: 'service/survey/detail', lazy: page(() => import('./routes/site/service/SurveyDetailPage'), 'SurveyDetailPage') },
  // Topics and information capture (issue 16, part "topics").
  { path: 'topic', lazy: page(() => import('./routes/site/topic/TopicListPage'), 'TopicListPage') },
  { path: 'topic/detail', lazy: page(() => import('./routes/site/topic/TopicDetailPage'), 'TopicDetailPage') },
  { path: 'infoCapture/detail/:id', lazy: page(() => import('./routes/site/info-capture/CapturedInfoPage'), 'CapturedInfoPage') },
  { path: 'retrieve', lazy: page(() => import('./routes/site/RetrievePage'), 'RetrievePage') },
  // Activities (issue 16, part "activities"): the list and the detail with sign-up.
  { path: 'activity', lazy: page(() => import('./routes/site/activity/ActivityListPage'), 'ActivityListPage') },
  { path: 'activity/detail', lazy: page(() => import('./routes/site/activity/ActivityDetailPage'), 'ActivityDetailPage') },
  {
    path: 'personal',
    lazy: page(() => import('./routes/personal/PersonalLayout'), 'PersonalLayout'),
    children: [
      { index: true, element: <Navigate to="userInfo" replace /> },
      { path: 'userInfo', lazy: page(() => import('./routes/personal/UserInfoPage'), 'UserInfoPage') },
      { path: 'userCollection', lazy: page(() => import('./routes/personal/UserCollectionPage'), 'UserCollectionPage') },
      { path: 'userSubscription', element: <Navigate to="newspaper" replace /> },
      { path: 'userSubscription/:kind', lazy: page(() => import('./routes/personal/UserSubscriptionPage'), 'UserSubscriptionPage') },
      { path: 'userInformation', element: <Navigate to="message" replace /> },
      { path: 'userInformation/message', lazy: page(() => import('./routes/personal/UserInformationPages'), 'UserMessagePage') },
      { path: 'userInformation/recommend', lazy: page(() => import('./routes/personal/UserInformationPages'), 'UserRecommendPage') },
      { path: 'userInformation/volunteer', lazy: page(() => import('./routes/personal/UserInformationPages'), 'UserVolunteerPage') },
      { path: 'userInformation/place', lazy: page(() => import('./routes/personal/UserInformationPages'), 'UserPlacePage') },
      { path: 'userInformation/comment', lazy: page(() => import('./routes/personal/UserInformationPages'), 'UserCommentPage') },
      { path: 'userBorrow', lazy: page(() => import('./routes/personal/UserBorrowPage'), 'UserBorrowPage') },
      { path: 'UserBindAndUnbind', lazy: page(() => import('./routes/personal/UserBindAndUnbindPage'), 'UserBindAndUnbindPage') },
      // Activities (issue 16, part "activities"): the reader's sign-ups.
      { path: 'userActivity', lazy: page(() => import('./routes/personal/UserActivityPage'), 'UserActivityPage') },
      // 积分 (issue 17): balance, today's progress per rule, the ledger.
      { path: 'userPoint', lazy: page(() => import('./routes/personal/UserPointPage'), 'UserPointPage') },
      // Read time (issue 13): totals, the last 30 days and the books read.
      { path: 'userReadTime', lazy: page(() => import('./routes/personal/UserReadTimePage'), 'UserReadTimePage') },
      { path: 'UserCloud', lazy: page(() => import('./routes/personal/UserCloudPage'), 'UserCloudPage') },
    ],
  },
  { path: 'error', lazy: page(() => import('./routes/site/ErrorPage'), 'ErrorPage') },
  { path: '*', lazy: page(() => import('./routes/site/NotFoundPage'), 'NotFoundPage') },
];

/** The /admin layout route, whose children adminRouteDiscovery adds. */
const ADMIN_ROUTE_ID = 'admin';
/** The public site's layout route: its pages may be rendered on the server (entry-server.tsx). */
export const SITE_ROUTE_ID = 'site';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    loader: guardLoader,
    // Re-run the guard on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <></>,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      { path: 'graphiql', lazy: page(() => import('./routes/GraphiqlPage'), 'GraphiqlPage') },
      {
        id: ADMIN_ROUTE_ID,
        path: 'admin',
        lazy: page(() => import('./routes/admin/AdminLayout'), 'AdminLayout'),
        errorElement: <RouteErrorPage />,
        // Spec §2: /admin redirects to /admin/information. The rest of the back office's routes are
        // discovered on the first navigation under /admin (discoverAdminRoutes).
        children: [ADMIN_INDEX_ROUTE],
      },
      {
        id: SITE_ROUTE_ID,
        lazy: page(() => import('./routes/site/SiteLayout'), 'SiteLayout'),
        errorElement: <RouteErrorPage />,
        children: site,
      },
    ],
  },
];

/**
 * The back office's route table (about 60 screens) arrives with the first navigation under /admin,
 * through react-router's patchRoutesOnNavigation, so the public site's first load never carries it
 * (the bundle report holds /index to that). Until then /admin/… matches only the site's not-found
 * splat, which is what makes react-router ask here.
 */
export function adminRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let discovered: Promise<void> | undefined;
  return ({ path, patch }) => {
    if (!/^\/admin\//.test(path)) return;
    discovered ??= import('./admin/routes').then(({ adminRoutes }) => patch(ADMIN_ROUTE_ID, adminRoutes));
    return discovered;
  };
}

export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: adminRouteDiscovery(), hydrationData });
