import { Migration } from '@mikro-orm/migrations';

/** The job queue (server/src/core/jobs). */
export class Migration20261122013000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "job_state" as enum ('queued', 'running', 'done', 'failed');`);
    this.addSql(`create table "job" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "type" varchar(64) not null, "payload" jsonb not null, "state" "job_state" not null default 'queued', "progress" int not null default 0, "message" text null, "result" jsonb null, "error" text null, "attempts" int not null default 0, "max_attempts" int not null default 3, "run_at" timestamptz not null default now(), "locked_at" timestamptz null, "finished_at" timestamptz null);`);
    this.addSql(`create index "job_state_run_at_index" on "job" ("state", "run_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job" cascade;`);

    this.addSql(`drop type "job_state";`);
  }

}
