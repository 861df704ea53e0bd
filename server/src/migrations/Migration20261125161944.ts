import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161944 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "survey" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "title" varchar(200) not null, "introduction" text not null default '', "cover" varchar(500) null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "questions" jsonb not null default '[]', "answer_count" int not null default 0);`);
    this.addSql(`create index "survey_enabled_ends_at_index" on "survey" ("enabled", "ends_at");`);
    this.addSql(`create index "survey_enabled_starts_at_index" on "survey" ("enabled", "starts_at");`);

    this.addSql(`create table "survey_answer" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "survey_id" int not null, "reader_id" int not null, "answers" jsonb not null);`);
    this.addSql(`create index "survey_answer_reader_id_index" on "survey_answer" ("reader_id");`);
    this.addSql(`alter table "survey_answer" add constraint "survey_answer_survey_id_reader_id_unique" unique ("survey_id", "reader_id");`);

    this.addSql(`alter table "survey_answer" add constraint "survey_answer_survey_id_foreign" foreign key ("survey_id") references "survey" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "survey_answer" add constraint "survey_answer_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "survey_answer" drop constraint "survey_answer_survey_id_foreign";`);

    this.addSql(`drop table if exists "survey" cascade;`);

    this.addSql(`drop table if exists "survey_answer" cascade;`);
  }

}
