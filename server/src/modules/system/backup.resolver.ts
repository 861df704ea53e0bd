import { stat } from 'node:fs/promises';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { parseId } from '../../core/crud/ids.js';
import { assertPaging, createPageType, DEFAULT_PAGE_SIZE } from '../../core/crud/page.js';
import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import { currentRestore, RestoreProgress, startRestore } from './backup-restore.js';
import { describeSchedule } from './backup-schedule.js';
import { pgTools } from './backup-tools.js';
import { Backup, BackupFormat, BackupState } from './backup.entity.js';
import { archivePath, removeBackup, startBackup } from './backup.service.js';

const BackupPage = createPageType(Backup, 'BackupPage');

@ObjectType({ description: 'What the backup screen needs besides the list: the format backups use here, the schedule, the latest restore' })
export class BackupOverview {
  @Field({
    description:
      'pg_dump and pg_restore are there and not older than the server (else backups use the portal format, and pg_dump backups cannot be restored)',
  })
  available!: boolean;

  @Field(() => String, { nullable: true, description: 'Why pg_dump cannot be used here' })
  problem?: string;

  @Field(() => BackupFormat, { description: 'The format new backups are made in' })
  format!: BackupFormat;

  @Field({ description: 'Which format backups use and why, e.g. 未找到 pg_dump，使用内置备份格式' })
  formatNote!: string;

  @Field(() => String, { nullable: true })
  pgDumpVersion?: string;

  @Field()
  serverVersion!: string;

  @Field(() => String, { nullable: true, description: 'BACKUP_CRON (on the library clock, `timeZone`); none when scheduled backups are off' })
  schedule?: string;

  @Field(() => String, { nullable: true, description: 'The schedule in words, e.g. 每天 02:30（Asia/Shanghai）; none when off' })
  scheduleText?: string;

  @Field({ description: "LIBRARY_TIME_ZONE: the library's time zone, in which the schedule runs and the screen shows times" })
  timeZone!: string;

  @Field(() => Int, { description: 'BACKUP_KEEP: successful scheduled backups kept' })
  keep!: number;

  @Field(() => RestoreProgress, { nullable: true, description: 'The latest restore since the portal started' })
  restore?: RestoreProgress;
}

/** Where each backup's archive is: the list shows the copies (本机, and the object store's: `remoteCopy`). */
@Resolver(() => Backup)
export class BackupCopiesResolver {
  @FieldResolver(() => Boolean, { description: 'The archive is on the local disk (under DATA_DIR/backups)' })
  async localCopy(@Root() backup: Backup, @Ctx() ctx: Context): Promise<boolean> {
    if (backup.state !== BackupState.SUCCEEDED) return false;
    return (await stat(archivePath(ctx.services, backup)).catch(() => undefined))?.isFile() ?? false;
  }
}

@Resolver()
export class BackupResolver {
  @Roles('ADMIN')
  @Query(() => BackupPage, { description: '备份管理: backups, newest first' })
  async backups(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ) {
    assertPaging(page, pageSize);
    const [items, total] = await ctx.em.findAndCount(
      Backup,
      {},
      { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items, total, page, pageSize, totalCapped: false };
  }

  @Roles('ADMIN')
  @Query(() => BackupOverview)
  async backupOverview(@Ctx() ctx: Context): Promise<BackupOverview> {
    const tools = await pgTools(ctx.services);
    const restore = currentRestore(ctx.services);
    const cron = ctx.services.config.backup.cron;
    return {
      available: !tools.problem,
      problem: tools.problem,
      format: tools.format,
      formatNote: tools.formatNote,
      pgDumpVersion: tools.clientVersion,
      serverVersion: tools.serverVersion,
      schedule: cron,
      scheduleText: cron ? describeSchedule(cron, LIBRARY_TIME_ZONE) : undefined,
      timeZone: LIBRARY_TIME_ZONE,
      keep: ctx.services.config.backup.keep,
      restore: restore ? { ...restore } : undefined,
    };
  }

  @Roles('ADMIN')
  @Mutation(() => Backup, { description: '立即备份: the backup runs in the background; poll `backups` for its state' })
  createBackup(@Ctx() ctx: Context) {
    return startBackup(ctx.services, ctx.em, actorOf(ctx));
  }

  @Roles('ADMIN')
  @Mutation(() => Boolean, { description: 'Deletes a backup: its archive and its row' })
  removeBackup(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return removeBackup(ctx.services, ctx.em, actorOf(ctx), parseId(id));
  }

  @Roles('ADMIN')
  @Mutation(() => RestoreProgress, {
    description:
      "恢复: replaces the database and the uploaded files with the backup's. `confirmation` is the backup's name or 确认恢复. " +
      'The archive is checked first; then the portal answers 503 until done (progress: GET /api/admin/backup/restore-status)',
  })
  restoreBackup(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('confirmation') confirmation: string) {
    return startRestore(ctx.services, ctx.em, actorOf(ctx), parseId(id), confirmation);
  }
}
