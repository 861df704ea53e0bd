import { Migration } from '@mikro-orm/migrations';

export class Migration20261122013329 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "resource_list_type" as enum ('BOOKLIST', 'COLLECTION');`);
    this.addSql(`create type "resource_permission" as enum ('PUBLIC', 'READER', 'READER_CARD');`);
    this.addSql(`create type "copy_status" as enum ('AVAILABLE', 'ON_LOAN', 'RESERVED', 'IN_PROCESSING', 'LOST', 'DAMAGED');`);
    this.addSql(`create type "video_conversion" as enum ('PENDING', 'CONVERTING', 'READY', 'FAILED');`);
    this.addSql(`create table "resource_list" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "list_type" "resource_list_type" not null, "title" varchar(200) not null, "cover" varchar(500) null, "summary" text null);`);
    this.addSql(`create index "resource_list_list_type_enabled_sort_index" on "resource_list" ("list_type", "enabled", "sort");`);

    this.addSql(`create table "resource" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "kind" "resource_kind" not null, "title" varchar(300) not null, "subtitle" varchar(300) null, "creators" text[] not null default '{}', "cover" varchar(500) null, "summary" text null, "keywords" text[] not null default '{}', "language" varchar(16) null, "publisher" varchar(200) null, "publish_year" int null, "class_id" int null, "supplier_id" int null, "batch_id" int null, "on_shelf" boolean not null default true, "permission" "resource_permission" not null default 'PUBLIC', "published_at" timestamptz not null, "views" int not null default 0, "collections" int not null default 0, "downloads" int not null default 0, "borrows" int not null default 0, "score_average" double precision not null default 0, "score_count" int not null default 0, "call_number" varchar(64) null, "edition" varchar(64) null, "isbn" varchar(17) null, "pages" int null, "narrator" varchar(100) null, "degree" varchar(32) null, "institution" varchar(200) null, "advisor" varchar(100) null, "discipline" varchar(100) null, "issn" varchar(16) null, "cn" varchar(32) null, "frequency" varchar(32) null, "venue" varchar(200) null, "starts_on" date null, "ends_on" date null, "access_rules" text null, "file" varchar(500) null, "url" varchar(500) null, "format" varchar(32) null);`);
    this.addSql(`create index "resource_kind_index" on "resource" ("kind");`);
    this.addSql(`create index "resource_class_id_index" on "resource" ("class_id");`);
    this.addSql(`create index "resource_supplier_id_index" on "resource" ("supplier_id");`);
    this.addSql(`create index "resource_batch_id_index" on "resource" ("batch_id");`);
    this.addSql(`create index "resource_isbn_index" on "resource" ("isbn");`);
    this.addSql(`create index "resource_kind_recommended_sort_index" on "resource" ("kind", "recommended", "sort");`);
    this.addSql(`create index "resource_kind_score_average_index" on "resource" ("kind", "score_average");`);
    this.addSql(`create index "resource_kind_borrows_index" on "resource" ("kind", "borrows");`);
    this.addSql(`create index "resource_kind_views_index" on "resource" ("kind", "views");`);
    this.addSql(`create index "resource_published_at_index" on "resource" ("published_at");`);
    this.addSql(`create index "resource_kind_published_at_index" on "resource" ("kind", "published_at");`);

    this.addSql(`create table "resource_daily_stat" ("resource_id" int not null, "day" date not null, "views" int not null default 0, "borrows" int not null default 0, "downloads" int not null default 0, constraint "resource_daily_stat_pkey" primary key ("resource_id", "day"));`);
    this.addSql(`create index "resource_daily_stat_day_resource_id_index" on "resource_daily_stat" ("day", "resource_id");`);

    this.addSql(`create table "resource_list_item" ("id" serial primary key, "list_id" int not null, "resource_id" int not null);`);

    this.addSql(`create table "newspaper_edition" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "resource_id" int not null, "edition_date" date not null, "issue" varchar(64) null);`);
    this.addSql(`create index "newspaper_edition_resource_id_edition_date_index" on "newspaper_edition" ("resource_id", "edition_date");`);

    this.addSql(`create table "newspaper_page" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "edition_id" int not null, "page_no" int not null, "title" varchar(100) not null, "image" varchar(500) null, "file" varchar(500) null);`);
    this.addSql(`create index "newspaper_page_edition_id_page_no_index" on "newspaper_page" ("edition_id", "page_no");`);

    this.addSql(`create table "journal_volume" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "resource_id" int not null, "year" int not null, "issue" varchar(64) not null, "title" varchar(200) null, "cover" varchar(500) null);`);
    this.addSql(`create index "journal_volume_resource_id_year_sort_index" on "journal_volume" ("resource_id", "year", "sort");`);

    this.addSql(`create table "journal_article" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "volume_id" int not null, "title" varchar(300) not null, "creators" text[] not null default '{}', "pages" varchar(32) null, "summary" text null, "file" varchar(500) null);`);
    this.addSql(`create index "journal_article_volume_id_sort_index" on "journal_article" ("volume_id", "sort");`);

    this.addSql(`create table "exhibition_picture" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "resource_id" int not null, "image" varchar(500) not null, "caption" varchar(200) null, "description" text null);`);
    this.addSql(`create index "exhibition_picture_resource_id_sort_index" on "exhibition_picture" ("resource_id", "sort");`);

    this.addSql(`create table "ebook_chapter" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "resource_id" int not null, "title" varchar(200) not null, "href" varchar(300) null, "word_count" int null);`);
    this.addSql(`create index "ebook_chapter_resource_id_sort_index" on "ebook_chapter" ("resource_id", "sort");`);

    this.addSql(`create table "book_copy" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "resource_id" int not null, "barcode" varchar(32) not null, "library_id" int null, "location" varchar(100) null, "status" "copy_status" not null default 'AVAILABLE', "due_at" timestamptz null);`);
    this.addSql(`alter table "book_copy" add constraint "book_copy_barcode_unique" unique ("barcode");`);
    this.addSql(`create index "book_copy_library_id_index" on "book_copy" ("library_id");`);
    this.addSql(`create index "book_copy_resource_id_status_index" on "book_copy" ("resource_id", "status");`);

    this.addSql(`create table "audio_track" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "resource_id" int not null, "title" varchar(200) not null, "file" varchar(500) not null, "duration" int null);`);
    this.addSql(`create index "audio_track_resource_id_sort_index" on "audio_track" ("resource_id", "sort");`);

    this.addSql(`create table "video_item" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "resource_id" int not null, "title" varchar(200) not null, "file" varchar(500) not null, "playback_file" varchar(500) null, "poster" varchar(500) null, "duration" int null, "conversion" "video_conversion" not null default 'PENDING', "conversion_progress" int not null default 0, "conversion_error" text null);`);
    this.addSql(`create index "video_item_resource_id_sort_index" on "video_item" ("resource_id", "sort");`);

    this.addSql(`alter table "resource" add constraint "resource_class_id_foreign" foreign key ("class_id") references "resource_class" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "resource" add constraint "resource_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "resource" add constraint "resource_batch_id_foreign" foreign key ("batch_id") references "batch_number" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "resource_daily_stat" add constraint "resource_daily_stat_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "resource_list_item" add constraint "resource_list_item_list_id_foreign" foreign key ("list_id") references "resource_list" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "resource_list_item" add constraint "resource_list_item_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "newspaper_edition" add constraint "newspaper_edition_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "newspaper_page" add constraint "newspaper_page_edition_id_foreign" foreign key ("edition_id") references "newspaper_edition" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "journal_volume" add constraint "journal_volume_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "journal_article" add constraint "journal_article_volume_id_foreign" foreign key ("volume_id") references "journal_volume" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "exhibition_picture" add constraint "exhibition_picture_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ebook_chapter" add constraint "ebook_chapter_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "book_copy" add constraint "book_copy_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "book_copy" add constraint "book_copy_library_id_foreign" foreign key ("library_id") references "library" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "audio_track" add constraint "audio_track_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "video_item" add constraint "video_item_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "resource_list_item" drop constraint "resource_list_item_list_id_foreign";`);

    this.addSql(`alter table "resource_daily_stat" drop constraint "resource_daily_stat_resource_id_foreign";`);

    this.addSql(`alter table "resource_list_item" drop constraint "resource_list_item_resource_id_foreign";`);

    this.addSql(`alter table "newspaper_edition" drop constraint "newspaper_edition_resource_id_foreign";`);

    this.addSql(`alter table "journal_volume" drop constraint "journal_volume_resource_id_foreign";`);

    this.addSql(`alter table "exhibition_picture" drop constraint "exhibition_picture_resource_id_foreign";`);

    this.addSql(`alter table "ebook_chapter" drop constraint "ebook_chapter_resource_id_foreign";`);

    this.addSql(`alter table "book_copy" drop constraint "book_copy_resource_id_foreign";`);

    this.addSql(`alter table "audio_track" drop constraint "audio_track_resource_id_foreign";`);

    this.addSql(`alter table "video_item" drop constraint "video_item_resource_id_foreign";`);

    this.addSql(`alter table "newspaper_page" drop constraint "newspaper_page_edition_id_foreign";`);

    this.addSql(`alter table "journal_article" drop constraint "journal_article_volume_id_foreign";`);

    this.addSql(`drop table if exists "resource_list" cascade;`);

    this.addSql(`drop table if exists "resource" cascade;`);

    this.addSql(`drop table if exists "resource_daily_stat" cascade;`);

    this.addSql(`drop table if exists "resource_list_item" cascade;`);

    this.addSql(`drop table if exists "newspaper_edition" cascade;`);

    this.addSql(`drop table if exists "newspaper_page" cascade;`);

    this.addSql(`drop table if exists "journal_volume" cascade;`);

    this.addSql(`drop table if exists "journal_article" cascade;`);

    this.addSql(`drop table if exists "exhibition_picture" cascade;`);

    this.addSql(`drop table if exists "ebook_chapter" cascade;`);

    this.addSql(`drop table if exists "book_copy" cascade;`);

    this.addSql(`drop table if exists "audio_track" cascade;`);

    this.addSql(`drop table if exists "video_item" cascade;`);

    this.addSql(`drop type "resource_list_type";`);
    this.addSql(`drop type "resource_permission";`);
    this.addSql(`drop type "copy_status";`);
    this.addSql(`drop type "video_conversion";`);
  }

}
