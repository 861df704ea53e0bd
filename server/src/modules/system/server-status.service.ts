import { readFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { Services } from '../../core/services.js';
import { pgTools } from './backup-tools.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

@ObjectType({ simpleResolvers: true })
export class QueueStatus {
  @Field()
  name!: string;

  @Field(() => Int, { description: 'Waiting (deferred included)' })
  queued!: number;

  @Field(() => Int)
  active!: number;

  @Field(() => Int, { description: 'Failed for good and kept' })
  failed!: number;
}

@ObjectType({ description: '服务器管理: the process, the machine, the data directory, the database and the job queue', simpleResolvers: true })
export class ServerStatus {
  @Field({ description: 'The portal’s version' })
  version!: string;

  @Field()
  nodeVersion!: string;

  @Field()
  platform!: string;

  @Field()
  hostname!: string;

  @Field(() => Float, { description: 'Seconds since this process started' })
  uptimeSeconds!: number;

  @Field(() => Float, { description: 'Seconds since the machine started' })
  hostUptimeSeconds!: number;

  @Field(() => Int)
  cpuCount!: number;

  @Field(() => [Float], { description: 'Load averages over 1, 5 and 15 minutes' })
  loadAverage!: number[];

  @Field(() => Float, { description: 'Bytes of memory the process holds (RSS)' })
  processMemory!: number;

  @Field(() => Float)
  heapUsed!: number;

  @Field(() => Float)
  memoryTotal!: number;

  @Field(() => Float)
  memoryFree!: number;

  @Field({ description: 'The data directory (uploads, backups)' })
  dataDir!: string;

  @Field(() => Float)
  diskTotal!: number;

  @Field(() => Float, { description: 'Bytes available to the portal on the data directory’s disk' })
  diskFree!: number;

  @Field()
  databaseVersion!: string;

  @Field(() => Float)
  databaseSize!: number;

  @Field(() => Int, { description: 'Connections to the portal’s database now' })
  databaseConnections!: number;

  @Field(() => Int, { description: 'The server’s max_connections' })
  maxConnections!: number;

  @Field({ description: 'Which format backups use here and why (pg_dump, or the portal’s own when pg_dump is missing or too old)' })
  backupFormatNote!: string;

  @Field(() => [QueueStatus])
  queues!: QueueStatus[];

  @Field(() => Int)
  jobsQueued!: number;

  @Field(() => Int)
  jobsFailed!: number;

  @Field()
  checkedAt!: Date;
}

interface DatabaseRow {
  version: string;
  size: string;
  connections: string;
  max_connections: string;
}

export async function serverStatus(services: Services): Promise<ServerStatus> {
  const dataDir = services.config.dataDir;
  const [disk, [database], queues, tools] = await Promise.all([
    statfs(dataDir),
    services.orm.em.getConnection().execute<DatabaseRow[]>(
      `select current_setting('server_version') as version, pg_database_size(current_database()) as size,
        (select count(*) from pg_stat_activity where datname = current_database()) as connections,
        current_setting('max_connections') as max_connections`,
    ),
    services.jobs.queueCounts(),
    pgTools(services),
  ]);
  const memory = process.memoryUsage();
  return {
    version: VERSION,
    nodeVersion: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    hostname: os.hostname(),
    uptimeSeconds: Math.round(process.uptime()),
    hostUptimeSeconds: Math.round(os.uptime()),
    cpuCount: os.availableParallelism(),
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    processMemory: memory.rss,
    heapUsed: memory.heapUsed,
    memoryTotal: os.totalmem(),
    memoryFree: os.freemem(),
    dataDir,
    diskTotal: disk.blocks * disk.bsize,
    diskFree: disk.bavail * disk.bsize,
    databaseVersion: database.version,
    databaseSize: Number(database.size),
    databaseConnections: Number(database.connections),
    maxConnections: Number(database.max_connections),
    backupFormatNote: tools.formatNote,
    queues,
    jobsQueued: queues.reduce((sum, queue) => sum + queue.queued, 0),
    jobsFailed: queues.reduce((sum, queue) => sum + queue.failed, 0),
    checkedAt: new Date(),
  };
}
