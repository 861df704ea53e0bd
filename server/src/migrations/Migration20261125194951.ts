import { Migration } from '@mikro-orm/migrations';

export class Migration20261125194951 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "mobile_device_type" as enum ('selfCheck', 'newspaperScreen', 'catalogueKiosk', 'mobileTerminal', 'other');`);
    this.addSql(`create type "mobile_device_status" as enum ('online', 'offline');`);
    this.addSql(
      `create table "login_failure" ("id" serial primary key, "address" varchar(64) not null, "audience" varchar(16) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failure_created_at_index" on "login_failure" ("created_at");`);

    this.addSql(
      `create table "mobile_device" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "name" varchar(100) not null, "type" "mobile_device_type" not null, "location" varchar(200) not null, "serial" varchar(64) not null, "status" "mobile_device_status" not null default 'offline', "remark" text null, "library_id" int null);`,
    );
    this.addSql(`alter table "mobile_device" add constraint "mobile_device_serial_unique" unique ("serial");`);
    this.addSql(`create index "mobile_device_library_id_index" on "mobile_device" ("library_id");`);
    this.addSql(`create index "mobile_device_enabled_sort_index" on "mobile_device" ("enabled", "sort");`);
    this.addSql(`create index "mobile_device_status_enabled_index" on "mobile_device" ("status", "enabled");`);
    this.addSql(`create index "mobile_device_type_enabled_index" on "mobile_device" ("type", "enabled");`);

    this.addSql(
      `alter table "mobile_device" add constraint "mobile_device_library_id_foreign" foreign key ("library_id") references "library" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`drop index "audit_log_admin_id_index";`);

    this.addSql(`alter table "audit_log" add column "changes" jsonb not null default '[]';`);
    this.addSql(`create index "audit_log_action_created_at_index" on "audit_log" ("action", "created_at");`);
    this.addSql(`create index "audit_log_admin_id_created_at_index" on "audit_log" ("admin_id", "created_at");`);

    this.addSql(`create index "resource_unindexed_index" on "resource" ("id") where "search" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_failure" cascade;`);

    this.addSql(`drop table if exists "mobile_device" cascade;`);

    this.addSql(`drop index "audit_log_action_created_at_index";`);
    this.addSql(`drop index "audit_log_admin_id_created_at_index";`);
    this.addSql(`alter table "audit_log" drop column "changes";`);

    this.addSql(`create index "audit_log_admin_id_index" on "audit_log" ("admin_id");`);

    this.addSql(`drop index "resource_unindexed_index";`);

    this.addSql(`drop type "mobile_device_type";`);
    this.addSql(`drop type "mobile_device_status";`);
  }
}
