/** What the open-data routes share: absolute addresses, the `q` parameter, errors answered as REST does. */
import type { Request, Response } from 'express';
import type { Config } from '../../config.js';
import type { Services } from '../../core/services.js';
import { AppError } from '../../core/errors/app-error.js';
import { sendError } from '../../core/errors/send-error.js';
import { toAppError } from '../../core/errors/format-error.js';
import { findNullByte, nullByteError } from '../../core/graphql/null-bytes.js';

/** The site's address without a trailing slash (PUBLIC_URL): feeds and OpenSearch give absolute links. */
export const siteBase = (config: Config) => config.publicUrl.replace(/\/+$/, '');

/** The `q` parameter ('' when absent), or undefined once a refusal was sent (repeated, or U+0000). */
export function queryText(req: Request, res: Response): string | undefined {
  const q = req.query.q ?? '';
  if (typeof q !== 'string') return void sendError(res, AppError.badRequest('请求有误：q 只能出现一次'));
  if (findNullByte(q, 'q')) return void sendError(res, nullByteError('q'));
  return q;
}

/** An Express handler that answers a failure (a refusal, the database away) as REST does. */
export const answering =
  (services: Services, handler: (req: Request, res: Response) => Promise<void>) =>
  async (req: Request, res: Response): Promise<void> => {
    try {
      await handler(req, res);
    } catch (error) {
      sendError(res, toAppError(error, services.log));
    }
  };
