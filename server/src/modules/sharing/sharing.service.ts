import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/auth/viewer.js';
import { parseId } from '../../core/crud/ids.js';
import { AppError } from '../../core/errors/app-error.js';
import { mailerOf } from '../../core/mail/mailer.js';
import { qrCode, qrTarget, type QrCode } from '../../core/qr/qr-code.js';
import type { Services } from '../../core/services.js';
import { RESOURCE_KIND_NAMES, resourcePagePath, visibleSql, type ResourceKind } from '../catalogue/index.js';
import { SHARE_LIMIT_MESSAGE, SHARE_LIMITS } from './rules.js';

/** Characters of the summary a shared mail quotes. */
const SUMMARY_LENGTH = 200;

interface SharedResource {
  id: number;
  kind: ResourceKind;
  title: string;
  creators: string[];
  summary: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The summary as plain text (tags out, spaces folded), cut to SUMMARY_LENGTH characters. */
function shortSummary(summary: string | null): string {
  const text = (summary ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH).join('')}…` : text;
}

/**
 * Sharing a resource (spec §7 calls 45–46): the QR code of its public page, and its title, link
 * and a short summary by e-mail. Only a resource the reader sees (the catalogue's visibility rule)
 * is shared; anything else is 404, as its page would be. The mail has no text of the reader's, so
 * the portal cannot be made to carry someone's message to strangers.
 */
export class SharingService {
  constructor(private readonly services: Services) {}

  /** The resource if the viewer sees it (one statement), else 404. */
  private async visibleResource(em: EntityManager, viewer: Viewer | undefined, rawId: string): Promise<SharedResource> {
    const id = parseId(rawId, 'resourceId');
    const [row] = await em
      .getConnection()
      .execute<SharedResource[]>(
        `select r.id, r.kind, r.title, r.creators, r.summary from resource r where r.id = ? and ${visibleSql(viewer, 'r')}`,
        [id],
      );
    if (!row) throw AppError.notFound();
    return row;
  }

  private link(resource: SharedResource): string {
    return `${this.services.config.publicUrl}${resourcePagePath(resource)}`;
  }

  /** 分享统计: a share by `channel`, joining the usage log's next batch. */
  private countShare(viewer: Viewer | undefined, resource: SharedResource, channel: 'qr' | 'email' | 'link') {
    this.services.events.emit({
      type: 'share',
      dims: { channel, kind: resource.kind },
      resourceId: resource.id,
      readerId: viewer?.kind === 'reader' ? viewer.id : null,
    });
  }

  /**
   * The code holds the link marked `from=qr` (a visit it brings counts as a QR-code arrival); its
   * `text` is the plain link, which the share dialog offers to copy.
   */
  async qrCode(em: EntityManager, viewer: Viewer | undefined, resourceId: string): Promise<QrCode> {
    const resource = await this.visibleResource(em, viewer, resourceId);
    const link = this.link(resource);
    const code = await qrCode(qrTarget(link));
    this.countShare(viewer, resource, 'qr');
    return { ...code, text: link };
  }

  /** The reader copied the resource's link (the share dialog's 复制链接): counted, nothing sent. */
  async linkCopied(em: EntityManager, viewer: Viewer, resourceId: string): Promise<boolean> {
    const resource = await this.visibleResource(em, viewer, resourceId);
    if (!(await this.services.rateLimiter.hit(SHARE_LIMITS.linkPerReader, String(viewer.id)))) return false;
    this.countShare(viewer, resource, 'link');
    return true;
  }

  async shareByEmail(em: EntityManager, viewer: Viewer, resourceId: string, email: string): Promise<boolean> {
    const resource = await this.visibleResource(em, viewer, resourceId);
    const mailer = mailerOf(this.services);
    const to = email.trim();
    if (
      !(await this.services.rateLimiter.hit(SHARE_LIMITS.emailPerReader, `${viewer.kind}:${viewer.id}`)) ||
      !(await this.services.rateLimiter.hit(SHARE_LIMITS.emailPerAddress, to.toLowerCase()))
    ) {
      throw AppError.tooManyRequests(SHARE_LIMIT_MESSAGE);
    }
    const site = this.services.config.site.name;
    const link = this.link(resource);
    const kind = RESOURCE_KIND_NAMES[resource.kind];
    const creators = resource.creators.join('、');
    const summary = shortSummary(resource.summary);
    const lines = [
      '您好！',
      '',
      `${site}的一位读者向您分享了一项${kind}：`,
      '',
      `《${resource.title}》`,
      ...(creators ? [creators] : []),
      ...(summary ? ['', summary] : []),
      '',
      `查看详情：${link}`,
      '',
      `此邮件由${site}网站代读者发送，请勿直接回复。`,
    ];
    const html = [
      '<p>您好！</p>',
      `<p>${escapeHtml(site)}的一位读者向您分享了一项${escapeHtml(kind)}：</p>`,
      `<h2 style="margin:16px 0 4px">《${escapeHtml(resource.title)}》</h2>`,
      creators ? `<p style="margin:0;color:#4a5568">${escapeHtml(creators)}</p>` : '',
      summary ? `<p>${escapeHtml(summary)}</p>` : '',
      `<p><a href="${escapeHtml(link)}">查看详情</a>：${escapeHtml(link)}</p>`,
      `<p style="color:#718096;font-size:12px">此邮件由${escapeHtml(site)}网站代读者发送，请勿直接回复。</p>`,
    ].join('\n');
    await mailer.send({ to, subject: `${site} · 分享：《${resource.title}》`, text: lines.join('\n'), html });
    this.countShare(viewer, resource, 'email');
    return true;
  }
}
