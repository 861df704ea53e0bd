import { Migration } from '@mikro-orm/migrations';

export class Migration20261125163626 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_key" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "name" varchar(100) not null, "note" varchar(500) null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "per_minute" int not null default 60, "per_day" int not null default 10000, "requests" int not null default 0, "last_used_at" timestamptz null, "rotated_at" timestamptz null);`,
    );
    this.addSql(`alter table "api_key" add constraint "api_key_secret_hash_unique" unique ("secret_hash");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_key" cascade;`);
  }
}
