import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100135 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "mark_type" as enum ('COLLECTION', 'SUBSCRIPTION');`);
    this.addSql(`create type "error_report_type" as enum ('CONTENT', 'METADATA', 'LINK', 'FILE', 'OTHER');`);
    this.addSql(`create table "reader_message" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "subject" varchar(100) not null, "content" text not null);`);
    this.addSql(`create index "reader_message_reader_id_index" on "reader_message" ("reader_id");`);
    this.addSql(`create index "reader_message_status_created_at_index" on "reader_message" ("status", "created_at");`);

    this.addSql(`create table "blacklist_entry" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "reader_id" int not null, "reason" varchar(500) not null, "ends_at" timestamptz null);`);
    this.addSql(`create index "blacklist_entry_reader_id_index" on "blacklist_entry" ("reader_id");`);

    this.addSql(`create table "resource_recommendation" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "title" varchar(300) not null, "author" varchar(200) null, "publisher" varchar(200) null, "isbn" varchar(20) null, "reason" text null);`);
    this.addSql(`create index "resource_recommendation_reader_id_index" on "resource_recommendation" ("reader_id");`);
    this.addSql(`create index "resource_recommendation_status_created_at_index" on "resource_recommendation" ("status", "created_at");`);

    this.addSql(`create table "resource_score" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "resource_id" int not null, "value" smallint not null);`);
    this.addSql(`create index "resource_score_reader_id_index" on "resource_score" ("reader_id");`);
    this.addSql(`create index "resource_score_resource_id_index" on "resource_score" ("resource_id");`);
    this.addSql(`create index "resource_score_status_created_at_index" on "resource_score" ("status", "created_at");`);
    this.addSql(`alter table "resource_score" add constraint "resource_score_reader_id_resource_id_unique" unique ("reader_id", "resource_id");`);

    this.addSql(`create table "reader_mark" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "resource_id" int not null, "type" "mark_type" not null, "seen_at" timestamptz not null);`);
    this.addSql(`create index "reader_mark_resource_id_index" on "reader_mark" ("resource_id");`);
    this.addSql(`create index "reader_mark_reader_id_type_created_at_index" on "reader_mark" ("reader_id", "type", "created_at");`);
    this.addSql(`alter table "reader_mark" add constraint "reader_mark_reader_id_type_resource_id_unique" unique ("reader_id", "type", "resource_id");`);

    this.addSql(`create table "resource_error_report" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "resource_id" int not null, "type" "error_report_type" not null, "description" text not null);`);
    this.addSql(`create index "resource_error_report_reader_id_index" on "resource_error_report" ("reader_id");`);
    this.addSql(`create index "resource_error_report_resource_id_index" on "resource_error_report" ("resource_id");`);
    this.addSql(`create index "resource_error_report_status_created_at_index" on "resource_error_report" ("status", "created_at");`);

    this.addSql(`create table "resource_comment" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "resource_id" int not null, "content" text not null);`);
    this.addSql(`create index "resource_comment_reader_id_index" on "resource_comment" ("reader_id");`);
    this.addSql(`create index "resource_comment_resource_id_index" on "resource_comment" ("resource_id");`);
    this.addSql(`create index "resource_comment_resource_id_status_created_at_index" on "resource_comment" ("resource_id", "status", "created_at");`);
    this.addSql(`create index "resource_comment_status_created_at_index" on "resource_comment" ("status", "created_at");`);

    this.addSql(`create table "resource_tag" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "resource_id" int not null, "text" varchar(20) not null);`);
    this.addSql(`create index "resource_tag_reader_id_index" on "resource_tag" ("reader_id");`);
    this.addSql(`create index "resource_tag_resource_id_index" on "resource_tag" ("resource_id");`);
    this.addSql(`create index "resource_tag_resource_id_status_text_index" on "resource_tag" ("resource_id", "status", "text");`);
    this.addSql(`create index "resource_tag_status_created_at_index" on "resource_tag" ("status", "created_at");`);

    this.addSql(`create table "volunteer_application" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "name" varchar(64) not null, "phone" varchar(20) not null, "availability" text[] not null, "skills" varchar(500) null, "area" varchar(100) null);`);
    this.addSql(`create index "volunteer_application_reader_id_index" on "volunteer_application" ("reader_id");`);
    this.addSql(`create index "volunteer_application_status_created_at_index" on "volunteer_application" ("status", "created_at");`);

    this.addSql(`alter table "reader_message" add constraint "reader_message_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "blacklist_entry" add constraint "blacklist_entry_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "resource_recommendation" add constraint "resource_recommendation_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "resource_score" add constraint "resource_score_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "resource_score" add constraint "resource_score_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "reader_mark" add constraint "reader_mark_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reader_mark" add constraint "reader_mark_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "resource_error_report" add constraint "resource_error_report_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "resource_error_report" add constraint "resource_error_report_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "resource_comment" add constraint "resource_comment_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "resource_comment" add constraint "resource_comment_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "resource_tag" add constraint "resource_tag_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "resource_tag" add constraint "resource_tag_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "volunteer_application" add constraint "volunteer_application_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "resource" add column "score_total" int not null default 0, add column "comments" int not null default 0;`);
    // Scores kept before readers could score (imports, demo data) stay in the average.
    this.addSql(`update "resource" set "score_total" = round("score_average" * "score_count") where "score_count" > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reader_message" cascade;`);

    this.addSql(`drop table if exists "blacklist_entry" cascade;`);

    this.addSql(`drop table if exists "resource_recommendation" cascade;`);

    this.addSql(`drop table if exists "resource_score" cascade;`);

    this.addSql(`drop table if exists "reader_mark" cascade;`);

    this.addSql(`drop table if exists "resource_error_report" cascade;`);

    this.addSql(`drop table if exists "resource_comment" cascade;`);

    this.addSql(`drop table if exists "resource_tag" cascade;`);

    this.addSql(`drop table if exists "volunteer_application" cascade;`);

    this.addSql(`alter table "resource" drop column "score_total", drop column "comments";`);

    this.addSql(`drop type "mark_type";`);
    this.addSql(`drop type "error_report_type";`);
  }

}
