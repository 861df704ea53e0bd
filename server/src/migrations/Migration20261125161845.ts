import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161845 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "field_list" as enum ('resource', 'news');`);
    this.addSql(`create type "guide_slot" as enum ('aboutLibrary', 'department', 'specialRes', 'guidedTour', 'openingTime', 'contactTraffic', 'constitution', 'societyNews', 'pledge', 'licensing', 'borrowing', 'standard', 'classification');`);
    this.addSql(`create table "field_setting" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "list" "field_list" not null, "field" varchar(64) not null, "is_hide" boolean not null default false);`);
    this.addSql(`alter table "field_setting" add constraint "field_setting_list_field_unique" unique ("list", "field");`);

    this.addSql(`create table "guide" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "slot" "guide_slot" not null, "title" varchar(200) not null, "summary" varchar(500) null, "cover" varchar(500) null, "body" text not null, "attachment" varchar(500) null, "attachment_name" varchar(200) null, "published_at" timestamptz not null, "views" int not null default 0);`);
    this.addSql(`create unique index "guide_slot_enabled_unique" on "guide" ("slot") where "enabled" and "slot" <> 'societyNews';`);
    this.addSql(`create index "guide_slot_published_at_index" on "guide" ("slot", "published_at");`);
    this.addSql(`create index "guide_slot_enabled_sort_index" on "guide" ("slot", "enabled", "sort");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "field_setting" cascade;`);

    this.addSql(`drop table if exists "guide" cascade;`);

    this.addSql(`drop type "field_list";`);
    this.addSql(`drop type "guide_slot";`);
  }

}
