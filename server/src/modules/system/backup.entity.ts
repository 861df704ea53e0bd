import { BigIntType, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';

export enum BackupKind {
  MANUAL = 'MANUAL',
  SCHEDULED = 'SCHEDULED',
}
export const BACKUP_KIND_NAMES: Record<BackupKind, string> = { MANUAL: '手动', SCHEDULED: '定时' };
registerEnumType(BackupKind, { name: 'BackupKind', description: '手动 / 定时' });

export enum BackupState {
  RUNNING = 'RUNNING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}
export const BACKUP_STATE_NAMES: Record<BackupState, string> = { RUNNING: '进行中', SUCCEEDED: '成功', FAILED: '失败' };
registerEnumType(BackupState, { name: 'BackupState', description: '进行中 / 成功 / 失败' });

/**
 * How the database is dumped: `pg_dump -Fc` (the standard format, when the machine's client tools fit
 * the server) or the portal's own (the applied migrations and each table's rows as COPY text, which
 * any PostgreSQL version reads back; see backup-copy.ts).
 */
export enum BackupFormat {
  PG_DUMP = 'PG_DUMP',
  PORTAL = 'PORTAL',
}
export const BACKUP_FORMAT_NAMES: Record<BackupFormat, string> = { PG_DUMP: 'pg_dump 标准格式', PORTAL: '内置格式' };
registerEnumType(BackupFormat, { name: 'BackupFormat', description: 'pg_dump 标准格式 / 内置格式' });

/** One file of an archive as its manifest lists it. */
export interface ManifestFile {
  /** Path inside the archive: `db.dump`, `db.copy/…`, `uploads/…` or `private/…`. */
  path: string;
  size: number;
  sha256: string;
}

/** A table of a portal-format dump: its rows, COPY text gzipped, in `file`, for these columns in this order. */
export interface CopyTable {
  name: string;
  file: string;
  columns: string[];
}

/** A sequence of a portal-format dump, as `setval(name, lastValue, isCalled)` puts it back. */
export interface CopySequence {
  name: string;
  /** A bigint, kept as text. */
  lastValue: string;
  isCalled: boolean;
}

/**
 * `manifest.json` of an archive (and the row's copy of it). Version 1: a pg_dump archive (the first
 * ones say no `database.format`); version 2: a portal-format one, which an older portal refuses as
 * unknown instead of looking for a db.dump.
 */
export interface BackupManifest {
  format: 'library-portal-backup';
  version: 1 | 2;
  createdAt: string;
  database: {
    format?: BackupFormat;
    serverVersion: string;
    pgDumpVersion?: string;
    /** The migrations applied to the dumped database, in the order they ran (absent in the first archives). */
    migrations?: string[];
    tables?: CopyTable[];
    sequences?: CopySequence[];
  };
  /**
   * The file stores the archive holds whole: `uploads` and, since issue 52, `private` (readers'
   * cloud files). Absent in older archives, which hold the uploads only: a restore of one leaves
   * the readers' files as they are.
   */
  stores?: string[];
  files: ManifestFile[];
}

/**
 * 备份: one archive under `${dataDir}/backups` (a tar of `manifest.json`, the database dump — `db.dump`
 * from `pg_dump -Fc`, or `db.copy/` in the portal's format — and the uploads directory). The table itself is left out of every dump (so a
 * restore keeps the list of backups as it is now): it therefore holds no foreign keys, the creator
 * is kept by name, and its kind and state are text (a native enum type would be dropped by a restore).
 */
@ObjectType({ description: 'A backup of the database and the uploaded files (备份)', simpleResolvers: true })
@Entity({ tableName: 'backup' })
// The list (newest first) and retention (successful scheduled ones, oldest beyond the count).
@Index({ properties: ['createdAt'] })
@Index({ properties: ['kind', 'state', 'createdAt'] })
export class Backup extends BaseEntity<
  'state' | 'format' | 'step' | 'size' | 'fileCount' | 'sha256' | 'manifest' | 'error' | 'finishedAt' | 'createdBy' | 'remoteCopy' | 'remoteError'
> {
  @Field({ description: 'Also the archive file name (without .tar)' })
  @Property({ length: 100, unique: true })
  name!: string;

  @Field(() => BackupKind)
  @Enum({ items: () => BackupKind })
  kind!: BackupKind;

  @Field(() => BackupState)
  @Enum({ items: () => BackupState, default: BackupState.RUNNING })
  state: BackupState = BackupState.RUNNING;

  @Field(() => BackupFormat, { nullable: true, description: 'How the database is dumped; chosen when the backup starts to run' })
  @Enum({ items: () => BackupFormat, nullable: true })
  format?: BackupFormat | null;

  @Field(() => String, { nullable: true, description: 'What a running backup is doing now (导出数据库、计算校验和、打包归档)' })
  @Property({ type: 'text', nullable: true })
  step?: string | null;

  @Field(() => Float, { nullable: true, description: 'Archive size in bytes, once done' })
  @Property({ type: new BigIntType('number'), nullable: true })
  size?: number | null;

  @Field(() => Int, { nullable: true, description: 'Files in the archive besides the manifest' })
  @Property({ type: 'integer', nullable: true })
  fileCount?: number | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 of the whole archive, checked again before a restore' })
  @Property({ length: 64, nullable: true })
  sha256?: string | null;

  /** The archive's manifest (its file list can be long: loaded only when asked for). */
  @Property({ type: 'json', nullable: true, lazy: true })
  manifest?: BackupManifest | null;

  @Field(() => String, { nullable: true, description: 'Why it failed' })
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The administrator who asked for it, or 命令行 for one made with `portal backup`; none for a scheduled one',
  })
  @Property({ length: 100, nullable: true })
  createdBy?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where the copy in the object store is (s3://bucket/backups/<name>.tar), with STORAGE=s3; none before it is made or when it failed',
  })
  @Property({ length: 300, nullable: true })
  remoteCopy?: string | null;

  @Field(() => String, { nullable: true, description: 'Why the copy to the object store failed (the backup itself is kept on the local disk)' })
  @Property({ type: 'text', nullable: true })
  remoteError?: string | null;
}
