import { describe, expect, it, vi } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { BatchedWrites, type BatchWriter } from './batched-writes.js';

const orm = { em: { fork: () => ({}) } } as unknown as MikroORM;
const log = { info: vi.fn(), warn: vi.fn() } as unknown as Logger;

describe('BatchedWrites', () => {
  it('writes every row of a kind in one call per flush, in the order they came, and nothing before', async () => {
    const batches: number[][] = [];
    const write: BatchWriter<number> = async (_em, rows) => void batches.push(rows);
    const writes = new BatchedWrites(orm, log, 60_000);
    writes.add('n', write, 1);
    writes.add('n', write, 2);
    expect(batches).toEqual([]);
    await writes.flush();
    writes.add('n', write, 3);
    await writes.close();
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('writes within the interval without being asked', async () => {
    const written = new Promise<string[]>((resolve) => {
      const writes = new BatchedWrites(orm, log, 10);
      writes.add('s', async (_em, rows: string[]) => resolve(rows), 'a');
    });
    expect(await written).toEqual(['a']);
  });

  it('keeps the rows of a failed write for the next one, before the rows added since, and says so once', async () => {
    let fail = true;
    const batches: string[][] = [];
    const write: BatchWriter<string> = async (_em, rows) => {
      if (fail) throw new Error('database restarting');
      batches.push(rows);
    };
    const writes = new BatchedWrites(orm, log, 60_000);
    writes.add('s', write, 'a');
    await writes.flush();
    writes.add('s', write, 'b');
    await writes.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
    fail = false;
    writes.add('s', write, 'c');
    await writes.close();
    expect(batches).toEqual([['a', 'b', 'c']]);
  });
});
