/**
 * Issue 54, S16: a request body sent a byte at a time cannot hold its connection for minutes, and
 * a body that arrives at a real (slow) link's pace is not cut. The floor is scaled down here (a 1 s
 * window) so the test takes seconds; the defaults are in docs/配置参考.md.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection to the portal that sends a JSON POST's headers; the body is the caller's to send. */
function openPost(portal: TestPortal, length: number): Promise<{ socket: Socket; closed: Promise<number>; answer: () => string }> {
  const { hostname, port } = new URL(portal.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST /api/user/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
      const opened = Date.now();
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
      resolve({ socket, closed, answer: () => received });
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

describe('slow request bodies', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ env: { BODY_MIN_BYTES_PER_SECOND: '1024', BODY_RATE_WINDOW_SECONDS: '1' } });
  }, 120_000);
  afterAll(() => portal?.close());

  it('closes a connection whose body comes a byte at a time, within a window or two', async () => {
    const drips = await Promise.all(Array.from({ length: 20 }, () => openPost(portal, 1000)));
    let stop = false;
    const dripping = (async () => {
      while (!stop) {
        for (const { socket } of drips) if (!socket.destroyed) socket.write(' ');
        await sleep(250);
      }
    })();
    const times = await Promise.race([Promise.all(drips.map((drip) => drip.closed)), sleep(8000).then(() => undefined)]);
    stop = true;
    await dripping;
    for (const { socket } of drips) socket.destroy();
    expect(times, 'connections still open after 8 s').toBeDefined();
    for (const time of times!) expect(time).toBeLessThan(4000);
    // Cut, not answered: nobody is waiting on half a body.
    for (const drip of drips) expect(drip.answer()).toBe('');
  });

  it('lets a body through that comes at a slow link’s pace, over several windows', async () => {
    // 24 KiB at 6 KiB/s (4 s, four windows): above the floor of 1 KiB/s, far below any real link.
    const body = JSON.stringify({ username: 'nobody', password: 'x'.repeat(24 * 1024) });
    const post = await openPost(portal, Buffer.byteLength(body));
    for (let at = 0; at < body.length; at += 1536) {
      post.socket.write(body.slice(at, at + 1536));
      await sleep(250);
    }
    for (let i = 0; i < 40 && !post.answer().includes('\r\n\r\n'); i++) await sleep(100);
    post.socket.destroy();
    // An answer came (the login is refused: what matters is that the body was read to its end).
    expect(post.answer()).toMatch(/^HTTP\/1\.1 [24]\d\d/);
    expect(post.answer()).toContain('"code"');
  });
});
