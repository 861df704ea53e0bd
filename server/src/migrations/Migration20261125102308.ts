import { Migration } from '@mikro-orm/migrations';

export class Migration20261125102308 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "venue" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "enabled" boolean not null default true, "recommended" boolean not null default false, "sort" int not null default 0, "name" varchar(100) not null, "library_id" int null, "location" varchar(200) not null, "capacity" int not null, "facilities" text null, "photo" varchar(500) null, "opens_at" time(0) not null default '09:00:00', "closes_at" time(0) not null default '21:00:00', "open_weekdays" smallint[] not null default '{1,2,3,4,5,6,7}');`);
    this.addSql(`create index "venue_library_id_index" on "venue" ("library_id");`);
    this.addSql(`create index "venue_enabled_sort_index" on "venue" ("enabled", "sort");`);

    this.addSql(`create table "venue_booking" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "author_name" varchar(32) not null default '', "status" "review_status" not null default 'PENDING', "reply" text null, "reviewed_at" timestamptz null, "unread" boolean not null default false, "venue_id" int not null, "date" date not null, "start_time" time(0) not null, "end_time" time(0) not null, "purpose" varchar(500) not null, "attendees" int not null, "phone" varchar(20) not null);`);
    this.addSql(`create index "venue_booking_reader_id_index" on "venue_booking" ("reader_id");`);
    this.addSql(`create index "venue_booking_venue_id_date_status_index" on "venue_booking" ("venue_id", "date", "status");`);
    this.addSql(`create index "venue_booking_status_created_at_index" on "venue_booking" ("status", "created_at");`);

    this.addSql(`alter table "venue" add constraint "venue_library_id_foreign" foreign key ("library_id") references "library" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "venue_booking" add constraint "venue_booking_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "venue_booking" add constraint "venue_booking_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "venue_booking" drop constraint "venue_booking_venue_id_foreign";`);

    this.addSql(`drop table if exists "venue" cascade;`);

    this.addSql(`drop table if exists "venue_booking" cascade;`);
  }

}
