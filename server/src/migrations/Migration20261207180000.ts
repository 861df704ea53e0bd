import { Migration } from '@mikro-orm/migrations';

/**
 * Disabling an account ends its sessions for good (issue 54, S12): a token names the account's
 * `token_version`, and disabling moves it on, so enabling the account again does not bring the
 * tokens made before back. A trigger, so every way an account is disabled (the back office, a batch,
 * the CLI, an operator's SQL) does it.
 */
export class Migration20261207180000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function account_disabled_ends_tokens() returns trigger language plpgsql as $$
begin
  if old.enabled and not new.enabled then
    new.token_version := old.token_version + 1;
  end if;
  return new;
end $$;`);
    for (const table of ['reader', 'admin_user']) {
      this.addSql(`drop trigger if exists "${table}_disabled_ends_tokens" on "${table}";`);
      this.addSql(
        `create trigger "${table}_disabled_ends_tokens" before update of "enabled" on "${table}" for each row execute function account_disabled_ends_tokens();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of ['reader', 'admin_user']) this.addSql(`drop trigger if exists "${table}_disabled_ends_tokens" on "${table}";`);
    this.addSql(`drop function if exists account_disabled_ends_tokens();`);
  }
}
