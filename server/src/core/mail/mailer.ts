import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config.js';
import { AppError } from '../errors/app-error.js';
import type { Services } from '../services.js';

export const MAIL_NOT_CONFIGURED = '邮件服务未配置';
export const MAIL_FAILED = '邮件发送失败，请稍候再试';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail through the SMTP server of the configuration (SMTP_HOST…). */
export class SmtpMailer {
  /** Made at the first message: nodemailer is loaded then (issue 54), not in every idle portal. */
  private transport?: Promise<Transporter>;

  constructor(
    private readonly smtp: SmtpConfig,
    private readonly services: Pick<Services, 'log'>,
  ) {}

  private transporter(): Promise<Transporter> {
    const smtp = this.smtp;
    // One connection per message (no pool to close at shutdown); a server that does not answer
    // fails the request within seconds instead of holding it.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.auth,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return this.transport;
  }

  /** Sends one message; a failure of the SMTP server is answered 503 邮件发送失败 (and logged), never a success. */
  async send(message: MailMessage): Promise<void> {
    try {
      await (await this.transporter()).sendMail({ from: this.smtp.from, ...message });
    } catch (err) {
      this.services.log.error({ err, host: this.smtp.host, port: this.smtp.port }, 'sending mail failed');
      throw new AppError('SERVICE_UNAVAILABLE', MAIL_FAILED);
    }
  }
}

const mailers = new WeakMap<Services, SmtpMailer>();

/** The portal's mailer, made once per process; 503 邮件服务未配置 when SMTP_HOST is unset. */
export function mailerOf(services: Services): SmtpMailer {
  const smtp = services.config.smtp;
  if (!smtp) throw new AppError('SERVICE_UNAVAILABLE', MAIL_NOT_CONFIGURED);
  let mailer = mailers.get(services);
  if (!mailer) {
    mailer = new SmtpMailer(smtp, services);
    mailers.set(services, mailer);
  }
  return mailer;
}
