import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** What the store knows of a file without reading it. */
export interface StoredInfo {
  size: number;
  modified: Date;
  /** The store's own validator (S3's ETag), when it has one. */
  etag?: string;
}

/** Bytes `start`…`end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedFile extends StoredInfo {
  stream: Readable;
}

/**
 * Where uploaded files live. Keys are server-generated relative paths like `2026/11/ab12….png`.
 * Local disk (the default) or an S3-compatible object store; callers go through this interface only,
 * so several portal instances can share one object store.
 */
export interface Storage {
  /** Stores the bytes under a new key (local: an existing file is an error; keys are generated). */
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file from the local disk (ffmpeg's outputs, a restored backup), without reading it into memory. */
  putFile(key: string, path: string): Promise<void>;
  /** undefined when there is no such file (or the key tries to leave the store); `size` is the whole file's. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | undefined>;
  /** undefined when there is no such file (or the key tries to leave the store). */
  stat(key: string): Promise<StoredInfo | undefined>;
  /** Whether a file is stored under the key (false for a key that tries to leave the store). */
  exists(key: string): Promise<boolean>;
  /** Deletes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Every key under `prefix` (all when empty), in no promised order. */
  list(prefix?: string): AsyncIterable<string>;
  /** Writes the file to `path` on the local disk for tools that need one (ffmpeg); false when there is none. */
  copyToLocal(key: string, path: string): Promise<boolean>;
  /** The directory keys are relative to when the store is local: files are sent from it directly (sendFile). */
  localRoot(): string | undefined;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Whether a key may name a file in a store: no absolute paths, no `..`, nothing but plain characters. */
export const validKey = (key: string) => KEY.test(key) && !key.includes('..') && !key.split('/').includes('');

/** The whole file, or undefined when there is none (images for sharp, a poster's cover). */
export async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  const file = await storage.open(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  localRoot() {
    return this.root;
  }

  /** The file's path under the root, or undefined for a key that would leave it. */
  private pathOf(key: string): string | undefined {
    if (!validKey(key)) return undefined;
    const full = resolve(join(this.root, key));
    return full.startsWith(this.root + sep) ? full : undefined;
  }

  private async target(key: string) {
    const full = this.pathOf(key);
    if (!full) throw new Error(`invalid storage key ${key}`);
    await mkdir(dirname(full), { recursive: true });
    return full;
  }

  async put(key: string, data: Buffer) {
    await writeFile(await this.target(key), data, { flag: 'wx' });
  }

  async putFile(key: string, path: string) {
    await copyFile(path, await this.target(key));
  }

  async stat(key: string): Promise<StoredInfo | undefined> {
    const full = this.pathOf(key);
    const info = full ? await stat(full).catch(() => undefined) : undefined;
    return info?.isFile() ? { size: info.size, modified: info.mtime } : undefined;
  }

  async exists(key: string) {
    return Boolean(await this.stat(key));
  }

  /** Deletes the file (a reader's own, deleted by them); a missing file is no error. */
  async remove(key: string) {
    const full = this.pathOf(key);
    if (full) await rm(full, { force: true });
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    return { ...info, stream: createReadStream(this.pathOf(key)!, range) };
  }

  async *list(prefix = ''): AsyncIterable<string> {
    const walk = async function* (dir: string, relative: string): AsyncIterable<string> {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk(join(dir, entry.name), key);
        else if (entry.isFile() && key.startsWith(prefix)) yield key;
      }
    };
    yield* walk(this.root, '');
  }

  async copyToLocal(key: string, path: string) {
    const full = this.pathOf(key);
    if (!full || !(await this.stat(key))) return false;
    await copyFile(full, path);
    return true;
  }
}
