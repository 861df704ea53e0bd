import { Migration } from '@mikro-orm/migrations';

/**
 * What the demo seed inserted (issue 52): every row, by table and primary key, and every file it
 * put into the upload store, so that 清除演示数据 (back office and `portal clear-demo`) removes exactly
 * those. A database seeded before this migration has no record: its demo data cannot be told apart
 * from the library's own and stays.
 */
export class Migration20261207031000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "demo_seed_row" ("table_name" text not null, "row_key" jsonb not null, constraint "demo_seed_row_pkey" primary key ("table_name", "row_key"));`,
    );
    this.addSql(`create table "demo_seed_file" ("storage_key" text not null, constraint "demo_seed_file_pkey" primary key ("storage_key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "demo_seed_row";`);
    this.addSql(`drop table if exists "demo_seed_file";`);
  }
}
