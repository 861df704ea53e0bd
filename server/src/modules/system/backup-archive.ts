import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create, extract, replace } from 'tar';
import { BackupFormat, type BackupManifest, type ManifestFile } from './backup.entity.js';

export const MANIFEST = 'manifest.json';
export const DUMP = 'db.dump';
export const UPLOADS = 'uploads';
/** Readers' own files (读者云盘, the `private` store): archived since issue 52, as `private/…`. */
export const PRIVATE = 'private';

/** An archive that is not what its manifest (or its row) says: refused before anything is restored. */
export class CorruptBackupError extends Error {}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Every regular file under `root`, as paths relative to it with `/` separators (symbolic links are not followed). */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(join(dir, entry.name), relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  await walk(root, '');
  return found;
}

async function describe(path: string, archivePath: string): Promise<ManifestFile> {
  const [info, sha256] = await Promise.all([stat(path), sha256File(path)]);
  return { path: archivePath, size: info.size, sha256 };
}

export interface WrittenArchive {
  manifest: BackupManifest;
  size: number;
  sha256: string;
}

/** The dump's format as its manifest says (the first archives, pg_dump ones, say none). */
export const formatOf = (manifest: BackupManifest): BackupFormat => manifest.database.format ?? BackupFormat.PG_DUMP;

/**
 * Writes `archivePath`: a tar of `manifest.json`, the dump (`dumpFiles` under `workDir`: `db.dump`,
 * or `db.copy/…` in the portal's format), every file under `uploadsRoot` as `uploads/…` and under
 * `privateRoot` as `private/…`, the manifest listing each with its size and SHA-256 (and, in
 * `stores`, which stores the archive holds whole, so that a restore knows one absent from an older
 * archive from one that was empty). Files added to the uploads while this runs are
 * left out (only the listed ones are archived); one removed meanwhile fails the backup rather than
 * leave an archive that does not match its manifest.
 */
export async function writeArchive(options: {
  workDir: string;
  archivePath: string;
  dumpFiles: string[];
  uploadsRoot?: string;
  privateRoot?: string;
  database: BackupManifest['database'];
  onStep?: (step: string) => Promise<unknown>;
}): Promise<WrittenArchive> {
  const { workDir, archivePath } = options;
  await options.onStep?.('计算校验和');
  const stores = [
    { prefix: UPLOADS, root: options.uploadsRoot },
    { prefix: PRIVATE, root: options.privateRoot },
  ].filter((store): store is { prefix: string; root: string } => Boolean(store.root));
  const listed = await Promise.all(stores.map(async (store) => ({ ...store, files: await listFiles(store.root) })));
  const files: ManifestFile[] = [];
  for (const file of options.dumpFiles) files.push(await describe(join(workDir, file), file));
  for (const store of listed) {
    for (const file of store.files) files.push(await describe(join(store.root, file), posix.join(store.prefix, file)));
  }
  const manifest: BackupManifest = {
    format: 'library-portal-backup',
    version: options.database.format === BackupFormat.PORTAL ? 2 : 1,
    createdAt: new Date().toISOString(),
    database: options.database,
    stores: listed.map((store) => store.prefix),
    files,
  };
  await writeFile(join(workDir, MANIFEST), JSON.stringify(manifest, null, 2));

  await options.onStep?.('打包归档');
  const partial = `${archivePath}.part`;
  await create({ file: partial, cwd: workDir, portable: true, strict: true }, [MANIFEST, ...options.dumpFiles]);
  // Appended from each store's directory itself (no copy), under its prefix; in chunks, so the argument list stays bounded.
  for (const store of listed) {
    for (let i = 0; i < store.files.length; i += 1000) {
      await replace({ file: partial, cwd: store.root, prefix: store.prefix, portable: true, strict: true }, store.files.slice(i, i + 1000));
    }
  }
  await rename(partial, archivePath);
  const [info, sha256] = await Promise.all([stat(archivePath), sha256File(archivePath)]);
  return { manifest, size: info.size, sha256 };
}

/** db.dump, db.copy/<table file> (COPY_DIR), uploads/… or private/…: nothing else unpacks. */
const SAFE_PATH = /^(db\.dump|db\.copy\/[^/\0]+|uploads\/[^\0]+|private\/[^\0]+)$/;

function parseManifest(raw: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(raw) as BackupManifest;
  } catch {
    throw new CorruptBackupError('备份文件已损坏：manifest.json 不是有效的 JSON，已拒绝恢复');
  }
  if (
    manifest?.format !== 'library-portal-backup' ||
    (manifest.version !== 1 && manifest.version !== 2) ||
    !Array.isArray(manifest.files) ||
    typeof manifest.database !== 'object'
  ) {
    throw new CorruptBackupError('备份文件无法识别：manifest.json 不是本系统的备份清单，已拒绝恢复');
  }
  for (const file of manifest.files) {
    if (typeof file?.path !== 'string' || !SAFE_PATH.test(file.path) || file.path.split('/').includes('..')) {
      throw new CorruptBackupError('备份文件已损坏：清单中有无效的文件路径，已拒绝恢复');
    }
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  if (formatOf(manifest) === BackupFormat.PG_DUMP) {
    if (!listed.has(DUMP)) throw new CorruptBackupError('备份文件已损坏：缺少数据库导出 db.dump，已拒绝恢复');
    return manifest;
  }
  const { tables, sequences, migrations } = manifest.database;
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (
    manifest.version !== 2 ||
    formatOf(manifest) !== BackupFormat.PORTAL ||
    !strings(migrations) ||
    !Array.isArray(sequences) ||
    !Array.isArray(tables) ||
    !tables.every((table) => typeof table?.name === 'string' && strings(table.columns) && listed.has(table.file))
  ) {
    throw new CorruptBackupError('备份文件已损坏：清单中的数据库导出（内置格式）不完整，已拒绝恢复');
  }
  return manifest;
}

/**
 * Unpacks `archivePath` into `destDir` (regular files and directories only; node-tar keeps entries
 * inside it) and checks every file against the manifest: the same set of files, each with its size
 * and SHA-256. Answers the manifest; throws CorruptBackupError, with the reason in Chinese, otherwise.
 */
export async function extractVerified(archivePath: string, destDir: string): Promise<BackupManifest> {
  await mkdir(destDir, { recursive: true });
  try {
    await extract({
      file: archivePath,
      cwd: destDir,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new CorruptBackupError(`备份文件已损坏，无法解包（${(error as Error).message}），已拒绝恢复`);
  }
  const raw = await readFile(join(destDir, MANIFEST), 'utf8').catch(() => undefined);
  if (raw === undefined) throw new CorruptBackupError('备份文件已损坏：缺少清单 manifest.json，已拒绝恢复');
  const manifest = parseManifest(raw);

  const listed = new Set(manifest.files.map((file) => file.path));
  const present = (await listFiles(destDir)).filter((path) => path !== MANIFEST);
  const extra = present.find((path) => !listed.has(path));
  if (extra) throw new CorruptBackupError(`备份文件已损坏：${extra} 不在清单中，已拒绝恢复`);
  for (const file of manifest.files) {
    const path = join(destDir, file.path);
    const info = await lstat(path).catch(() => undefined);
    if (!info?.isFile()) throw new CorruptBackupError(`备份文件已损坏：缺少 ${file.path}，已拒绝恢复`);
    if (info.size !== file.size || (await sha256File(path)) !== file.sha256) {
      throw new CorruptBackupError(`备份文件已损坏：${file.path} 的校验和与清单不一致，已拒绝恢复`);
    }
  }
  return manifest;
}
