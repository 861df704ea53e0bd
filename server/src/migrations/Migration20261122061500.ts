import { Migration } from '@mikro-orm/migrations';

/**
 * The search vectors are stored out of line but uncompressed: a search reads (and rechecks) the
 * match vector of every candidate row, and pglz decompression was most of that cost. Rows written
 * before keep their compressed values until they are written again.
 */
export class Migration20261122061500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "resource" alter column "search" set storage external, alter column "search_words" set storage external;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "resource" alter column "search" set storage extended, alter column "search_words" set storage extended;`);
  }

}
