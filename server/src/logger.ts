import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './core/http/request-id.js';

export type { Logger };

/** Lines written while a request runs carry its id (`reqId`). `destination`: stdout unless given (tests read their lines). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    mixin: () => {
      const id = currentRequestId();
      return id ? { reqId: id } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
