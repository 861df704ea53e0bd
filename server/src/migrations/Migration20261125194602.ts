import { Migration } from '@mikro-orm/migrations';

export class Migration20261125194602 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "point_action" as enum ('login', 'read30', 'comment', 'score', 'tag', 'recommendation', 'volunteer');`);
    this.addSql(`create table "point_rule" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "action" "point_action" not null, "name" varchar(50) not null, "description" varchar(200) null, "points" int not null, "daily_cap" int not null default 0, "enabled" boolean not null default true, "sort" int not null default 0);`);
    this.addSql(`alter table "point_rule" add constraint "point_rule_action_unique" unique ("action");`);

    this.addSql(`create table "point_entry" ("id" serial primary key, "reader_id" int not null, "delta" int not null, "reason" varchar(200) not null, "rule_id" int null, "source_event_id" uuid null, "admin_id" int null, "balance_after" int not null, "day" date not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "point_entry_reader_id_day_rule_id_index" on "point_entry" ("reader_id", "day", "rule_id");`);
    this.addSql(`create index "point_entry_reader_id_created_at_index" on "point_entry" ("reader_id", "created_at");`);
    this.addSql(`alter table "point_entry" add constraint "point_entry_source_event_id_rule_id_unique" unique ("source_event_id", "rule_id");`);

    this.addSql(`create table "point_account" ("reader_id" int not null, "balance" int not null default 0, "updated_at" timestamptz not null, constraint "point_account_pkey" primary key ("reader_id"));`);

    this.addSql(`alter table "point_entry" add constraint "point_entry_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "point_entry" add constraint "point_entry_rule_id_foreign" foreign key ("rule_id") references "point_rule" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "point_entry" add constraint "point_entry_admin_id_foreign" foreign key ("admin_id") references "admin_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "point_account" add constraint "point_account_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "point_entry" drop constraint "point_entry_rule_id_foreign";`);

    this.addSql(`drop table if exists "point_rule" cascade;`);

    this.addSql(`drop table if exists "point_entry" cascade;`);

    this.addSql(`drop table if exists "point_account" cascade;`);

    this.addSql(`drop type "point_action";`);
  }

}
