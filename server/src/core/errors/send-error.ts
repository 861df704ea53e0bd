import type { Response } from 'express';
import { ERROR_CODES, type AppError } from './app-error.js';

/** `{ code, msg, data }` with the HTTP status of ARCHITECTURE §4; bad input adds `fieldErrors` beside them, a known wait Retry-After. */
export function sendError(res: Response, error: AppError) {
  const { http, restCode } = ERROR_CODES[error.code];
  if (error.retryAfter && !res.headersSent) res.setHeader('Retry-After', String(error.retryAfter));
  res.status(http).json({ code: restCode, msg: error.message, data: null, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
}
