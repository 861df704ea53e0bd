import { Migration } from '@mikro-orm/migrations';

/**
 * The read-time clock (issue 54, S11): how far each reader's read time has been credited, so
 * heartbeats are credited no faster than the server's clock.
 */
export class Migration20261207151700 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "read_clock" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "credited_until" timestamptz not null);`,
    );
    this.addSql(`alter table "read_clock" add constraint "read_clock_reader_id_unique" unique ("reader_id");`);
    this.addSql(
      `alter table "read_clock" add constraint "read_clock_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "read_clock" cascade;`);
  }
}
