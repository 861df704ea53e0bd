import { Migration } from '@mikro-orm/migrations';

/**
 * A phone binds to one reader card at most (api/user/bind; the SMS login finds the reader by it):
 * the plain index on reader.phone becomes a unique one (unbound readers have null, which repeats).
 */
export class Migration20261125102545 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "reader_phone_index";`);

    this.addSql(`alter table "reader" add constraint "reader_phone_unique" unique ("phone");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reader" drop constraint "reader_phone_unique";`);

    this.addSql(`create index "reader_phone_index" on "reader" ("phone");`);
  }

}
