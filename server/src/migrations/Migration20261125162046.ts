import { Migration } from '@mikro-orm/migrations';

export class Migration20261125162046 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "activity_category" as enum ('LECTURE', 'EXHIBITION', 'READING', 'FAMILY', 'TRAINING', 'OTHER');`);
    this.addSql(`create type "sign_up_status" as enum ('SIGNED_UP', 'WAITING', 'CANCELLED');`);
    this.addSql(`create table "activity" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "category" "activity_category" not null, "title" varchar(200) not null, "cover" varchar(500) null, "summary" varchar(500) null, "body" text not null, "library_id" int null, "place" varchar(200) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "sign_up_starts_at" timestamptz null, "sign_up_ends_at" timestamptz null, "capacity" int not null default 0, "signed_up_count" int not null default 0);`);
    this.addSql(`create index "activity_library_id_index" on "activity" ("library_id");`);
    this.addSql(`create index "activity_ends_at_index" on "activity" ("ends_at");`);
    this.addSql(`create index "activity_category_enabled_starts_at_index" on "activity" ("category", "enabled", "starts_at");`);
    this.addSql(`create index "activity_enabled_starts_at_index" on "activity" ("enabled", "starts_at");`);

    this.addSql(`create table "activity_sign_up" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "activity_id" int not null, "reader_id" int not null, "status" "sign_up_status" not null, "queued_at" timestamptz not null, "cancelled_at" timestamptz null, "checked_in_at" timestamptz null);`);
    this.addSql(`create index "activity_sign_up_reader_id_created_at_index" on "activity_sign_up" ("reader_id", "created_at");`);
    this.addSql(`create index "activity_sign_up_activity_id_status_queued_at_index" on "activity_sign_up" ("activity_id", "status", "queued_at");`);
    this.addSql(`alter table "activity_sign_up" add constraint "activity_sign_up_activity_id_reader_id_unique" unique ("activity_id", "reader_id");`);

    this.addSql(`alter table "activity" add constraint "activity_library_id_foreign" foreign key ("library_id") references "library" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "activity_sign_up" add constraint "activity_sign_up_activity_id_foreign" foreign key ("activity_id") references "activity" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "activity_sign_up" add constraint "activity_sign_up_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_sign_up" drop constraint "activity_sign_up_activity_id_foreign";`);

    this.addSql(`drop table if exists "activity" cascade;`);

    this.addSql(`drop table if exists "activity_sign_up" cascade;`);

    this.addSql(`drop type "activity_category";`);
    this.addSql(`drop type "sign_up_status";`);
  }

}
