import { Migration } from '@mikro-orm/migrations';

/**
 * OAI-PMH (issue 18): harvests go in datestamp order (resource (updated_at, id)), and a removed
 * resource leaves a tombstone so harvesters learn of it (deletedRecord "persistent"). The trigger
 * catches every way a row leaves `resource` (one, a batch, a cascade); ids are serial, so a
 * tombstone's id never comes back as a live resource.
 */
export class Migration20261125130406 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "oai_tombstone" ("resource_id" int not null, "kind" "resource_kind" not null, "deleted_at" timestamptz not null, constraint "oai_tombstone_pkey" primary key ("resource_id"));`);
    this.addSql(`create index "oai_tombstone_deleted_at_resource_id_index" on "oai_tombstone" ("deleted_at", "resource_id");`);

    this.addSql(`create index "resource_updated_at_id_index" on "resource" ("updated_at", "id");`);

    this.addSql(`create function oai_tombstone_of_resource() returns trigger language plpgsql as $$
      begin
        insert into oai_tombstone (resource_id, kind, deleted_at) values (old.id, old.kind, now())
          on conflict (resource_id) do update set kind = excluded.kind, deleted_at = excluded.deleted_at;
        return old;
      end $$;`);
    this.addSql(`create trigger resource_oai_tombstone after delete on resource for each row execute function oai_tombstone_of_resource();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists resource_oai_tombstone on resource;`);
    this.addSql(`drop function if exists oai_tombstone_of_resource();`);
    this.addSql(`drop table if exists "oai_tombstone" cascade;`);

    this.addSql(`drop index "resource_updated_at_id_index";`);
  }

}
