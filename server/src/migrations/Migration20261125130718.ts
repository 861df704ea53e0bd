import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130718 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reader" add column "rights" text[] not null default '{DOWNLOAD,VENUE_BOOKING}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reader" drop column "rights";`);
  }
}
