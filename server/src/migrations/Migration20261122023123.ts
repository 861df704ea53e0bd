import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023123 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "resource_visible_kind_class_index" on "resource" ("kind", "class_id") include ("published_at") where "enabled" and "on_shelf";`);
    this.addSql(`create index "resource_visible_kind_published_at_index" on "resource" ("kind", "published_at" desc, "id" desc) include ("class_id") where "enabled" and "on_shelf";`);

    this.addSql(`drop index "resource_daily_stat_day_resource_id_index";`);

    this.addSql(`create index "resource_daily_stat_day_covering_index" on "resource_daily_stat" ("day", "resource_id") include ("views", "borrows", "downloads");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "resource_visible_kind_class_index";`);
    this.addSql(`drop index "resource_visible_kind_published_at_index";`);

    this.addSql(`drop index "resource_daily_stat_day_covering_index";`);

    this.addSql(`create index "resource_daily_stat_day_resource_id_index" on "resource_daily_stat" ("day", "resource_id");`);
  }

}
