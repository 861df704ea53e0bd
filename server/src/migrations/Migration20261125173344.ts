import { Migration } from '@mikro-orm/migrations';

export class Migration20261125173344 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "activity" add column "branch_id" int null;`);
    this.addSql(`alter table "activity" add constraint "activity_branch_id_foreign" foreign key ("branch_id") references "branch" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "activity_branch_id_index" on "activity" ("branch_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity" drop constraint "activity_branch_id_foreign";`);

    this.addSql(`drop index "activity_branch_id_index";`);
    this.addSql(`alter table "activity" drop column "branch_id";`);
  }

}
