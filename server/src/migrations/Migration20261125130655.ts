import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130655 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "examine_kind" as enum ('SUBMISSION', 'VENUE');`);
    this.addSql(`create type "review_mode" as enum ('MANUAL', 'AUTO', 'AUTO_UNLESS_SENSITIVE');`);
    this.addSql(`create type "sensitive_action" as enum ('REVIEW', 'REFUSE');`);
    this.addSql(`create type "sensitive_category" as enum ('AD', 'FRAUD', 'ILLEGAL', 'ABUSE', 'OTHER');`);
    this.addSql(
      `create table "examine_item" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "subject" varchar(64) not null, "kind" "examine_kind" not null, "name" varchar(100) not null, "open" boolean not null default true, "review_mode" "review_mode" not null default 'MANUAL', "on_sensitive" "sensitive_action" not null default 'REVIEW');`,
    );
    this.addSql(`alter table "examine_item" add constraint "examine_item_subject_unique" unique ("subject");`);

    this.addSql(
      `create table "sensitive_word" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "word" varchar(100) not null, "form" varchar(100) not null, "category" "sensitive_category" not null default 'OTHER');`,
    );
    this.addSql(`alter table "sensitive_word" add constraint "sensitive_word_form_unique" unique ("form");`);
    this.addSql(`create index "sensitive_word_category_enabled_index" on "sensitive_word" ("category", "enabled");`);

    this.addSql(`alter table "reader_message" add column "flagged_words" text[] not null default '{}';`);

    this.addSql(`alter table "resource_recommendation" add column "flagged_words" text[] not null default '{}';`);

    this.addSql(`alter table "resource_score" add column "flagged_words" text[] not null default '{}';`);

    this.addSql(`alter table "resource_error_report" add column "flagged_words" text[] not null default '{}';`);

    this.addSql(`alter table "resource_comment" add column "flagged_words" text[] not null default '{}';`);

    this.addSql(`alter table "resource_tag" add column "flagged_words" text[] not null default '{}';`);

    this.addSql(`alter table "venue_booking" add column "flagged_words" text[] not null default '{}';`);

    this.addSql(`alter table "volunteer_application" add column "flagged_words" text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "examine_item" cascade;`);

    this.addSql(`drop table if exists "sensitive_word" cascade;`);

    this.addSql(`alter table "reader_message" drop column "flagged_words";`);

    this.addSql(`alter table "resource_comment" drop column "flagged_words";`);

    this.addSql(`alter table "resource_error_report" drop column "flagged_words";`);

    this.addSql(`alter table "resource_recommendation" drop column "flagged_words";`);

    this.addSql(`alter table "resource_score" drop column "flagged_words";`);

    this.addSql(`alter table "resource_tag" drop column "flagged_words";`);

    this.addSql(`alter table "venue_booking" drop column "flagged_words";`);

    this.addSql(`alter table "volunteer_application" drop column "flagged_words";`);

    this.addSql(`drop type "examine_kind";`);
    this.addSql(`drop type "review_mode";`);
    this.addSql(`drop type "sensitive_action";`);
    this.addSql(`drop type "sensitive_category";`);
  }
}
