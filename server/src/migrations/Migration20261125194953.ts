import { Migration } from '@mikro-orm/migrations';

export class Migration20261125194953 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "read_time" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "resource_id" int not null, "day" date not null, "seconds" int not null, constraint read_time_seconds_check check ((seconds >= 0) AND (seconds <= 86400)));`,
    );
    this.addSql(`create index "read_time_day_resource_id_index" on "read_time" ("day", "resource_id");`);
    this.addSql(`create index "read_time_reader_id_day_index" on "read_time" ("reader_id", "day");`);
    this.addSql(`alter table "read_time" add constraint "read_time_reader_id_resource_id_day_unique" unique ("reader_id", "resource_id", "day");`);

    this.addSql(
      `alter table "read_time" add constraint "read_time_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "read_time" add constraint "read_time_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "read_time" cascade;`);
  }
}
