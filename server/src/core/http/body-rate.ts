import type { RequestHandler } from 'express';
import type { Logger } from '../../logger.js';

export interface BodyRateOptions {
  /** The fewest bytes of body a sender must deliver per second, on average over each window; 0: no floor. */
  minBytesPerSecond: number;
  /** How long each window is (ms). */
  windowMs: number;
}

/**
 * A floor under the rate at which a request's body arrives (issue 54, S16). Node's own timeouts
 * bound a request's whole time (`requestTimeout`), which must leave room for a real upload on a
 * slow link (50 MiB at 1 Mbit/s is 7 minutes), so on their own they let a body sent a byte every
 * few seconds hold its connection for that long: 400 such connections were all still open after
 * 110 s. Here each request with a body is looked at once per window: a sender that delivered
 * fewer than `minBytesPerSecond × window` bytes in it has its connection closed. A window in
 * which the portal itself was not reading (the body waits in the request's buffer, e.g. behind a
 * slow store) never counts against the sender.
 */
export function bodyRateFloor(options: BodyRateOptions, log: Logger): RequestHandler {
  const perWindow = (options.minBytesPerSecond * options.windowMs) / 1000;
  return (req, res, next) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || perWindow <= 0 || req.complete) return next();
    const socket = req.socket;
    let last = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) return stop();
      const read = socket.bytesRead;
      const waitingOnUs = req.readableLength > 0 || socket.readableLength > 0;
      if (!waitingOnUs && read - last < perWindow) {
        log.warn(
          { received: read - last, windowMs: options.windowMs, minBytesPerSecond: options.minBytesPerSecond },
          'request body too slow: connection closed',
        );
        stop();
        socket.destroy();
        return;
      }
      last = read;
    }, options.windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
    res.once('close', stop);
    next();
  };
}
