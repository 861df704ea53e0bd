import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004927 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "resource_kind" as enum ('book', 'ebook', 'audio', 'thesis', 'newspaper', 'journal', 'video', 'exhibition', 'database', 'digital');`);
    this.addSql(`create table "resource_class" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "kind" "resource_kind" not null, "name" varchar(100) not null, "code" varchar(32) null, "parent_id" int null, "description" varchar(500) null);`);
    this.addSql(`create index "resource_class_kind_parent_id_sort_index" on "resource_class" ("kind", "parent_id", "sort");`);

    this.addSql(`create table "supplier" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "name" varchar(100) not null, "contact" varchar(64) null, "phone" varchar(32) null, "email" varchar(100) null, "website" varchar(500) null, "description" text null);`);
    this.addSql(`alter table "supplier" add constraint "supplier_name_unique" unique ("name");`);
    this.addSql(`create index "supplier_enabled_sort_index" on "supplier" ("enabled", "sort");`);

    this.addSql(`create table "batch_number" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "code" varchar(64) not null, "name" varchar(100) not null, "supplier_id" int null, "received_at" date null, "description" text null);`);
    this.addSql(`alter table "batch_number" add constraint "batch_number_code_unique" unique ("code");`);
    this.addSql(`create index "batch_number_supplier_id_index" on "batch_number" ("supplier_id");`);
    this.addSql(`create index "batch_number_received_at_index" on "batch_number" ("received_at");`);

    this.addSql(`alter table "resource_class" add constraint "resource_class_parent_id_foreign" foreign key ("parent_id") references "resource_class" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "batch_number" add constraint "batch_number_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "resource_class" drop constraint "resource_class_parent_id_foreign";`);

    this.addSql(`alter table "batch_number" drop constraint "batch_number_supplier_id_foreign";`);

    this.addSql(`drop table if exists "resource_class" cascade;`);

    this.addSql(`drop table if exists "supplier" cascade;`);

    this.addSql(`drop table if exists "batch_number" cascade;`);

    this.addSql(`drop type "resource_kind";`);
  }

}
