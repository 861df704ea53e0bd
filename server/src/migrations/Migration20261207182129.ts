import { Migration } from '@mikro-orm/migrations';

/**
 * The files a reader fetched at their own address (issue 54, S10): a resource's downloadable file at
 * `/uploads/…` needs the DOWNLOAD grant and counts, once a day per file, against the downloads'
 * daily allowance. Existing files stay where they are; only who may fetch them changes.
 */
export class Migration20261207182129 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reader_file_open" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "day" date not null, "file" varchar(500) not null);`,
    );
    this.addSql(`alter table "reader_file_open" add constraint "reader_file_open_reader_id_day_file_unique" unique ("reader_id", "day", "file");`);
    this.addSql(
      `alter table "reader_file_open" add constraint "reader_file_open_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reader_file_open" cascade;`);
  }
}
