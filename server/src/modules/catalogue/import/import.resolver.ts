import { randomBytes } from 'node:crypto';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { actorOf } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { AppError } from '../../../core/errors/app-error.js';
import { UploadScalar } from '../../../core/upload/upload-scalar.js';
import { readLimited } from '../../../core/upload/upload.service.js';
import type { Services } from '../../../core/services.js';
import { BatchNumber } from '../batch-number.entity.js';
import { ResourceKind } from '../resource-kind.js';
import { Supplier } from '../supplier.entity.js';
import type { Actor } from '../../../core/audit/audit.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ImportRun, JobState } from './import-run.entity.js';
import { queueImport, type ImportResult } from './import.job.js';
import { parseImportFile } from './parse-import-file.js';

@ObjectType({ simpleResolvers: true })
export class ImportProblem {
  @Field(() => Int, { description: 'Spreadsheet row, or record number in a MARC file' })
  row!: number;

  @Field({ nullable: true })
  field?: string;

  @Field()
  message!: string;
}

@ObjectType({ description: 'A batch import and its per-row report', simpleResolvers: true })
export class ResourceImport {
  @Field(() => ID)
  id!: number;

  @Field()
  fileName!: string;

  @Field(() => ResourceKind)
  kind!: ResourceKind;

  @Field(() => JobState)
  state!: JobState;

  @Field(() => Int)
  progress!: number;

  @Field({ nullable: true })
  message?: string;

  @Field({ nullable: true, description: 'Why the import stopped, when it failed' })
  error?: string;

  @Field(() => Int, { nullable: true, description: 'Rows read (once done)' })
  total?: number;

  @Field(() => Int, { nullable: true })
  created?: number;

  @Field(() => [ImportProblem])
  rejected!: ImportProblem[];

  @Field(() => [ImportProblem])
  warnings!: ImportProblem[];

  @Field(() => Int)
  moreProblems!: number;

  @Field()
  createdAt!: Date;

  @Field({ nullable: true })
  finishedAt?: Date;
}

function toImport(run: ImportRun): ResourceImport {
  const result = (run.result ?? undefined) as ImportResult | undefined;
  return {
    id: run.id,
    fileName: run.fileName,
    kind: run.kind,
    state: run.state,
    progress: run.progress,
    message: run.message ?? undefined,
    error: run.error ?? undefined,
    total: result?.total,
    created: result?.created,
    rejected: result?.rejected ?? [],
    warnings: result?.warnings ?? [],
    moreProblems: result?.moreProblems ?? 0,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt ?? undefined,
  };
}

export interface StartImport {
  data: Buffer;
  fileName: string;
  kind: ResourceKind;
  supplierId?: string | null;
  batchId?: string | null;
  onShelf?: boolean | null;
}

/**
 * Checks the file now (an unreadable file is refused at once, with the reason), keeps it, and
 * queues the import; the rows are saved in the background with progress.
 */
export async function startImport(services: Services, em: EntityManager, actor: Actor, input: StartImport): Promise<ResourceImport> {
  if (!Object.values(ResourceKind).includes(input.kind)) throw AppError.badInput('kind', '资源类型无效');
  const supplierId = input.supplierId ? parseId(input.supplierId, 'supplierId') : undefined;
  const batchId = input.batchId ? parseId(input.batchId, 'batchId') : undefined;
  if (supplierId && !(await em.count(Supplier, { id: supplierId }))) throw AppError.badInput('supplierId', '供应商不存在');
  if (batchId && !(await em.count(BatchNumber, { id: batchId }))) throw AppError.badInput('batchId', '批次号不存在');
  const outcome = await parseImportFile(input.data, input.fileName, input.kind);
  if (outcome.total === 0) throw AppError.badInput('file', '文件中没有可导入的记录');
  const now = new Date();
  const key = `imports/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${randomBytes(12).toString('hex')}`;
  await services.storage.put(key, input.data);
  const run = await em.transactional(async (tx) => {
    const created = tx.create(ImportRun, {
      fileName: input.fileName.slice(0, 200),
      kind: input.kind,
      fileKey: key,
      target: { supplierId, batchId, onShelf: input.onShelf ?? true },
      actor,
    });
    await tx.flush();
    await queueImport(tx, created);
    return created;
  });
  return toImport(run);
}

@Resolver()
export class ImportResolver {
  @Roles('ADMIN')
  @Mutation(() => ResourceImport, {
    description: 'Batch import from a spreadsheet (CSV/XLSX) or MARC records (ISO 2709, MARCXML; MARC 21 or CNMARC)',
  })
  async importResources(
    @Ctx() ctx: Context,
    @Arg('file', () => UploadScalar) upload: Promise<FileUpload>,
    @Arg('kind', () => ResourceKind, { description: 'The kind of rows that do not give theirs' }) kind: ResourceKind,
    @Arg('supplierId', () => ID, { nullable: true }) supplierId?: string,
    @Arg('batchId', () => ID, { nullable: true }) batchId?: string,
    @Arg('onShelf', { nullable: true }) onShelf?: boolean,
  ) {
    const actor = actorOf(ctx);
    const data = await readLimited(upload, ctx.services.config.upload.maxFileSize);
    return startImport(ctx.services, ctx.em, actor, { data, fileName: (await upload).filename, kind, supplierId, batchId, onShelf });
  }

  @Roles('ADMIN')
  @Query(() => ResourceImport)
  async resourceImport(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    const run = await ctx.em.findOne(ImportRun, parseId(id));
    if (!run) throw AppError.notFound();
    return toImport(run);
  }

  @Roles('ADMIN')
  @Query(() => [ResourceImport], { description: 'Recent imports, newest first' })
  async resourceImports(@Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 20 }) limit: number) {
    const runs = await ctx.em.find(ImportRun, {}, { orderBy: { id: 'DESC' }, limit: Math.min(Math.max(limit, 1), 100) });
    return runs.map(toImport);
  }
}
