import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164132 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "captured_info_state" as enum ('CAPTURED', 'PUBLISHED');`);
    this.addSql(`create table "captured_info" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "title" varchar(200) not null, "source" varchar(100) null, "source_url" varchar(2000) null, "author" varchar(64) null, "published_at" timestamptz null, "summary" varchar(500) null, "cover" varchar(500) null, "body" text not null, "state" "captured_info_state" not null default 'CAPTURED', "news_category" "news_category" null, "news_id" int null);`);
    this.addSql(`create index "captured_info_created_at_index" on "captured_info" ("created_at");`);
    this.addSql(`create index "captured_info_state_created_at_index" on "captured_info" ("state", "created_at");`);

    this.addSql(`create table "topic" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "title" varchar(200) not null, "cover" varchar(500) null, "banner" varchar(500) null, "summary" varchar(500) null, "introduction" text null);`);
    this.addSql(`create index "topic_enabled_sort_index" on "topic" ("enabled", "sort");`);

    this.addSql(`create table "topic_section" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "topic_id" int not null, "title" varchar(200) not null);`);
    this.addSql(`create index "topic_section_topic_id_enabled_sort_index" on "topic_section" ("topic_id", "enabled", "sort");`);

    this.addSql(`create table "topic_section_item" ("id" serial primary key, "section_id" int not null, "resource_id" int not null);`);

    this.addSql(`alter table "captured_info" add constraint "captured_info_news_id_foreign" foreign key ("news_id") references "news" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "topic_section" add constraint "topic_section_topic_id_foreign" foreign key ("topic_id") references "topic" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "topic_section_item" add constraint "topic_section_item_section_id_foreign" foreign key ("section_id") references "topic_section" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "topic_section_item" add constraint "topic_section_item_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "topic_section" drop constraint "topic_section_topic_id_foreign";`);

    this.addSql(`alter table "topic_section_item" drop constraint "topic_section_item_section_id_foreign";`);

    this.addSql(`drop table if exists "captured_info" cascade;`);

    this.addSql(`drop table if exists "topic" cascade;`);

    this.addSql(`drop table if exists "topic_section" cascade;`);

    this.addSql(`drop table if exists "topic_section_item" cascade;`);

    this.addSql(`drop type "captured_info_state";`);
  }

}
