import { Migration } from '@mikro-orm/migrations';

/**
 * The resources a reader read online (issue 54, S10): a resource's downloadable file at
 * `/uploads/…` needs the DOWNLOAD grant, and each resource so read counts once a library day
 * (however many of its files: tracks, pages) against the downloads' daily allowance. Existing files
 * stay where they are; only who may fetch them changes.
 */
export class Migration20261207182129 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reader_file_open" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "day" date not null, "resource_id" int not null);`,
    );
    this.addSql(`create index "reader_file_open_resource_id_index" on "reader_file_open" ("resource_id");`);
    this.addSql(
      `alter table "reader_file_open" add constraint "reader_file_open_reader_id_day_resource_id_unique" unique ("reader_id", "day", "resource_id");`,
    );
    this.addSql(
      `alter table "reader_file_open" add constraint "reader_file_open_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reader_file_open" add constraint "reader_file_open_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reader_file_open" cascade;`);
  }
}
