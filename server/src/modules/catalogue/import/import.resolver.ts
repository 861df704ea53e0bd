import { randomBytes } from 'node:crypto';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../context.js';
import { actorOf } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { enqueueJob } from '../../../core/jobs/job-queue.js';
import { Job, JobState } from '../../../core/jobs/job.entity.js';
import { AppError } from '../../../core/errors/app-error.js';
import { readLimited } from '../../../core/upload/upload.service.js';
import type { Services } from '../../../services.js';
import { BatchNumber } from '../batch-number.entity.js';
import { ResourceKind } from '../resource-kind.js';
import { Supplier } from '../supplier.entity.js';
import type { Actor } from '../../../core/audit/audit.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RESOURCE_IMPORT_JOB, type ImportPayload, type ImportResult } from './import.job.js';
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

function toImport(job: Job): ResourceImport {
  const payload = job.payload as unknown as ImportPayload;
  const result = (job.result ?? undefined) as unknown as ImportResult | undefined;
  return {
    id: job.id, fileName: payload.fileName, kind: payload.kind, state: job.state, progress: job.progress, message: job.message ?? undefined,
    error: job.error ?? undefined, total: result?.total, created: result?.created, rejected: result?.rejected ?? [], warnings: result?.warnings ?? [],
    moreProblems: result?.moreProblems ?? 0, createdAt: job.createdAt, finishedAt: job.finishedAt ?? undefined,
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
  const payload: ImportPayload = { key, fileName: input.fileName.slice(0, 200), kind: input.kind, target: { supplierId, batchId, onShelf: input.onShelf ?? true }, actor };
  const job = await enqueueJob(em, RESOURCE_IMPORT_JOB, payload as never, { maxAttempts: 2 });
  return toImport(job);
}

@Resolver()
export class ImportResolver {
  @Roles('ADMIN')
  @Mutation(() => ResourceImport, { description: 'Batch import from a spreadsheet (CSV/XLSX) or MARC records (ISO 2709, MARCXML; MARC 21 or CNMARC)' })
  async importResources(
    @Ctx() ctx: Context,
    @Arg('file', () => GraphQLUpload) upload: Promise<FileUpload>,
    @Arg('kind', () => ResourceKind, { description: 'The kind of rows that do not give theirs' }) kind: ResourceKind,
    @Arg('supplierId', () => ID, { nullable: true }) supplierId?: string,
    @Arg('batchId', () => ID, { nullable: true }) batchId?: string,
    @Arg('onShelf', { nullable: true }) onShelf?: boolean,
  ) {
    const actor = actorOf(ctx);
    const file = await upload;
    const data = await readLimited(() => file.createReadStream(), ctx.services.config.upload.maxFileSize);
    return startImport(ctx.services, ctx.em, actor, { data, fileName: file.filename, kind, supplierId, batchId, onShelf });
  }

  @Roles('ADMIN')
  @Query(() => ResourceImport)
  async resourceImport(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    const job = await ctx.em.findOne(Job, { id: parseId(id), type: RESOURCE_IMPORT_JOB });
    if (!job) throw AppError.notFound();
    return toImport(job);
  }

  @Roles('ADMIN')
  @Query(() => [ResourceImport], { description: 'Recent imports, newest first' })
  async resourceImports(@Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 20 }) limit: number) {
    const jobs = await ctx.em.find(Job, { type: RESOURCE_IMPORT_JOB }, { orderBy: { id: 'DESC' }, limit: Math.min(Math.max(limit, 1), 100) });
    return jobs.map(toImport);
  }
}
