import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { AppError } from '../errors/app-error.js';

/**
 * A refusal of the whole GraphQL request before any resolver runs, with the HTTP status of its code
 * (Apollo reads `extensions.http`; the error formatter answers the AppError's own extensions).
 */
export function refuseRequest(error: AppError): GraphQLError {
  const status = Number(error.extensions.status) || 400;
  return new GraphQLError(error.message, { originalError: error, extensions: { ...error.extensions, http: { status } } });
}

/**
 * Answers a request on /graphql that never reached Apollo (a body that is not JSON or too large, a
 * refused multipart upload) in the GraphQL error shape, with its HTTP status.
 */
export function sendGraphQLError(res: Response, error: AppError, status = Number(error.extensions.status) || 400): void {
  res.status(status).json({ errors: [{ message: error.message, extensions: error.extensions }] });
}
