import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014258 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "resource" add column "poster" varchar(500) null;`);

  }

  override async down(): Promise<void> {
    this.addSql(`alter table "resource" drop column "poster";`);

  }

}
