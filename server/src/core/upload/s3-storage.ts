import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { validKey, type ByteRange, type OpenedFile, type Storage, type StoredInfo } from './storage.js';

export interface S3Settings {
  /** Unset for AWS itself; the address of MinIO, Ceph, a cloud's S3-compatible service… otherwise. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's usual chain (environment, instance role…) is asked. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the protocol requires them: S3-compatible stores other than AWS often
    // reject the SDK's default CRC32 trailers on uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Sends of a file's PUT when the connection fails before any answer. */
const PUT_FILE_ATTEMPTS = 3;
/** S3 takes at most this many parts of one object. */
const MAX_PARTS = 10_000;
/** Parts sent at once: memory holds this many parts of a file being uploaded. */
const PARTS_IN_FLIGHT = 2;

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files in a bucket of an S3-compatible object store, under `prefix` (`uploads/`, `private/`), so
 * that every portal instance sees the same files. Keys are checked as the local store checks them.
 */
export class S3Storage implements Storage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
    /** A file larger than this goes up in parts of this size (S3_PART_SIZE_MB; at least 5 MiB, S3's smallest part). */
    private readonly partSize = 16 * 1024 * 1024,
  ) {}

  localRoot() {
    return undefined;
  }

  private objectKey(key: string): string | undefined {
    return validKey(key) ? `${this.prefix}${key}` : undefined;
  }

  private required(key: string): string {
    const objectKey = this.objectKey(key);
    if (!objectKey) throw new Error(`invalid storage key ${key}`);
    return objectKey;
  }

  async put(key: string, data: Buffer) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.required(key), Body: data, ContentLength: data.length }));
  }

  /**
   * A file up to the part size in one PUT, a larger one in parts (a multipart upload, the SDK's
   * Upload): one PUT takes at most 5 GiB, and a backup archive can be larger. Parts are made big
   * enough to stay within S3's 10,000. The SDK sends a part again when its connection fails; a
   * PUT's body is the file streamed, which it does not send again, so a PUT whose connection failed
   * before the store answered is sent again here, the file read anew: a kept-alive connection the
   * store closed just as it was reused answers "socket hang up" (a restore of many files failed so
   * in a CI run).
   */
  async putFile(key: string, path: string) {
    const { size } = await stat(path);
    const partSize = Math.max(this.partSize, Math.ceil(size / MAX_PARTS));
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (size <= partSize) {
          await this.client.send(
            new PutObjectCommand({ Bucket: this.bucket, Key: this.required(key), Body: createReadStream(path), ContentLength: size }),
          );
        } else {
          await new Upload({
            client: this.client,
            params: { Bucket: this.bucket, Key: this.required(key), Body: createReadStream(path) },
            partSize,
            queueSize: PARTS_IN_FLIGHT,
          }).done();
        }
        return;
      } catch (error) {
        // An answer from the store (S3ServiceException: refused, missing bucket…) is final.
        if (attempt >= PUT_FILE_ATTEMPTS || error instanceof S3ServiceException) throw error;
      }
    }
  }

  async stat(key: string): Promise<StoredInfo | undefined> {
    const objectKey = this.objectKey(key);
    if (!objectKey) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string) {
    return Boolean(await this.stat(key));
  }

  async remove(key: string) {
    const objectKey = this.objectKey(key);
    if (objectKey) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    const objectKey = this.objectKey(key);
    if (!objectKey) return undefined;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: objectKey, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // With a range, the whole object's size is the part of Content-Range after the slash.
      const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : object.ContentLength;
      return {
        stream: object.Body as Readable,
        size: total ?? 0,
        modified: object.LastModified ?? new Date(0),
        etag: object.ETag,
      };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  /**
   * The first version of the listing, paged by `Marker` (the last key of the page before: S3 lists
   * in key order): every S3-compatible server has it, while some cannot make the second version's
   * continuation tokens (s3rver encrypts them with DES, which OpenSSL 3 no longer offers).
   */
  async *list(prefix = ''): AsyncIterable<string> {
    let after: string | undefined;
    for (;;) {
      const page = await this.client.send(new ListObjectsCommand({ Bucket: this.bucket, Prefix: `${this.prefix}${prefix}`, Marker: after }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      for (const key of keys) yield key.slice(this.prefix.length);
      if (!page.IsTruncated || keys.length === 0) return;
      after = keys[keys.length - 1];
    }
  }

  async copyToLocal(key: string, path: string) {
    const file = await this.open(key);
    if (!file) return false;
    await pipeline(file.stream, createWriteStream(path));
    return true;
  }
}
