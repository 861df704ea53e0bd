import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where uploaded files live. Keys are server-generated relative paths like `2026/11/ab12….png`. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such file (or the key tries to leave the store). */
  open(key: string): Promise<{ stream: ReadStream; size: number } | undefined>;
  /** Whether a file is stored under the key (false for a key that tries to leave the store). */
  exists(key: string): Promise<boolean>;
  /** Deletes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Path on the local disk, when the store is local (image resizing reads it). */
  localPath(key: string): string | undefined;
  /** The directory keys are relative to, when the store is local (files are sent from it). */
  localRoot(): string | undefined;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  localRoot() {
    return this.root;
  }

  localPath(key: string): string | undefined {
    if (!KEY.test(key) || key.includes('..')) return undefined;
    const full = resolve(join(this.root, key));
    return full.startsWith(this.root + sep) ? full : undefined;
  }

  async put(key: string, data: Buffer) {
    const full = this.localPath(key);
    if (!full) throw new Error(`invalid storage key ${key}`);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, data, { flag: 'wx' });
  }

  async exists(key: string) {
    const full = this.localPath(key);
    return Boolean(full && (await stat(full).catch(() => undefined))?.isFile());
  }

  /** Deletes the file (a reader's own, deleted by them); a missing file is no error. */
  async remove(key: string) {
    const full = this.localPath(key);
    if (full) await rm(full, { force: true });
  }

  async open(key: string) {
    const full = this.localPath(key);
    if (!full) return undefined;
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(full), size: info.size };
  }
}
