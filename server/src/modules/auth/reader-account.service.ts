import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/auth/viewer.js';
import { AppError } from '../../core/errors/app-error.js';
import { qrCode, type QrCode } from '../../core/qr/qr-code.js';
import type { Services } from '../../core/services.js';
import { Reader } from '../users/index.js';
import { AuthCodeKind } from './auth-code.entity.js';
import { consumeCode } from './one-time-code.js';
import { LIMIT_MESSAGES, RATE_LIMITS } from './rules.js';

export const PHONE_TAKEN = '该手机号已绑定其他读者证';
export const PHONE_ALREADY_BOUND = '您已绑定手机号，请先解绑';
export const NO_PHONE_BOUND = '您尚未绑定手机号';
export const WRONG_CODE = '验证码错误或已过期';

/**
 * The reader's own account (spec §7 calls 42–44): binding a phone to the reader card, which then
 * logs in with phone + SMS code, unbinding it, and the card's QR code for the desk.
 *
 * Both binding and unbinding prove the phone with a code sendSmsCode sent to it (its limits per
 * phone and address apply; a code burns after 5 wrong guesses). Unbinding asks the bound phone's
 * code rather than the card password: it is what every reader with a bound phone can answer
 * (phone-login readers often never use the card password), and the same proof as binding. A reader
 * who lost the number has the desk change it.
 */
export class ReaderAccountService {
  constructor(private readonly services: Services) {}

  private async reader(em: EntityManager, viewer: Viewer): Promise<Reader> {
    const reader = viewer.kind === 'reader' ? await em.findOne(Reader, { id: viewer.id }) : null;
    if (!reader) throw AppError.unauthenticated();
    return reader;
  }

  private async limit(reader: Reader) {
    if (!(await this.services.rateLimiter.hit(RATE_LIMITS.phoneBindingPerReader, String(reader.id)))) {
      throw AppError.tooManyRequests(LIMIT_MESSAGES.phoneBinding);
    }
  }

  async bindPhone(em: EntityManager, viewer: Viewer, phone: string, code: string): Promise<Reader> {
    const reader = await this.reader(em, viewer);
    await this.limit(reader);
    if (reader.phone) throw AppError.badInput('phone', PHONE_ALREADY_BOUND);
    // The code first: whether a number belongs to some reader is told only to whoever holds it.
    if (!(await consumeCode(em, AuthCodeKind.Sms, code, { subject: phone }))) throw AppError.badInput('code', WRONG_CODE);
    if (await em.count(Reader, { phone, id: { $ne: reader.id } })) throw AppError.badInput('phone', PHONE_TAKEN);
    try {
      // Only while still unbound: two binds at once cannot both win, and the unique phone index
      // refuses a number another reader bound meanwhile.
      const updated = await em.nativeUpdate(Reader, { id: reader.id, phone: null }, { phone });
      if (updated !== 1) throw AppError.badInput('phone', PHONE_ALREADY_BOUND);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw AppError.badInput('phone', PHONE_TAKEN);
      throw error;
    }
    await em.refresh(reader);
    return reader;
  }

  async unbindPhone(em: EntityManager, viewer: Viewer, code: string): Promise<Reader> {
    const reader = await this.reader(em, viewer);
    await this.limit(reader);
    const phone = reader.phone;
    if (!phone) throw AppError.badInput('code', NO_PHONE_BOUND);
    if (!(await consumeCode(em, AuthCodeKind.Sms, code, { subject: phone }))) throw AppError.badInput('code', WRONG_CODE);
    await em.nativeUpdate(Reader, { id: reader.id, phone }, { phone: null });
    await em.refresh(reader);
    return reader;
  }

  /** The card number as a QR code: the desk scans it instead of the card. */
  async cardQrCode(em: EntityManager, viewer: Viewer): Promise<QrCode> {
    const reader = await this.reader(em, viewer);
    return qrCode(reader.cardNumber);
  }
}
