import type { CrudAction } from '../core/crud/actions.js';
import type { CrudDefinition } from '../core/crud/crud.service.js';
import type { BaseEntity } from '../core/db/base.entity.js';
import { activityCruds, activitySubmissionTypes } from '../modules/activity/index.js';
import { catalogueCruds } from '../modules/catalogue/index.js';
import { contentCruds } from '../modules/content/index.js';
import { interactionCruds, submissionTypes } from '../modules/interaction/index.js';
import { moderationCruds } from '../modules/moderation/index.js';
import { openDataCruds } from '../modules/open-data/index.js';
import { pointsCruds } from '../modules/points/index.js';
import { usersCruds } from '../modules/users/index.js';
import { systemCruds } from '../modules/system/index.js';

/**
 * The REST compatibility table: spec path → the GraphQL root field that serves it.
 * Arguments map by name: GET from the query string (filters by their field names) and path
 * parameters; POST from path parameters, `input` from the JSON body, other arguments (`ids`) from
 * body fields of the same name. No business rule lives here, and no route outside it: every path
 * is a root field, so its roles are the field's own @Roles (the auth matrix walks this table).
 */
export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  field: string;
  /** Arguments the path itself stands for (api/book lists books), over anything the caller sends. */
  fixed?: Record<string, unknown>;
  /**
   * A multipart form: its one file (form field `file`) is the field's Upload argument, the other
   * form fields map by name like a query string. `missing` is the message when no file came.
   */
  multipart?: { missing: string };
  /** The field returns a FileDownload, sent as the file itself rather than as JSON. */
  download?: true;
}

const get = (path: string, field: string, fixed?: Record<string, unknown>): RestRoute => ({ method: 'get', path, field, fixed });
const post = (path: string, field: string): RestRoute => ({ method: 'post', path, field });
const upload = (path: string, field: string, missing: string): RestRoute => ({ method: 'post', path, field, multipart: { missing } });
const download = (path: string, field: string): RestRoute => ({ method: 'get', path, field, download: true });
const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The admin pattern of spec §7 for every entity built on the CRUD factory. */
type CrudNames = Pick<
  CrudDefinition<BaseEntity<string>, object, object>,
  'rest' | 'typeName' | 'one' | 'many' | 'actions' | 'setters' | 'publicQueries' | 'countViews'
>;

/** Every entity built on the CRUD factory. */
export const CRUDS = [
  ...contentCruds,
  ...catalogueCruds,
  ...usersCruds,
  ...moderationCruds,
  ...interactionCruds,
  ...activityCruds,
  ...openDataCruds,
  ...systemCruds,
  ...pointsCruds,
];

/** The paths of one generated mutation: …/create, …/update/{id}, …/enable/{id}, …/batch/enable, a setter's …/permission/{id}. */
function actionRoutes(admin: string, action: CrudAction): RestRoute[] {
  if (action.kind === 'create') return [post(`${admin}/create`, action.mutation)];
  if (action.kind === 'update') return [post(`${admin}/update/:id`, action.mutation), post(`${admin}/edit/:id`, action.mutation)];
  // Setters take the new value as the body's `value`.
  const stem = action.setter
    ? action.setter.name[0].toLowerCase() + action.setter.name.slice(1)
    : action.stem.replace(/^batch(.)/, (_, c: string) => c.toLowerCase());
  return [post(action.batch ? `${admin}/batch/${stem}` : `${admin}/${stem}/:id`, action.mutation)];
}

function crudRoutes(crud: { service: { def: CrudNames }; actions: CrudAction[] }): RestRoute[] {
  const { rest, one, many } = crud.service.def;
  const admin = `/admin/${rest}`;
  return [
    ...(crud.service.def.publicQueries === false ? [] : [get(`/${rest}`, many), get(`/${rest}/:id`, one)]),
    get(`${admin}/index`, `admin${capitalise(many)}`),
    get(`${admin}/list`, `admin${capitalise(many)}`),
    get(`${admin}/info/:id`, `admin${capitalise(one)}`),
    ...crud.actions.flatMap((action) => actionRoutes(admin, action)),
  ];
}

