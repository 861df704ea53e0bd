import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17 gaps: a trigram index for the back office's reader keyword search (积分管理, 用户管理);
 * a roll-up day marked stale when late rows reach it; tags found by their review time (the tag
 * statistic counts passed tags only, so a review changes a day already rolled up).
 */
export class Migration20261128171535 extends Migration {

  override async up(): Promise<void> {
    this.addSql(
      `create index "reader_search_trgm_index" on "reader" using gin ((name || ' ' || card_number || ' ' || coalesce(phone, '')) gin_trgm_ops);`,
    );

    this.addSql(`alter table "stat_rollup_day" add column "stale" boolean not null default false;`);

    this.addSql(`create index "resource_tag_reviewed_at_index" on "resource_tag" ("reviewed_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "reader_search_trgm_index";`);

    this.addSql(`drop index "resource_tag_reviewed_at_index";`);

    this.addSql(`alter table "stat_rollup_day" drop column "stale";`);
  }

}
