import { Migration } from '@mikro-orm/migrations';

/**
 * Circulation (issue 14): loans of paper-book copies to readers (current ones and the history, the
 * due-soon index, one current loan per copy) and readers' loan requests (one open per reader and book).
 */
export class Migration20261125100622 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "loan_request_state" as enum ('PENDING', 'FULFILLED', 'CANCELLED');`);
    this.addSql(`create type "loan_state" as enum ('ON_LOAN', 'RETURNED');`);
    this.addSql(`create table "loan_request" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "resource_id" int not null, "copy_id" int null, "state" "loan_request_state" not null default 'PENDING');`);
    this.addSql(`create index "loan_request_resource_id_index" on "loan_request" ("resource_id");`);
    this.addSql(`create index "loan_request_reader_id_state_created_at_index" on "loan_request" ("reader_id", "state", "created_at");`);
    this.addSql(`create index "loan_request_open_copy_index" on "loan_request" ("copy_id") where "state" = 'PENDING';`);
    this.addSql(`create unique index "loan_request_open_unique" on "loan_request" ("reader_id", "resource_id") where "state" = 'PENDING';`);

    this.addSql(`create table "loan" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reader_id" int not null, "copy_id" int null, "resource_id" int not null, "borrowed_at" timestamptz not null, "due_at" timestamptz not null, "renewals" int not null default 0, "returned_at" timestamptz null, "state" "loan_state" not null default 'ON_LOAN');`);
    this.addSql(`create index "loan_copy_id_index" on "loan" ("copy_id");`);
    this.addSql(`create index "loan_resource_id_index" on "loan" ("resource_id");`);
    this.addSql(`create unique index "loan_copy_current_unique" on "loan" ("copy_id") where "returned_at" is null;`);
    this.addSql(`create index "loan_due_current_index" on "loan" ("due_at") where "returned_at" is null;`);
    this.addSql(`create index "loan_reader_history_index" on "loan" ("reader_id", "returned_at" desc, "id" desc) where "returned_at" is not null;`);
    this.addSql(`create index "loan_reader_current_index" on "loan" ("reader_id", "due_at", "id") where "returned_at" is null;`);

    this.addSql(`alter table "loan_request" add constraint "loan_request_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "loan_request" add constraint "loan_request_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "loan_request" add constraint "loan_request_copy_id_foreign" foreign key ("copy_id") references "book_copy" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "loan" add constraint "loan_reader_id_foreign" foreign key ("reader_id") references "reader" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "loan" add constraint "loan_copy_id_foreign" foreign key ("copy_id") references "book_copy" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "loan" add constraint "loan_resource_id_foreign" foreign key ("resource_id") references "resource" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "loan_request" cascade;`);

    this.addSql(`drop table if exists "loan" cascade;`);

    this.addSql(`drop type "loan_request_state";`);
    this.addSql(`drop type "loan_state";`);
  }

}
