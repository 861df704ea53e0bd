import { Migration } from '@mikro-orm/migrations';

/**
 * The most used tenth of the catalogue, searched first (search/search-first.ts): a flag kept by the
 * hourly `search.first` job, a text index over the flagged rows only, and the flags set now.
 */
export class Migration20261203110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "resource" add column "search_first" boolean not null default false;`);
    this.addSql(`create index "resource_search_first_index" on "resource" using gin ("search") where "search_first";`);
    this.addSql(`with ranked as (
      select id, row_number() over (order by views + 5 * borrows desc, id desc) <= greatest(1, ceil(count(*) over () * 0.1)) as first from resource
    )
    update "resource" r set "search_first" = true from ranked where ranked.id = r.id and ranked.first;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "resource_search_first_index";`);
    this.addSql(`alter table "resource" drop column "search_first";`);
  }

}
