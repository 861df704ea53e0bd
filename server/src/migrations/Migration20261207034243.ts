import { Migration } from '@mikro-orm/migrations';

/**
 * Readers' notices (issue 52): the 通知记录 table, one row per (kind, loan or request, channel),
 * and the reader's e-mail address and chosen channels.
 */
export class Migration20261207034243 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "notice_kind" as enum ('DUE_SOON', 'OVERDUE', 'HOLD_READY');`);
    this.addSql(`create type "notice_channel" as enum ('SMS', 'EMAIL');`);
    this.addSql(`create type "notice_state" as enum ('PENDING', 'SENT', 'FAILED', 'SKIPPED');`);
    this.addSql(`create table "notice_delivery" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "kind" "notice_kind" not null, "subject_id" int not null, "channel" "notice_channel" not null, "reader_id" int not null, "reader_name" varchar(64) not null, "card_number" varchar(32) not null, "title" varchar(500) not null, "state" "notice_state" not null default 'PENDING', "attempts" int not null default 0, "last_error" varchar(500) null, "claimed_at" timestamptz null, "sent_at" timestamptz null);`);
    this.addSql(`create index "notice_delivery_reader_id_index" on "notice_delivery" ("reader_id");`);
    this.addSql(`create index "notice_delivery_created_at_index" on "notice_delivery" ("created_at");`);
    this.addSql(`create index "notice_delivery_state_created_at_index" on "notice_delivery" ("state", "created_at");`);
    this.addSql(`create index "notice_delivery_pending_index" on "notice_delivery" ("id") where "state" = 'PENDING';`);
    this.addSql(`create unique index "notice_delivery_once_unique" on "notice_delivery" ("kind", "subject_id", "channel");`);

    this.addSql(`alter table "notice_delivery" add constraint "notice_delivery_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "reader" add column "email" varchar(254) null, add column "notice_choice" text[] null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notice_delivery" cascade;`);

    this.addSql(`alter table "reader" drop column "email", drop column "notice_choice";`);

    this.addSql(`drop type "notice_kind";`);
    this.addSql(`drop type "notice_channel";`);
    this.addSql(`drop type "notice_state";`);
  }

}
