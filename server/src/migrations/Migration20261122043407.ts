import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043407 extends Migration {

  override async up(): Promise<void> {
    // Typo matching (trigram indexes); pg_trgm ships with PostgreSQL and is a trusted extension.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create type "review_status" as enum ('PENDING', 'PASSED', 'REJECTED');`);
    this.addSql(`create table "search_term" ("term" varchar(64) not null, constraint "search_term_pkey" primary key ("term"));`);

    this.addSql(`create table "search_word" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "text" varchar(200) not null, "normalized" varchar(200) not null, "pinyin" varchar(400) null, "initials" varchar(200) null, "count" int not null default 0, "last_result_count" int not null default 0, "last_searched_at" timestamptz not null, "status" "review_status" not null default 'PENDING');`);
    this.addSql(`alter table "search_word" add constraint "search_word_normalized_unique" unique ("normalized");`);
    this.addSql(`create index "search_word_initials_index" on "search_word" ("initials" text_pattern_ops);`);
    this.addSql(`create index "search_word_pinyin_index" on "search_word" ("pinyin" text_pattern_ops);`);
    this.addSql(`create index "search_word_normalized_trgm_index" on "search_word" using gin ("normalized" gin_trgm_ops);`);
    this.addSql(`create index "search_word_last_result_count_count_index" on "search_word" ("last_result_count", "count");`);
    this.addSql(`create index "search_word_status_count_index" on "search_word" ("status", "count");`);

    this.addSql(`create table "search_log" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "query" varchar(200) not null, "word_id" int not null, "result_count" int not null, "reader_id" int null);`);
    this.addSql(`create index "search_log_word_id_index" on "search_log" ("word_id");`);
    this.addSql(`create index "search_log_reader_id_index" on "search_log" ("reader_id");`);
    this.addSql(`create index "search_log_created_at_index" on "search_log" ("created_at");`);

    this.addSql(`alter table "search_log" add constraint "search_log_word_id_foreign" foreign key ("word_id") references "search_word" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "search_log" add constraint "search_log_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "resource" add column "search" tsvector null, add column "search_words" tsvector null, add column "search_title" text null, add column "title_pinyin" text null, add column "title_initials" text null;`);
    this.addSql(`create index "resource_title_initials_index" on "resource" ("title_initials" text_pattern_ops);`);
    this.addSql(`create index "resource_title_pinyin_index" on "resource" ("title_pinyin" text_pattern_ops);`);
    this.addSql(`create index "resource_search_title_trgm_index" on "resource" using gin ("search_title" gin_trgm_ops);`);
    this.addSql(`create index "resource_search_title_index" on "resource" ("search_title" text_pattern_ops);`);
    this.addSql(`create index "resource_search_index" on "resource" using gin ("search");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "search_log" drop constraint "search_log_word_id_foreign";`);

    this.addSql(`drop table if exists "search_term" cascade;`);

    this.addSql(`drop table if exists "search_word" cascade;`);

    this.addSql(`drop table if exists "search_log" cascade;`);

    this.addSql(`drop index "resource_title_initials_index";`);
    this.addSql(`drop index "resource_title_pinyin_index";`);
    this.addSql(`drop index "resource_search_title_trgm_index";`);
    this.addSql(`drop index "resource_search_title_index";`);
    this.addSql(`drop index "resource_search_index";`);
    this.addSql(`alter table "resource" drop column "search", drop column "search_words", drop column "search_title", drop column "title_pinyin", drop column "title_initials";`);

    this.addSql(`drop type "review_status";`);
  }

}
