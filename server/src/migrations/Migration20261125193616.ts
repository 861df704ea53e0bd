import { Migration } from '@mikro-orm/migrations';

export class Migration20261125193616 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reading_state" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "document" varchar(60) not null, "resource_id" int null, "format" varchar(10) not null, "state" text not null, "progress" double precision not null, "location" varchar(500) null, "saved_at" timestamptz not null);`,
    );
    this.addSql(`create index "reading_state_resource_id_index" on "reading_state" ("resource_id");`);
    this.addSql(`create index "reading_state_reader_id_saved_at_index" on "reading_state" ("reader_id", "saved_at");`);
    this.addSql(`alter table "reading_state" add constraint "reading_state_reader_id_document_unique" unique ("reader_id", "document");`);

    this.addSql(
      `alter table "reading_state" add constraint "reading_state_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reading_state" cascade;`);
  }
}
