import { Migration } from '@mikro-orm/migrations';

export class Migration20261125194916 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cloud_file" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "name" varchar(100) not null, "storage_key" varchar(200) not null, "format" varchar(10) not null, "size" bigint not null, "sha256" varchar(64) not null);`,
    );
    this.addSql(`create index "cloud_file_reader_id_created_at_index" on "cloud_file" ("reader_id", "created_at");`);

    this.addSql(
      `create table "reader_download" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "resource_id" int not null, "title" varchar(300) not null, "kind" varchar(20) not null, "file" varchar(500) not null, "file_name" varchar(400) not null, "day" date not null, "ticket" varchar(64) not null);`,
    );
    this.addSql(`create index "reader_download_resource_id_index" on "reader_download" ("resource_id");`);
    this.addSql(`alter table "reader_download" add constraint "reader_download_ticket_unique" unique ("ticket");`);
    this.addSql(`create index "reader_download_reader_id_created_at_index" on "reader_download" ("reader_id", "created_at");`);
    this.addSql(`create index "reader_download_reader_id_day_index" on "reader_download" ("reader_id", "day");`);

    this.addSql(
      `alter table "cloud_file" add constraint "cloud_file_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "reader_download" add constraint "reader_download_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reader_download" add constraint "reader_download_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cloud_file" cascade;`);

    this.addSql(`drop table if exists "reader_download" cascade;`);
  }
}
