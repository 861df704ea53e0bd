import { Migration } from '@mikro-orm/migrations';

export class Migration20261125205449 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "audit_log" add column "detail" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_log" drop column "detail";`);
  }

}
