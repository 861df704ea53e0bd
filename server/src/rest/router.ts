import { createReadStream } from 'node:fs';
import express, { type Request, type Response, type Router } from 'express';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import Upload from 'graphql-upload/Upload.mjs';
import { assertRoles } from '../core/auth/auth-checker.js';
import { declaredRoles } from '../core/auth/decorators.js';
import { AppError } from '../core/errors/app-error.js';
import { sendError } from '../core/errors/send-error.js';
import { requestError, toAppError } from '../core/errors/format-error.js';
import type { Services } from '../core/services.js';
import type { FileDownload } from '../core/upload/file-download.js';
import { createContext } from '../request-context.js';
import { assertNoNullBytes } from '../core/graphql/null-bytes.js';
import { variablesFromQuery } from './coerce.js';
import { multipartFile, type FormFile } from './multipart-file.js';
import { reserveUpload } from '../core/upload/upload-limits.js';
import { compileRoute, type CompiledRoute } from './compile.js';
import { apiDocs } from './api-docs.js';
import { REST_ROUTES } from './table.js';
import { answerGuest, setPrivateHeaders } from './public-answers.js';
import { publicAnswerPolicy } from '../core/http/public-answer-policy.js';
import { queryCounter } from '../core/db/query-counter.js';
import { readFromPrimary } from '../core/db/replica-reads.js';
import { writesReadBack } from '../core/http/read-your-writes.js';
import { refuseDeepBodies } from '../core/http/body-depth.js';

/** `news` of /news/12: what a route's path and a request's path are grouped by (routes match case-insensitively). */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

function sendData(res: Response, data: unknown) {
  res.json({ code: 200, msg: 'OK', data });
}

function sendDownload(res: Response, file: FileDownload) {
  // Content-Disposition with filename* for the Chinese name, and the type the field gave.
  res.attachment(file.fileName).type(file.mime).send(Buffer.from(file.base64, 'base64'));
}

/** The form's file as the Upload scalar's value, so the field reads it as it reads a GraphQL upload. */
function uploadOf(file: FormFile): Upload {
  const upload = new Upload();
  upload.resolve({
    filename: file.originalname,
    mimetype: file.mimetype,
    encoding: file.encoding,
    createReadStream: () => createReadStream(file.path),
    // Where it already is on disk: a field that keeps it whole moves it from there (spoolUpload).
    path: file.path,
  });
  return upload;
}

function variablesFor({ route, field }: CompiledRoute, req: Request): Record<string, unknown> {
  const variables = route.method === 'get' ? variablesFromQuery(field.args, req.query as Record<string, unknown>) : {};
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const arg of field.args) {
    if (req.params[arg.name] !== undefined) variables[arg.name] = req.params[arg.name];
    else if (route.method === 'post' && arg.name === 'input') variables.input = body;
    else if (route.method === 'post' && body[arg.name] !== undefined) variables[arg.name] = body[arg.name];
  }
  return { ...variables, ...route.fixed };
}

/** A multipart route's variables: form fields typed like a query string, the file as the Upload argument. */
function formVariables({ route, field, uploadArg }: CompiledRoute, req: Request, file: FormFile): Record<string, unknown> {
  return {
    ...variablesFromQuery(field.args, (req.body ?? {}) as Record<string, unknown>),
    ...req.params,
    [uploadArg!]: uploadOf(file),
    ...route.fixed,
  };
}

/**
 * The public answer cache's key of a guest's GET (issue 54, S6): the route and the variables the
 * answer is made from, their names sorted. Parameters the route does not read are not in it.
 */
function answerKey(compiled: CompiledRoute, req: Request): string {
  const variables = variablesFor(compiled, req);
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return `${compiled.route.method} ${compiled.route.path} ${JSON.stringify(sorted(variables))}`;
}

