import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger.js';
import { BackgroundWork } from './background-work.js';

const log = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };

/** A task that runs until released, noting when it starts. */
function gate(started: string[], key: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => (started.push(key), done), release };
}

describe('BackgroundWork', () => {
  it('runs one task at a time, in the order offered, and a key once while it is queued or running', async () => {
    const started: string[] = [];
    const work = new BackgroundWork(log(), { maxPending: 10, restRatio: 0 });
    const a = gate(started, 'a');
    const b = gate(started, 'b');
    expect(work.offer('a', a.task)).toBe(true);
    expect(work.offer('b', b.task)).toBe(true);
    expect(work.offer('b', b.task)).toBe(false);
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(work.offer('a', a.task)).toBe(false);
    a.release();
    await vi.waitFor(() => expect(started).toEqual(['a', 'b']));
    b.release();
    await work.idle();
    // Done: the key may be offered again.
    expect(work.offer('a', async () => void started.push('a again'))).toBe(true);
    await work.idle();
    expect(started).toEqual(['a', 'b', 'a again']);
  });

  it('runs tasks outside the context of the request that offered them (its statement count is not theirs)', async () => {
    const request = new AsyncLocalStorage<string>();
    const work = new BackgroundWork(log(), { maxPending: 10, restRatio: 0 });
    const seen: Array<string | undefined> = [];
    request.run('request 1', () => work.offer('a', async () => void seen.push(request.getStore())));
    await work.idle();
    expect(seen).toEqual([undefined]);
  });

  it('refuses work beyond maxPending waiting tasks', async () => {
    const started: string[] = [];
    const work = new BackgroundWork(log(), { maxPending: 2, restRatio: 0 });
    const first = gate(started, '1');
    work.offer('1', first.task);
    await Promise.resolve();
    expect(work.offer('2', async () => undefined)).toBe(true);
    expect(work.offer('3', async () => undefined)).toBe(true);
    expect(work.offer('4', async () => undefined)).toBe(false);
    first.release();
    await work.idle();
  });

  it('logs a failed task and goes on with the next', async () => {
    const logger = log();
    const work = new BackgroundWork(logger, { maxPending: 10, restRatio: 0 });
    let ran = false;
    work.offer('bad', async () => {
      throw new Error('boom');
    });
    work.offer('good', async () => void (ran = true));
    await work.idle();
    expect(ran).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ key: 'bad' }), 'background task failed');
  });

  it('rests restRatio times a task’s duration before the next', async () => {
    const work = new BackgroundWork(log(), { maxPending: 10, restRatio: 3 });
    const at: number[] = [];
    work.offer('a', async () => {
      at.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
    work.offer('b', async () => void at.push(performance.now()));
    await work.idle();
    // 40 ms of work, then at least 120 ms of rest.
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(155);
  });

  it('on close, drops what waits, ends a rest, waits for the running task and refuses more', async () => {
    const started: string[] = [];
    const work = new BackgroundWork(log(), { maxPending: 10, restRatio: 1000 });
    const running = gate(started, 'running');
    work.offer('running', running.task);
    work.offer('waiting', async () => void started.push('waiting'));
    await Promise.resolve();
    let closed = false;
    const closing = work.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    running.release();
    await closing;
    expect(started).toEqual(['running']);
    expect(work.offer('late', async () => undefined)).toBe(false);
  });
});
