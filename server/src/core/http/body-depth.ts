import type { NextFunction, Request, Response } from 'express';
import { AppError, MESSAGES } from '../errors/app-error.js';

/**
 * How deep a request body's arrays and objects may nest (issue 54, S7). Real input nests a few
 * levels (a survey's answers: 4); a body nested thousands deep made every recursive walk after the
 * parser (the null-byte check, GraphQL's coercion) overflow the stack, a 500 without login.
 */
export const MAX_BODY_DEPTH = 32;

/** True when `value` nests deeper than `max` levels; iterative, so any depth is measured safely. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** After a JSON parser: a body nested deeper than MAX_BODY_DEPTH is refused with 400 before anything reads it. */
export function refuseDeepBodies(req: Request, _res: Response, next: NextFunction) {
  if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) return next(AppError.badRequest(MESSAGES.tooDeep));
  next();
}
