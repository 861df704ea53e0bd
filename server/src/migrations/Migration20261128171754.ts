import { Migration } from '@mikro-orm/migrations';

/**
 * 备份管理: each backup says how its database was dumped (pg_dump or the portal's own format). The
 * backup table is left out of every dump, so a restore of an older backup keeps it as it is while this
 * migration runs again: hence "if not exists". Backups made before this were all pg_dump ones.
 */
export class Migration20261128171754 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "backup" add column if not exists "format" text check ("format" in ('PG_DUMP', 'PORTAL')) null;`);
    this.addSql(`update "backup" set "format" = 'PG_DUMP' where "format" is null and "state" = 'SUCCEEDED';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "backup" drop column "format";`);
  }

}
