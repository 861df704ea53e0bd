import express, { type Request, type Response, type Router } from 'express';
import { astFromValue, execute, parse, print, type DocumentNode, type GraphQLArgument, type GraphQLField, type GraphQLSchema } from 'graphql';
import { AppError, ERROR_CODES } from '../core/errors/app-error.js';
import { requestError, toAppError } from '../core/errors/format-error.js';
import { actorOf } from '../core/audit/audit.service.js';
import { assertRoles } from '../core/auth/auth-checker.js';
import { UploadService } from '../core/upload/upload.service.js';
import { createContext } from '../request-context.js';
import type { Services } from '../core/services.js';
import { variablesFromQuery } from './coerce.js';
import { addImportRoutes } from './import-routes.js';
import { multipartFile } from './multipart-file.js';
import { selectionFor } from './selection.js';
import { REST_ROUTES, type RestRoute } from './table.js';

/** `{ code, msg, data }` with the HTTP status of ARCHITECTURE §4; bad input adds `fieldErrors` beside them. */
export function sendError(res: Response, error: AppError) {
  const { http, restCode } = ERROR_CODES[error.code];
  res.status(http).json({ code: restCode, msg: error.message, data: null, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
}

function sendData(res: Response, data: unknown) {
  res.json({ code: 200, msg: 'OK', data });
}

interface CompiledRoute {
  route: RestRoute;
  field: GraphQLField<unknown, unknown>;
  document: DocumentNode;
}

/** `$name: Type`, keeping the argument's default so a parameter left out gets it. */
function variableDefinition(arg: GraphQLArgument): string {
  const value = arg.defaultValue === undefined ? undefined : astFromValue(arg.defaultValue, arg.type);
  return `$${arg.name}: ${arg.type.toString()}${value ? ` = ${print(value)}` : ''}`;
}

function compile(schema: GraphQLSchema, route: RestRoute): CompiledRoute {
  const mutation = schema.getMutationType()?.getFields()[route.field];
  const field = mutation ?? schema.getQueryType()?.getFields()[route.field];
  if (!field) throw new Error(`REST route ${route.method.toUpperCase()} ${route.path}: no root field ${route.field}`);
  const defs = field.args.map(variableDefinition).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const source = `${mutation ? 'mutation' : 'query'} Rest${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionFor(schema, field.type)} }`;
  return { route, field, document: parse(source) };
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

/** The REST compatibility paths, each executing its GraphQL root field with the same context and checks. */
export function createRestRouter(schema: GraphQLSchema, services: Services): Router {
  const router = express.Router();
  router.use(express.json({ limit: '2mb' }));
  // Some calls are form-style (spec §7: poster/add).
  router.use(express.urlencoded({ extended: false, limit: '2mb' }));

  // Before the table: api/admin/resource/import/template is not an import id.
  addImportRoutes(router, services);

  for (const compiled of REST_ROUTES.map((route) => compile(schema, route))) {
    router[compiled.route.method](compiled.route.path, async (req, res) => {
      try {
        const contextValue = await createContext(services, req);
        const result = await execute({ schema, document: compiled.document, variableValues: variablesFor(compiled, req), contextValue });
        const error = result.errors?.[0];
        if (error) {
          // No data at all: the variables did not fit the field's types, so the request is wrong.
          if (result.data === undefined) throw requestError(error.message);
          throw toAppError(error, services.log);
        }
        sendData(res, result.data?.[compiled.field.name]);
      } catch (error) {
        sendError(res, toAppError(error, services.log));
      }
    });
  }

  // Uploads for the back office's forms (multipart field `file`); the GraphQL face is uploadFile.
  const readFile = multipartFile(services);
  router.post('/admin/upload', async (req, res) => {
    try {
      const context = await createContext(services, req);
      assertRoles(context.viewer, ['ADMIN']);
      const file = await readFile(req, res, '请选择要上传的文件');
      const stored = await new UploadService(services).save(context.em, { data: file.buffer, filename: file.originalname }, actorOf(context));
      sendData(res, { id: stored.id, url: stored.url, originalName: stored.originalName, mime: stored.mime, size: stored.size, createdAt: stored.createdAt });
    } catch (error) {
      sendError(res, toAppError(error, services.log));
    }
  });

  router.use((_req, res) => sendError(res, AppError.notFound()));
  return router;
}
