import type { PortalModule } from '../../core/module.js';
import { BlacklistEntry } from './blacklist.entity.js';
import { blacklistCrud, BlacklistEntryResolver } from './blacklist.js';
import { ExamineItem } from './examine/examine-item.entity.js';
import { examineItemCrud } from './examine/examine-items.js';
import { SubmissionAvailabilityResolver } from './examine/examine.resolver.js';
import { SensitiveWord } from './sensitive/sensitive-word.entity.js';
import { SensitiveWordFileResolver } from './sensitive/sensitive-words.resolver.js';
import { sensitiveWordCrud } from './sensitive/sensitive-words.js';

/** Submissions ask this before accepting anything from a reader. */
export { assertNotBarred, barringEntry } from './blacklist.js';
/**
 * …and this: whether the type (or the venue) takes new items, the sensitive words found, and
 * whether the item passes at once (examine-gate.ts). Types and venues get their examine items here.
 */
export { screenSubmission, assertVenueAccepting, SENSITIVE_REFUSED, type Screening } from './examine/examine-gate.js';
export { registerSubmissionType, registerExamineSource, venueSubject } from './examine/examine-sources.js';
export { ExamineKind } from './examine/examine-item.entity.js';
/** The filter itself, for highlighting the words in a text (ranges of the original). */
export { sensitiveFilter } from './sensitive/sensitive-cache.js';
export type { SensitiveHit } from './sensitive/sensitive-filter.js';
export { BlacklistEntry, SensitiveWord, ExamineItem };
export { SensitiveCategory } from './sensitive/sensitive-word.entity.js';
/** Demo data: words added as an import adds them, and the examine items of what is registered. */
export { importWords as seedSensitiveWords } from './sensitive/sensitive-words.js';
export { ensureExamineItems as seedExamineItems } from './examine/examine-sources.js';
export const moderationCruds = [blacklistCrud, sensitiveWordCrud, examineItemCrud];

export const moderationModule: PortalModule = {
  name: 'moderation',
  entities: [BlacklistEntry, SensitiveWord, ExamineItem],
  resolvers: [
    blacklistCrud.resolver,
    BlacklistEntryResolver,
    sensitiveWordCrud.resolver,
    SensitiveWordFileResolver,
    examineItemCrud.resolver,
    SubmissionAvailabilityResolver,
  ],
};
