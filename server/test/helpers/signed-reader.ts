import type { TestPortal } from './test-portal.js';

/** A new enabled reader (card `cardNumber`) inserted straight into the database, and a reader token for it. */
export async function signedReader(portal: TestPortal, cardNumber: string): Promise<{ id: number; token: string }> {
  const [row] = await portal.sql<{ id: number }>(
    `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
     values (now(), now(), true, ?, '读者', 'x', 2, 0) returning id`,
    [cardNumber],
  );
  const token = (await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 })).token;
  return { id: row.id, token };
}
