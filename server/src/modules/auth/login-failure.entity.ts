import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How long failed logins are kept: the security check looks at the last 24 hours, nothing older is read. */
export const LOGIN_FAILURE_KEEP_MS = 24 * 3600 * 1000;

/**
 * One failed login (wrong password or code), with the address it came from, so that the security
 * check (安全检测) can show addresses that keep failing. Addresses are personal data: rows are
 * deleted after LOGIN_FAILURE_KEEP_MS by the auth sweep (auth-sweep.job.ts).
 */
@Entity({ tableName: 'login_failure' })
export class LoginFailure {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 64 })
  address!: string;

  /** 'admin' or 'reader': which login form. */
  @Property({ length: 16 })
  audience!: string;

  /** The sweep's delete and the check's window both read by time. */
  @Index()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

export interface FailingAddress {
  address: string;
  failures: number;
  audiences: string[];
}

/** Addresses with at least `atLeast` failed logins since `since`, most first (at most `limit`). */
export async function failingAddresses(em: EntityManager, since: Date, atLeast: number, limit = 20): Promise<FailingAddress[]> {
  const rows = await em.getConnection().execute<{ address: string; failures: string; audiences: string[] }[]>(
    `select address, count(*) as failures, array_agg(distinct audience) as audiences
     from login_failure where created_at >= ? group by address having count(*) >= ? order by count(*) desc, address limit ?`,
    [since, atLeast, limit],
  );
  return rows.map((row) => ({ address: row.address, failures: Number(row.failures), audiences: row.audiences }));
}