/** The REST compatibility paths, each executing its GraphQL root field with the same context and checks. */
export function createRestRouter(schema: GraphQLSchema, services: Services): Router & { segments: ReadonlyMap<string, Router> } {
  const router = express.Router();
  router.use(express.json({ limit: '2mb' }), refuseDeepBodies);
  // Some calls are form-style (spec §7: poster/add).
  router.use(express.urlencoded({ extended: false, limit: '2mb' }));
  const readFile = multipartFile(services);
  // The document describing these paths, and its reader (api-docs.ts).
  router.use(apiDocs(schema, services.config.site.name));

  // Routes by their path's first segment (none starts with a parameter): Express tries a router's
  // routes one by one, and a resource's detail, 874th of 918, matched every earlier pattern first
  // (issue 12). Within a segment the table's order still decides (api/branch/districts before
  // api/branch/{id}).
  const bySegment = new Map<string, Router>();
  for (const compiled of REST_ROUTES.map((route) => compileRoute(schema, route))) {
    const { route, field } = compiled;
    const publicPolicy = route.method === 'get' && !route.download ? publicAnswerPolicy(schema, field, services) : undefined;
    // The route's document never changes, so it is compiled once, at its first request, into a
    // function (graphql-jit): graphql-js walked the document anew on every request, 15% of a book
    // detail's CPU in issue 12's profile.
    let executable: CompiledQuery | undefined;
    // A route that runs a mutation writes (read-your-writes, core/http/read-your-writes.ts); a POST
    // may only read (api/user/polling), so the method does not tell.
    const writes = writesReadBack(field) && compiled.mutation;
    const executeRoute = (variableValues: Record<string, unknown>, contextValue: unknown) => {
      if (!executable) {
        const compiledQuery = compileQuery(schema, compiled.document);
        if (!isCompiledQuery(compiledQuery)) throw new Error(`REST route ${route.path}: ${compiledQuery.errors?.[0]?.message}`);
        executable = compiledQuery;
      }
      // graphql-js reads a variable set to undefined as one left out, and applies the defaults the
      // document declares; graphql-jit does neither for a non-null variable, so the route does.
      const given: Record<string, unknown> = { ...compiled.defaults };
      for (const [name, value] of Object.entries(variableValues)) if (value !== undefined) given[name] = value;
      return executable.query(undefined, contextValue, given) as Promise<ExecutionResult> | ExecutionResult;
    };

    /** Executes the route's root field for this request: its data, or the error to answer. */
    const run = async (req: Request, res: Response): Promise<unknown> => {
      if (writes) readFromPrimary({ wrote: true });
      const contextValue = await createContext(services, req);
      // The field's own @Roles, checked before the body is read: a guest's upload is refused unread.
      // Execution checks them again, through the schema's auth checker.
      assertRoles(contextValue.viewer, declaredRoles(field));
      let variableValues: Record<string, unknown>;
      if (route.multipart) {
        // The field's own limit (a reader's remaining quota), known before the body is read.
        const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
        const reservation = await reserveUpload(field.name, contextValue, declared);
        if (reservation) res.once('close', () => reservation.release());
        variableValues = formVariables(compiled, req, await readFile(req, res, route.multipart.missing, reservation));
      } else {
        variableValues = variablesFor(compiled, req);
      }
      assertNoNullBytes(variableValues);
      const result = await executeRoute(variableValues, contextValue);
      const error = result.errors?.[0];
      if (error) {
        // No data at all: the variables did not fit the field's types, so the request is wrong.
        if (result.data === undefined) throw requestError(error.message);
        throw toAppError(error, services.log);
      }
      return result.data?.[field.name];
    };

    const segment = firstSegment(route.path);
    if (segment.startsWith(':')) throw new Error(`REST route ${route.path}: a path must start with a fixed segment`);
    if (!bySegment.has(segment)) bySegment.set(segment, express.Router());
    bySegment.get(segment)![route.method](route.path, async (req, res) => {
      try {
        if (publicPolicy && req.headers.authorization === undefined) {
          await answerGuest(services, publicPolicy, req, res, answerKey(compiled, req), async () => ({
            data: await run(req, res),
            statements: queryCounter.getStore()?.statements ?? 0,
          }));
          return;
        }
        setPrivateHeaders(res, publicPolicy);
        const data = await run(req, res);
        if (route.download) sendDownload(res, data as FileDownload);
        else sendData(res, data);
      } catch (error) {
        // A refusal or failure is never kept (a guest's 404 may be a row about to be published).
        if (!res.headersSent) res.setHeader('Cache-Control', 'no-store');
        sendError(res, toAppError(error, services.log));
      }
    });
  }

  router.use((req, res, next) => {
    const routes = bySegment.get(firstSegment(req.path));
    if (routes) routes(req, res, next);
    else next();
  });
  router.use((_req, res) => sendError(res, AppError.notFound()));
  // The auth matrix lists every path served through these.
  return Object.assign(router, { segments: bySegment as ReadonlyMap<string, Router> });
}
