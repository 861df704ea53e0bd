import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161757 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "branch_type" as enum ('street', 'community', 'cityBookBar', 'shareBooks', 'audioBook');`);
    this.addSql(
      `create table "branch" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "type" "branch_type" not null, "name" varchar(100) not null, "district" varchar(50) not null, "address" varchar(200) not null, "opening_hours" varchar(200) null, "phone" varchar(32) null, "photo" varchar(500) null, "latitude" double precision null, "longitude" double precision null, "description" text null, "library_id" int null);`,
    );
    this.addSql(`create index "branch_library_id_index" on "branch" ("library_id");`);
    this.addSql(`create index "branch_enabled_sort_index" on "branch" ("enabled", "sort");`);
    this.addSql(`create index "branch_district_type_index" on "branch" ("district", "type");`);
    this.addSql(`create index "branch_type_enabled_sort_index" on "branch" ("type", "enabled", "sort");`);

    this.addSql(
      `alter table "branch" add constraint "branch_library_id_foreign" foreign key ("library_id") references "library" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "branch" cascade;`);

    this.addSql(`drop type "branch_type";`);
  }
}
