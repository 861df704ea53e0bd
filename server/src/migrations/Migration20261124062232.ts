import { Migration } from '@mikro-orm/migrations';

/**
 * Background jobs move to pg-boss (its own `pgboss` schema, installed when the queue starts):
 * the hand-written `job` table goes. Imports keep their progress and report in `import_run`
 * (same ids, so links to an import still work); jobs unfinished at the upgrade are not carried
 * over, so the imports and video conversions they stood for are marked failed with the reason.
 * Rate-limit counters get the table of rate-limiter-flexible's PostgreSQL store.
 */
export class Migration20261124062232 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "import_run" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "file_name" varchar(200) not null, "kind" "resource_kind" not null, "file_key" varchar(255) not null, "target" jsonb not null, "actor" jsonb not null, "state" "job_state" not null default 'queued', "progress" int not null default 0, "message" text null, "result" jsonb null, "error" text null, "finished_at" timestamptz null);`);
    this.addSql(`create index "import_run_created_at_index" on "import_run" ("created_at");`);
    this.addSql(`
      insert into "import_run" ("id", "created_at", "updated_at", "file_name", "kind", "file_key", "target", "actor", "state", "progress", "message", "result", "error", "finished_at")
      select "id", "created_at", "updated_at", "payload"->>'fileName', ("payload"->>'kind')::"resource_kind", "payload"->>'key', "payload"->'target', "payload"->'actor',
        case when "state" in ('queued', 'running') then 'failed'::"job_state" else "state" end, "progress", "message", "result",
        case when "state" in ('queued', 'running') then '系统升级中断了此次导入，请重新导入' else "error" end,
        case when "state" in ('queued', 'running') then now() else "finished_at" end
      from "job" where "type" = 'resource.import';`);
    this.addSql(`select setval(pg_get_serial_sequence('import_run', 'id'), coalesce((select max("id") from "import_run"), 0) + 1, false);`);
    this.addSql(`
      update "video_item" set "conversion" = 'FAILED', "conversion_error" = '系统升级中断了转换，请重新上传视频文件'
      where "conversion" in ('PENDING', 'CONVERTING') and "file" like '/uploads/%';`);

    this.addSql(`drop table if exists "job" cascade;`);

    this.addSql(`create index "auth_code_expires_at_index" on "auth_code" ("expires_at");`);

    this.addSql(`create table "rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit";`);

    this.addSql(`create table "job" ("id" serial primary key, "created_at" timestamptz(6) not null, "updated_at" timestamptz(6) not null, "type" varchar(64) not null, "payload" jsonb not null, "state" "job_state" not null default 'queued', "progress" int4 not null default 0, "message" text null, "result" jsonb null, "error" text null, "attempts" int4 not null default 0, "max_attempts" int4 not null default 3, "run_at" timestamptz(6) not null default now(), "locked_at" timestamptz(6) null, "finished_at" timestamptz(6) null);`);
    this.addSql(`create index "job_state_run_at_index" on "job" ("state", "run_at");`);
    this.addSql(`
      insert into "job" ("id", "created_at", "updated_at", "type", "payload", "state", "progress", "message", "result", "error", "attempts", "max_attempts", "run_at", "finished_at")
      select "id", "created_at", "updated_at", 'resource.import',
        jsonb_build_object('key', "file_key", 'fileName', "file_name", 'kind', "kind", 'target', "target", 'actor', "actor"),
        "state", "progress", "message", "result", "error", 0, 2, "created_at", "finished_at"
      from "import_run";`);
    this.addSql(`select setval(pg_get_serial_sequence('job', 'id'), coalesce((select max("id") from "job"), 0) + 1, false);`);

    this.addSql(`drop table if exists "import_run" cascade;`);

    this.addSql(`drop index "auth_code_expires_at_index";`);
  }

}
