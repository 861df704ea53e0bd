import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyPassword } from '../../core/auth/passwords.js';
import type { RateLimitRule } from '../../core/auth/rate-limit.js';
import { AppError } from '../../core/errors/app-error.js';
import type { Services } from '../../core/services.js';
import { parseId } from '../../core/crud/ids.js';
import { BookCopy } from '../catalogue/index.js';
import { Reader } from '../users/index.js';
import type { CirculationProvider } from './circulation.provider.js';
import type { RenewOutcome } from './circulation.types.js';
import type { Loan } from './loan.entity.js';
import { REFUSALS } from './messages.js';
import { PortalCirculation } from './portal-circulation.js';

const providers = new WeakMap<Services, CirculationProvider>();

/**
 * The circulation this portal runs. The default is its own (loans in its database); a library with
 * a circulation system (ILS) puts its adapter here, and GraphQL, REST and the pages stay as they are.
 */
export function circulationOf(services: Services): CirculationProvider {
  let provider = providers.get(services);
  if (!provider) {
    provider = new PortalCirculation(services);
    providers.set(services, provider);
  }
  return provider;
}

/** Refusals a reader is shown per loan in 全部续借; anything else (an outage) fails the whole call. */
const PER_LOAN = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);
const ALL_AT_ONCE = 100;

/** 全部续借: renews each of the reader's current loans that may be renewed, and says why not for the others. */
export async function renewAll(em: EntityManager, provider: CirculationProvider, readerId: number): Promise<RenewOutcome[]> {
  const loans: Loan[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await provider.currentLoans(em, readerId, { page, pageSize: ALL_AT_ONCE });
    loans.push(...items);
    if (items.length === 0 || loans.length >= total) break;
  }
  const outcomes: RenewOutcome[] = [];
  for (const loan of loans) {
    try {
      const renewed = await provider.renew(em, readerId, loan.id);
      outcomes.push({ loanId: loan.id, title: loan.title, renewed: true, loan: renewed });
    } catch (error) {
      if (!(error instanceof AppError) || !PER_LOAN.has(error.code)) throw error;
      outcomes.push({ loanId: loan.id, title: loan.title, renewed: false, message: error.message, loan });
    }
  }
  return outcomes;
}

/** Wrong card numbers or passwords per reader before verification pauses (the password is the login's). */
export const CARD_VERIFY_LIMIT: RateLimitRule = { name: 'card-verify:reader', limit: 5, windowSeconds: 15 * 60 };

/**
 * `POST api/user/mine/verification/Readers`: the logged-in reader confirms their reader card — its
 * number and the password of the card login (the same hash readerLogin checks). True, or a
 * Chinese refusal naming the field; repeated failures pause it for 15 minutes.
 */
export async function verifyReaderCard(services: Services, em: EntityManager, readerId: number, cardNumber: string, password: string) {
  const key = String(readerId);
  if (await services.rateLimiter.exceeded(CARD_VERIFY_LIMIT, key)) throw AppError.tooManyRequests(REFUSALS.cardTooMany);
  const reader = await em.findOne(Reader, { id: readerId });
  if (!reader) throw AppError.unauthenticated();
  const failed = async (field: string, message: string): Promise<never> => {
    await services.rateLimiter.hit(CARD_VERIFY_LIMIT, key);
    throw AppError.badInput(field, message);
  };
  if (reader.cardNumber !== cardNumber.trim()) return failed('cardNumber', REFUSALS.cardMismatch);
  if (!(await verifyPassword(reader.passwordHash, password))) return failed('password', REFUSALS.cardPassword);
  await services.rateLimiter.reset(CARD_VERIFY_LIMIT, key);
  return true;
}

/**
 * The copy the desk means: its id, or the barcode scanned off it (the portal's own copies; an ILS
 * adapter's desk works on its own system).
 */
export async function deskCopyId(em: EntityManager, { copyId, barcode }: { copyId?: string | null; barcode?: string | null }): Promise<number> {
  if (copyId) return parseId(copyId, 'copyId');
  const code = barcode?.trim();
  if (!code) throw AppError.badInput('barcode', REFUSALS.copyUnspecified);
  const copy = await em.findOne(BookCopy, { barcode: code }, { fields: ['id'] });
  if (!copy) throw AppError.badInput('barcode', REFUSALS.barcodeUnknown);
  return copy.id;
}
