import { Migration } from '@mikro-orm/migrations';

export class Migration20261125194330 extends Migration {

  override async up(): Promise<void> {
    // "if not exists": the backup list is left out of every dump, so restoring one made before this
    // migration leaves the table in place while the migration runs again.
    this.addSql(`create table if not exists "backup" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(100) not null, "kind" text check ("kind" in ('MANUAL', 'SCHEDULED')) not null, "state" text check ("state" in ('RUNNING', 'SUCCEEDED', 'FAILED')) not null default 'RUNNING', "step" text null, "size" bigint null, "file_count" int null, "sha256" varchar(64) null, "manifest" jsonb null, "error" text null, "finished_at" timestamptz null, "created_by" varchar(100) null);`);
    this.addSql(
      `do $$ begin if not exists (select 1 from pg_constraint where conname = 'backup_name_unique') then alter table "backup" add constraint "backup_name_unique" unique ("name"); end if; end $$;`,
    );
    this.addSql(`create index if not exists "backup_kind_state_created_at_index" on "backup" ("kind", "state", "created_at");`);
    this.addSql(`create index if not exists "backup_created_at_index" on "backup" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "backup" cascade;`);
  }

}
