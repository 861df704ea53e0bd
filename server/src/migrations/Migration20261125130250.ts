import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130250 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "resource_error_report_resource_id_status_created_at_index" on "resource_error_report" ("resource_id", "status", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "resource_error_report_resource_id_status_created_at_index";`);
  }
}
