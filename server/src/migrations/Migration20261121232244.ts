import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232244 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "auth_code_kind" as enum ('captcha', 'sms');`);
    this.addSql(`create type "news_category" as enum ('libraryNews', 'peaceNews', 'industryNews', 'publicNotice');`);
    this.addSql(`create table "admin_user" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "username" varchar(64) not null, "name" varchar(64) not null, "password_hash" varchar(255) not null, "token_version" int not null default 0, "enabled" boolean not null default true, "last_login_at" timestamptz null);`);
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(`create table "audit_log" ("id" serial primary key, "admin_id" int null, "admin_name" varchar(64) not null, "action" varchar(32) not null, "entity" varchar(64) not null, "target_ids" int[] not null, "ip" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "audit_log_admin_id_index" on "audit_log" ("admin_id");`);
    this.addSql(`create index "audit_log_entity_created_at_index" on "audit_log" ("entity", "created_at");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);

    this.addSql(`create table "auth_code" ("key" varchar(40) not null, "kind" "auth_code_kind" not null, "subject" varchar(32) not null default '', "code_hash" varchar(128) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "auth_code_pkey" primary key ("key"));`);
    this.addSql(`create index "auth_code_kind_subject_created_at_index" on "auth_code" ("kind", "subject", "created_at");`);

    this.addSql(`create table "banner" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "title" varchar(100) not null, "image" varchar(500) not null, "link" varchar(500) null);`);
    this.addSql(`create index "banner_enabled_sort_index" on "banner" ("enabled", "sort");`);

    this.addSql(`create table "friend_link" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "name" varchar(100) not null, "url" varchar(500) not null, "logo" varchar(500) null);`);
    this.addSql(`create index "friend_link_enabled_sort_index" on "friend_link" ("enabled", "sort");`);

    this.addSql(`create table "library" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "name" varchar(100) not null, "address" varchar(200) not null, "phone" varchar(32) null, "opening_hours" varchar(200) null, "latitude" double precision null, "longitude" double precision null, "image" varchar(500) null, "description" text null);`);
    this.addSql(`create index "library_enabled_sort_index" on "library" ("enabled", "sort");`);

    this.addSql(`create table "news" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "category" "news_category" not null, "title" varchar(200) not null, "summary" varchar(500) null, "cover" varchar(500) null, "body" text not null, "author" varchar(64) null, "published_at" timestamptz not null, "views" int not null default 0);`);
    this.addSql(`create index "news_published_at_index" on "news" ("published_at");`);
    this.addSql(`create index "news_category_enabled_published_at_index" on "news" ("category", "enabled", "published_at");`);

    this.addSql(`create table "reader" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "card_number" varchar(32) not null, "phone" varchar(20) null, "name" varchar(64) not null, "password_hash" varchar(255) not null, "level" int not null default 2, "token_version" int not null default 0, "enabled" boolean not null default true, "last_login_at" timestamptz null);`);
    this.addSql(`alter table "reader" add constraint "reader_card_number_unique" unique ("card_number");`);
    this.addSql(`create index "reader_phone_index" on "reader" ("phone");`);

    this.addSql(`create table "stored_file" ("id" serial primary key, "url" varchar(300) not null, "path" varchar(300) not null, "original_name" varchar(255) not null, "mime" varchar(100) not null, "size" bigint not null, "uploaded_by_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_url_unique" unique ("url");`);
    this.addSql(`create index "stored_file_uploaded_by_id_index" on "stored_file" ("uploaded_by_id");`);

    this.addSql(`alter table "audit_log" add constraint "audit_log_admin_id_foreign" foreign key ("admin_id") references "admin_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "stored_file" add constraint "stored_file_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "admin_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_admin_id_foreign";`);

    this.addSql(`alter table "stored_file" drop constraint "stored_file_uploaded_by_id_foreign";`);

    this.addSql(`drop table if exists "admin_user" cascade;`);

    this.addSql(`drop table if exists "audit_log" cascade;`);

    this.addSql(`drop table if exists "auth_code" cascade;`);

    this.addSql(`drop table if exists "banner" cascade;`);

    this.addSql(`drop table if exists "friend_link" cascade;`);

    this.addSql(`drop table if exists "library" cascade;`);

    this.addSql(`drop table if exists "news" cascade;`);

    this.addSql(`drop table if exists "reader" cascade;`);

    this.addSql(`drop table if exists "stored_file" cascade;`);

    this.addSql(`drop type "auth_code_kind";`);
    this.addSql(`drop type "news_category";`);
  }

}
