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
