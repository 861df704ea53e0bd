import type { CrudDefinition } from '../core/crud/crud.service.js';
import type { ManagedEntity } from '../core/db/base.entity.js';
import { catalogueCruds } from '../modules/catalogue/catalogue.resolvers.js';
import { contentCruds } from '../modules/content/content.resolvers.js';

/**
 * The REST compatibility table: spec path → the GraphQL root field that serves it.
 * Arguments map by name: GET from the query string (filters by their field names) and path
 * parameters; POST from path parameters, `input` from the JSON body, other arguments (`ids`) from
 * body fields of the same name. No business rule lives here.
 */
export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  field: string;
}

const get = (path: string, field: string): RestRoute => ({ method: 'get', path, field });
const post = (path: string, field: string): RestRoute => ({ method: 'post', path, field });
const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The admin pattern of spec §7 for every entity built on the CRUD factory. */
type CrudNames = Pick<CrudDefinition<ManagedEntity<string>, object, object>, 'rest' | 'typeName' | 'one' | 'many' | 'actions'>;

function crudRoutes(crud: { service: { def: CrudNames } }): RestRoute[] {
  const { rest, typeName: T, one, many } = crud.service.def;
  const admin = `/admin/${rest}`;
  const routes = [
    get(`/${rest}`, many),
    get(`/${rest}/:id`, one),
    get(`${admin}/index`, `admin${capitalise(many)}`),
    get(`${admin}/list`, `admin${capitalise(many)}`),
    get(`${admin}/info/:id`, `admin${capitalise(one)}`),
    post(`${admin}/create`, `create${T}`),
    post(`${admin}/update/:id`, `update${T}`),
    post(`${admin}/edit/:id`, `update${T}`),
  ];
  const supported = { enable: true, recommend: true, remove: true, ...crud.service.def.actions };
  const actions = [
    ...(supported.enable ? ['enable', 'disable'] : []),
    ...(supported.recommend ? ['recommend', 'unrecommend'] : []),
    ...(supported.remove ? ['remove'] : []),
  ];
  for (const action of actions) {
    routes.push(post(`${admin}/${action}/:id`, `${action}${T}`), post(`${admin}/batch/${action}`, `batch${capitalise(action)}${T}`));
  }
  return routes;
}

export const REST_ROUTES: RestRoute[] = [
  get('/admin/captcha', 'adminCaptcha'),
  post('/admin/login', 'adminLogin'),
  get('/admin/info', 'adminMe'),
  post('/admin/logout/all', 'logoutEverywhere'),
  get('/admin/log/index', 'auditLogs'),
  get('/admin/log/list', 'auditLogs'),
  post('/user/sms', 'sendSmsCode'),
  post('/user/login', 'readerLogin'),
  get('/user/detail', 'readerMe'),
  post('/user/logout/all', 'logoutEverywhere'),
  get('/menu', 'siteMenu'),
  get('/news/:id/neighbours', 'newsNeighbours'),
  get('/class/tree', 'resourceClassTree'),
  ...[...contentCruds, ...catalogueCruds].flatMap(crudRoutes),
];
