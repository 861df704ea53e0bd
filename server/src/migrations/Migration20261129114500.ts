import { Migration } from '@mikro-orm/migrations';

/**
 * The search vectors move back into the row (storage `main`), compressed with lz4 where the
 * server has it. Out of line (Migration20261122061500), a common word's search checked its match
 * on every row it scanned through the TOAST table: for 历史 in a million resources, 15,000 rows and
 * 30 of the statement's 42 ms. Inline, the same scan took half the time on a 200,000-row copy (9–11
 * ms against 20–22 ms). Most vectors fit uncompressed; the rest are compressed, with lz4 when the
 * server was built with it (decompressing pglz was the cost that moved them out of line), else
 * with pglz (the embedded PostgreSQL has no lz4). Rows written before keep their storage until they
 * are written again; to move them at once, `update resource set search = search || ''::tsvector,
 * search_words = search_words || ''::tsvector` and VACUUM (2.5 min for the benchmark's million rows).
 */
export class Migration20261129114500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "resource" alter column "search" set storage main, alter column "search_words" set storage main;`);
    this.addSql(`do $$ begin
      alter table "resource" alter column "search" set compression lz4, alter column "search_words" set compression lz4;
    exception when feature_not_supported then null;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "resource" alter column "search" set compression default, alter column "search_words" set compression default;`);
    this.addSql(`alter table "resource" alter column "search" set storage external, alter column "search_words" set storage external;`);
  }

}
