import type { Logger } from '../../logger.js';

/** Sends SMS verification codes. A real gateway implements this; the default writes to the log. */
export interface SmsProvider {
  sendCode(phone: string, code: string): Promise<void>;
}

export class LogSmsProvider implements SmsProvider {
  constructor(private readonly log: Logger) {}

  async sendCode(phone: string, code: string) {
    this.log.info({ phone, code }, 'SMS verification code (no SMS gateway configured)');
  }
}
