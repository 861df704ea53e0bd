import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './core/http/request-id.js';
import { maskDeep } from './core/personal-data.js';

export type { Logger };

/**
 * An error as a log line carries it (pino's own serializer: type, message, stack, its properties and
 * causes), with the personal data in any of its texts masked (core/personal-data.ts): a failed
 * statement's message and detail hold the values it was given, a reader's phone or ID number among them:
 * those values are replaced by `?` (issue 54, S17), and personal data anywhere else in the error masked.
 */
const maskedError = (error: unknown) => maskDeep(error instanceof Error ? stdSerializers.err(error) : error);

/** Lines written while a request runs carry its id (`reqId`). `destination`: stdout unless given (tests read their lines). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    serializers: { err: maskedError, error: maskedError },
    mixin: () => {
      const id = currentRequestId();
      return id ? { reqId: id } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
