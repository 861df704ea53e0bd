import { Migration } from '@mikro-orm/migrations';

export class Migration20261125193405 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "event_cursor" ("subscriber" varchar(60) not null, "last_seq" bigint not null default 0, "updated_at" timestamptz not null, constraint "event_cursor_pkey" primary key ("subscriber"));`,
    );

    this.addSql(
      `create table "usage_event" ("seq" bigserial primary key, "id" uuid not null, "type" varchar(40) not null, "at" timestamptz not null, "recorded_at" timestamptz not null default now(), "reader_id" int null, "resource_id" int null, "amount" int not null default 1, "dims" jsonb not null);`,
    );
    this.addSql(`alter table "usage_event" add constraint "usage_event_id_unique" unique ("id");`);
    this.addSql(`create index "usage_event_at_brin" on "usage_event" using brin ("at");`);
    this.addSql(`create index "usage_event_reader_id_at_index" on "usage_event" ("reader_id", "at");`);
    this.addSql(`create index "usage_event_type_at_index" on "usage_event" ("type", "at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "event_cursor" cascade;`);

    this.addSql(`drop table if exists "usage_event" cascade;`);
  }
}
