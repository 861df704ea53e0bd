import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * Shutting the HTTP server down without resetting a keep-alive client (issue 11, D14: 3–5
 * ECONNRESET per SIGTERM under load). Node's `server.close()` destroys idle keep-alive sockets at
 * once, so a client that sends its next request on one at that moment gets a reset. Instead:
 *
 * 1. stop listening (new connections are refused: a client knows to try elsewhere);
 * 2. every response from now on carries `Connection: close`, so a busy socket closes cleanly
 *    right after its request, and a client reusing an idle one is answered, then told to go;
 * 3. after `idleGraceMs`, sockets with no request in flight are closed (a client that was about
 *    to reuse one has had time to); after `maxMs`, whatever is left is destroyed.
 */
export function drainableServer(server: Server, options: { idleGraceMs?: number; maxMs?: number } = {}) {
  const { idleGraceMs = 1000, maxMs = 10_000 } = options;
  const inFlight = new Map<Socket, number>();
  let draining = false;

  server.on('connection', (socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    if (draining) res.setHeader('Connection', 'close');
    // Node itself closes a socket after a `Connection: close` response. A response that went out
    // before the drain promised keep-alive: its socket stays until the idle grace, since the client
    // may already be sending the next request on it.
    res.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1));
  });

  const closeIdle = () => {
    for (const [socket, requests] of inFlight) if (requests === 0) socket.end();
  };

  return {
    get draining() {
      return draining;
    },
    /** Resolves once every connection has closed (or was destroyed after `maxMs`). */
    async drain(): Promise<void> {
      if (!server.listening && inFlight.size === 0) return;
      draining = true;
      // net.Server's close: stops listening without http.Server's immediate closeIdleConnections().
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.once('close', () => resolve());
      });
      NetServer.prototype.close.call(server);
      const idleTimer = setTimeout(closeIdle, idleGraceMs);
      const killTimer = setTimeout(() => {
        for (const socket of inFlight.keys()) socket.destroy();
      }, maxMs);
      await closed;
      clearTimeout(idleTimer);
      clearTimeout(killTimer);
    },
  };
}
