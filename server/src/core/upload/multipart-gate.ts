import { AsyncResource } from 'node:async_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors/app-error.js';
import { sendGraphQLError } from '../graphql/refuse.js';
import { UPLOAD_MESSAGES } from './upload.service.js';

export const MULTIPART_MESSAGES = {
  noBoundary: '上传请求有误：缺少 multipart 分隔符（boundary）',
  noPreflight: '上传请求须带 apollo-require-preflight 请求头',
  adminsOnly: '只有管理员可以上传文件',
};

const isMultipart = (req: Request) => /^multipart\//i.test(req.headers['content-type'] ?? '');

/**
 * GraphQL multipart uploads (issue 11, D4, D8, D12). Only the back office uploads, so a multipart
 * body is parsed — and its files spooled to disk — only for a request that carries Apollo's
 * preflight header (the CSRF rule Apollo applies to it later) and an admin token; anything else is
 * answered at once, without reading the body, and the connection closed so an unread body cannot
 * hold it. A body the parser cannot read is the client's fault: 400, not 500.
 */
export function graphqlMultipart(
  options: { maxFileSize: number; maxFiles: number },
  viewerOf: (req: Request) => Promise<Viewer | undefined>,
): RequestHandler {
  const parse = graphqlUploadExpress(options);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isMultipart(req)) return next();
    const refuse = (error: AppError, status: number) => {
      res.setHeader('Connection', 'close');
      sendGraphQLError(res, error, status);
    };
    try {
      if (!/;\s*boundary=/i.test(req.headers['content-type'] ?? '')) return refuse(AppError.badRequest(MULTIPART_MESSAGES.noBoundary), 400);
      if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name'])
        return refuse(AppError.badRequest(MULTIPART_MESSAGES.noPreflight), 400);
      const viewer = await viewerOf(req);
      if (!viewer) return refuse(AppError.unauthenticated(), 401);
      if (viewer.kind !== 'admin') return refuse(AppError.forbidden(MULTIPART_MESSAGES.adminsOnly), 403);
    } catch (error) {
      return next(error);
    }
    // Bound to the request's async context: the parser calls back from the body's stream events, which
    // would otherwise lose the request's statement count and read route (core/db/replica-reads.ts).
    parse(
      req,
      res,
      AsyncResource.bind((error?: unknown) => {
        if (!error) return next();
        const status = (error as { status?: number }).status;
        if (status === 413) return refuse(AppError.badInput('file', UPLOAD_MESSAGES.tooMany(options.maxFiles)), 413);
        // The client went away mid-upload: nobody is there to answer.
        if (status === 499) return res.destroy();
        refuse(AppError.badRequest(UPLOAD_MESSAGES.malformed), 400);
      }),
    );
  };
}