/** Each CRUD entity with its rows, so the parity test walks every entity the table serves. */
export const CRUD_ROUTE_FAMILIES = CRUDS.map((crud) => ({ def: crud.service.def as CrudNames, routes: crudRoutes(crud) }));

export const REST_ROUTES: RestRoute[] = [
  get('/admin/captcha', 'adminCaptcha'),
  post('/admin/login', 'adminLogin'),
  get('/admin/info', 'adminMe'),
  post('/admin/logout/all', 'logoutEverywhere'),
  get('/admin/log/index', 'auditLogs'),
  get('/admin/log/list', 'auditLogs'),
  // 操作日志 (issue 17): one action with its before/after fields, and the values the filters offer.
  get('/admin/log/info/:id', 'auditLog'),
  get('/admin/log/facets', 'auditLogFacets'),
  // 安全检测 and 数据检测 (issue 17): run the checks; a data rule's fix (body rule).
  get('/admin/security/index', 'securityReport'),
  get('/admin/detect/index', 'dataCheck'),
  post('/admin/detect/fix', 'fixDataCheck'),
  // 纠错管理: error reports grouped by resource.
  get('/admin/error/groups', 'adminErrorReportGroups'),
  post('/user/sms', 'sendSmsCode'),
  post('/user/login', 'readerLogin'),
  get('/user/detail', 'readerMe'),
  post('/user/logout/all', 'logoutEverywhere'),
  // Loans (spec §7 calls 38–41): current loans, renew one (body loanId) or all, the reader-card check (body cardNumber, password).
  get('/user/loan/onloan', 'myLoans', { current: true }),
  post('/user/loan/renew', 'renewLoan'),
  post('/user/mine/renew', 'renewAllLoans'),
  post('/user/mine/verification/Readers', 'verifyReaderCard'),
  // The reader's account and sharing (issue 14, calls 42–47).
  post('/user/bind', 'bindPhone'),
  post('/user/unbind', 'unbindPhone'),
  get('/user/qr_code', 'myCardQrCode'),
  get('/user/share/qrcode', 'resourceShareQrCode'),
  post('/user/share/email', 'shareResourceByEmail'),
  get('/menu', 'siteMenu'),
  get('/news/:id/neighbours', 'newsNeighbours'),
  get('/class/tree', 'resourceClassTree'),
  // The public catalogue (spec §7 reader calls): every list is `resources`, every detail `resource`.
  get('/book', 'resources', { kind: 'book' }),
  get('/digital', 'resources', { kind: 'digital' }),
  get('/exhibitions', 'resources', { kind: 'exhibition' }),
  get('/video/index', 'resources', { kind: 'video' }),
  get('/show/book/new', 'resources', { kind: 'book', sortBy: 'publishedAt', order: 'DESC' }),
  get('/show/book/recommend', 'resources', { kind: 'book', filter: { recommended: true }, sortBy: 'sort', order: 'ASC' }),
  get('/show/book/rank', 'resourceRanking', { kinds: ['book'] }),
  get('/resource/ranking', 'resourceRanking'),
  get('/retrieve', 'search'),
  get('/retrieve/suggest', 'searchSuggestions'),
  get('/retrieve/hot', 'hotSearchWords'),
  get('/resource/video/item/:id', 'playVideoItem'),
  get('/resource/:kind/list', 'resources'),
  // The reader's side of every submission type: send one, list mine (spec §7: comment, tag, score, error, message, volunteer, venue, resource/recommend).
  ...[...submissionTypes, ...activitySubmissionTypes].flatMap(({ def }) => [
    post(`/user/${def.rest}`, `submit${def.typeName}`),
    get(`/user/mine/${def.rest}`, `my${capitalise(def.many)}`),
  ]),
  get('/comment', 'passedComments'),
  get('/resource/:resourceId/tags', 'resourceTags'),
  get('/resource/:kind/:resourceId/cite', 'resourceCitations'),
  post('/user/resource/:resourceId/collection', 'collectResource'),
  post('/user/resource/:resourceId/cancel/collection', 'uncollectResource'),
  post('/user/resource/:resourceId/subscribe', 'subscribeResource'),
  post('/user/resource/:resourceId/cancel/subscribe', 'unsubscribeResource'),
  get('/user/resource/:resourceId/state', 'readerResourceState'),
  get('/user/mine/collection', 'myCollections'),
  get('/user/mine/subscribe', 'mySubscriptions'),
  post('/user/polling', 'readerNotices'),
  // 服务指南 (part guides): the service section's pages, one slot's page, and 字段设置 (the list's
  // type in the path; the edit's body `field` is the list of fields with isHide).
  get('/service', 'servicePages'),
  get('/service/page/:slot', 'guidePage'),
  get('/field/:list', 'listFields'),
  get('/admin/field/:list', 'listFields'),
  post('/admin/field/edit/:list', 'editListFields'),
  // Activities (issue 16, part "activities"): sign up (body activityId) and cancel, the reader's
  // sign-ups, and the back office's check-in (outside admin/act/, where every POST is a generated
  // mutation) and export of one activity's sign-up list.
  post('/user/act', 'signUpForActivity'),
  post('/user/act/cancel', 'cancelActivitySignUp'),
  get('/user/mine/act', 'myActivitySignUps'),
  post('/admin/activity/checkin/:id', 'checkInActivitySignUp'),
  post('/admin/activity/batch/checkin', 'batchCheckInActivitySignUp'),
  download('/admin/act/signup/export', 'exportActivitySignUps'),
  // Branches and the library map (issue 16, part "branches"): besides the CRUD rows api/branch?type=&district=
  // and api/branch/{id}, a branch page's district chips and the map's tile server. Before the CRUD
  // rows, so api/branch/districts is not read as a branch id.
  get('/branch/districts', 'branchDistricts'),
  get('/map/settings', 'mapSettings'),
  // Surveys (问卷调查; the public list and detail api/survey, api/survey/{id} and the back office's
  // admin/survey/… are the CRUD rows): answering (body input), the reader's own answer, results,
  // a text question's answers (query question, page, pageSize) and the export (query format CSV | XLSX).
  post('/user/survey', 'answerSurvey'),
  get('/user/survey/:surveyId', 'mySurveyAnswer'),
  get('/admin/survey/result/:id', 'surveyResults'),
  get('/admin/survey/answers/:surveyId', 'surveyTextAnswers'),
  download('/admin/survey/export/:id', 'exportSurveyResults'),
  // Topics and information capture (issue 16, part "topics"): the public topic list (spec §7; the
  // detail is the CRUD's api/topic/{id}); capture an article and publish it as news (outside
  // admin/info/capture/, where every POST is a generated mutation); a captured item for readers.
  get('/topic/list', 'topics'),
  post('/admin/info/grab', 'captureInfo'),
  post('/admin/info/publish/:id', 'publishCapturedInfo'),
  get('/infoCapture/detail/:id', 'capturedInfo'),
  ...CRUD_ROUTE_FAMILIES.flatMap((family) => family.routes),
  // 用户管理 beyond the CRUD rows: 重置密码 (body password, or none for a generated one; outside
  // admin/user/, where every POST is a generated mutation) and the desk's 借还.
  post('/admin/reader/password/:id', 'resetReaderPassword'),
  get('/admin/user/loans/:readerId', 'adminReaderLoans'),
  post('/admin/loan/lend', 'lendCopy'),
  post('/admin/loan/return', 'returnCopy'),
  // After the CRUD paths, so api/resource/bill/{id} is the book list's.
  get('/resource/:kind/:id', 'resource'),
  get('/admin/resource/list', 'adminResources'),
  post('/admin/resource/grab', 'captureResource'),
  get('/admin/resource/grab', 'captureResource'),
  post('/admin/resource/poster/add/:id', 'createResourcePoster'),
  get('/admin/resource/poster/info/:id', 'resourcePoster'),
  // Uploads for the back office's forms; batch imports: file plus kind, supplierId, batchId, onShelf.
  upload('/admin/upload', 'uploadFile', '请选择要上传的文件'),
  upload('/admin/resource/import', 'importResources', '请选择要导入的文件'),
  // Before import/:id, which the template is not.
  download('/admin/resource/import/template', 'resourceImportTemplate'),
  get('/admin/resource/import/list', 'resourceImports'),
  get('/admin/resource/import/:id', 'resourceImport'),
  get('/admin/resource/info/:id', 'adminResource'),
  // 敏感词管理: a text file of words, one a line (form fields file, category), and all words as one.
  upload('/admin/word/import', 'importSensitiveWords', '请选择要导入的文件'),
  download('/admin/word/export', 'exportSensitiveWords'),
  get('/submission/availability', 'submissionAvailability'),
  // 接口密钥: a new secret for a key (answered once); outside admin/apiKey/, where every POST is a generated mutation.
  post('/admin/rotate/apiKey/:id', 'rotateApiKey'),
  // 积分 (issue 17): the reader's balance with today's progress and ledger (query filter, page,
  // pageSize); 用户积分 in the back office (积分规则 is the CRUD family admin/integrationRule/…).
  get('/user/points', 'myPoints'),
  get('/user/points/list', 'myPointEntries'),
  get('/admin/integration/index', 'pointAccounts'),
  get('/admin/integration/list', 'pointAccounts'),
  get('/admin/integration/entries/:readerId', 'pointEntries'),
  post('/admin/integration/adjust/:readerId', 'adjustPoints'),
  // Read time (issue 13): the reader's history (books read, last read first), a reader page's
  // heartbeat (body: resourceId, seconds, heartbeatId) and the reader's totals with the last
  // 30 days; the statistics of the back office (query from, to).
  get('/user/read', 'myReadTimeResources'),
  post('/user/read/add', 'addReadTime'),
  get('/user/read/list', 'myReadTime'),
  get('/admin/read/statistics', 'readTimeStatistics'),
  // 备份管理 and 服务器管理 (issue 17). The archive itself (api/admin/backup/download/{id}) and the
  // restore's progress (api/admin/backup/restore-status) are streamed and answered outside this
  // table, by modules/system/backup-http.ts: a file of gigabytes, and a status that must answer while
  // the database is being replaced.
  get('/admin/backup/index', 'backups'),
  get('/admin/backup/list', 'backups'),
  get('/admin/backup/overview', 'backupOverview'),
  post('/admin/backup/create', 'createBackup'),
  post('/admin/backup/remove/:id', 'removeBackup'),
  post('/admin/backup/restore/:id', 'restoreBackup'),
  get('/admin/server/status', 'serverStatus'),
  // 统计分析: the site's page views (sent by the client on each route change), shares by copied link, the month's visits.
  post('/event/view', 'recordPageView'),
  post('/user/share/link', 'recordResourceLinkShare'),
  get('/admin/statistical/month/visit', 'monthVisits'),
  // Downloads and the reader's cloud (issue 13, part "files"): may I download (resourceId, file), the
  // download itself (counted; answers the link the file is fetched from, /files/download/…), mine;
  // the cloud's files, usage, one file, upload (form field file), rename (body name), delete.
  get('/user/download/qualification', 'downloadQualification'),
  get('/user/download', 'downloadResource'),
  get('/user/mine/download', 'myDownloads'),
  get('/user/cloud', 'myCloudFiles'),
  get('/user/cloud/usage', 'myCloudUsage'),
  upload('/user/cloud/upload', 'uploadCloudFile', '请选择要上传的文件'),
  post('/user/cloud/rename/:id', 'renameCloudFile'),
  post('/user/cloud/delete/:id', 'deleteCloudFile'),
  get('/user/cloud/:id', 'cloudFile'),
];
