import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../core/errors/app-error.js';
import { sensitiveFilter } from '../sensitive/sensitive-cache.js';
import { ExamineItem, ReviewMode, SensitiveAction } from './examine-item.entity.js';
import { submissionTypeLabels, typeSubject, venueSubject } from './examine-sources.js';

/** The refusal of a text with a sensitive word: it names no word (nobody learns the list by trying). */
export const SENSITIVE_REFUSED = '内容包含敏感词，请修改后再提交';

export const disabledMessage = (name: string) => `${name}已停用`;
export const closedMessage = (name: string) => `${name}暂停受理`;

/** The settings in force: the row's, or the defaults when there is none yet. */
function settingsOf(item: ExamineItem | null) {
  return {
    enabled: item?.enabled ?? true,
    open: item?.open ?? true,
    reviewMode: item?.reviewMode ?? ReviewMode.MANUAL,
    onSensitive: item?.onSensitive ?? SensitiveAction.REVIEW,
  };
}

/** Why a type or venue takes no new applications now, or null when it does. */
function refusal(settings: { enabled: boolean; open: boolean }, name: string): string | null {
  if (!settings.enabled) return disabledMessage(name);
  if (!settings.open) return closedMessage(name);
  return null;
}

/** What the submission mechanism does with a new item: its sensitive words as written, and whether it passes at once. */
export interface Screening {
  flaggedWords: string[];
  autoPass: boolean;
}

/**
 * A reader's new item of a type, before it is stored: refused when the type is 停用 or 关闭, or
 * when a text field has a sensitive word and the match action is REFUSE; otherwise its words are
 * found and the review mode says whether it passes at once. MANUAL: it waits. AUTO: it passes
 * (its words are still recorded). AUTO_UNLESS_SENSITIVE: it passes when no word was found.
 */
export async function screenSubmission(em: EntityManager, typeName: string, texts: Record<string, unknown>): Promise<Screening> {
  const name = submissionTypeLabels().get(typeName) ?? typeName;
  const settings = settingsOf(await em.findOne(ExamineItem, { subject: typeSubject(typeName) }));
  const refused = refusal(settings, name);
  if (refused) throw new AppError('BAD_USER_INPUT', refused);
  const filter = await sensitiveFilter(em);
  const found = new Set<string>();
  for (const [field, value] of Object.entries(texts)) {
    if (typeof value !== 'string' || !value) continue;
    // The fast path first: most texts have no word at all.
    if (!filter.words(value).length) continue;
    if (settings.onSensitive === SensitiveAction.REFUSE) throw AppError.badInput(field, SENSITIVE_REFUSED);
    // Kept as written (刷 单, 刷*单), so the review queue marks them where they stand in the text.
    for (const hit of filter.hits(value)) found.add(value.slice(hit.start, hit.end));
  }
  const autoPass = settings.reviewMode === ReviewMode.AUTO || (settings.reviewMode === ReviewMode.AUTO_UNLESS_SENSITIVE && found.size === 0);
  return { flaggedWords: [...found], autoPass };
}

/** A new booking of a venue: refused when the venue's item is 停用 or 关闭. */
export async function assertVenueAccepting(em: EntityManager, venueId: number, venueName: string): Promise<void> {
  const refused = refusal(settingsOf(await em.findOne(ExamineItem, { subject: venueSubject(venueId) })), venueName);
  if (refused) throw AppError.badInput('venueId', refused);
}

/** Whether a type takes new submissions, and what a form says when it does not. */
export interface Availability {
  type: string;
  name: string;
  accepting: boolean;
  message: string | null;
}

/** Every submission type's availability, in one query. */
export async function submissionAvailability(em: EntityManager): Promise<Availability[]> {
  const labels = submissionTypeLabels();
  const rows = await em.find(ExamineItem, { subject: { $in: [...labels.keys()].map(typeSubject) } });
  const bySubject = new Map(rows.map((row) => [row.subject, row]));
  return [...labels].map(([type, name]) => {
    const message = refusal(settingsOf(bySubject.get(typeSubject(type)) ?? null), name);
    return { type, name, accepting: !message, message };
  });
}
