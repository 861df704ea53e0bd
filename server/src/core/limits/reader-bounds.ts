import type { RateLimitRule } from '../auth/rate-limit.js';

/**
 * Every store a reader writes is bounded (issue 54): rows and bytes per reader, and a rate where a
 * client could loop. The limits live here, in one table, and the code that writes each store reads
 * its limit from it; `reader-bounds.int.test.ts` walks the schema's mutations a reader may call and
 * fails on one missing from `READER_MUTATION_BOUNDS`, so a new reader write comes with its bound.
 *
 * The figures are chosen so that a real heavy reader never meets them (a refusal says which limit
 * in Chinese); a client in a loop meets them within minutes.
 */
const MiB = 1024 * 1024;
const hour = 3600;

export const READER_LIMITS = {
  readingState: {
    /** One state (bookmarks and notes with their excerpts included), in characters. */
    maxStateChars: 64 * 1024,
    /** Documents (an edition, an article…) of one resource a reader keeps a state of: a daily paper read for ten years. */
    documentsPerResource: 4000,
    /** Documents of every resource and cloud file together. */
    documentsPerReader: 20_000,
    /** The states' stored bytes together (PostgreSQL's own size of each, compressed as kept). */
    bytesPerReader: 64 * MiB,
    /**
     * Saves: the client sends one 2 s after the reader's last change (SAVE_DEBOUNCE_MS), so fewer
     * than one a second even while skimming on two devices; a refused save loses nothing (the next
     * one carries the whole state).
     */
    rate: { name: 'reader:reading-state', limit: 3600, windowSeconds: hour } satisfies RateLimitRule,
  },
  readTime: {
    /** Heartbeats: one a minute per page, and one when a page is hidden; several tabs or devices fit. */
    rate: { name: 'reader:read-time', limit: 360, windowSeconds: hour } satisfies RateLimitRule,
    /**
     * Seconds a reader may be credited ahead of the wall clock (a heartbeat sent late, a retry): the
     * credit never runs faster than the server's clock, whatever the number of tabs or resources.
     */
    backlogSeconds: 120,
  },
  cloud: {
    /** Files in a reader's cloud (the quota in bytes is CLOUD_QUOTA_MB). */
    filesPerReader: 2000,
    uploadRate: { name: 'reader:cloud-upload', limit: 200, windowSeconds: hour } satisfies RateLimitRule,
  },
  marks: {
    /** 收藏 per reader. */
    collectionsPerReader: 10_000,
    /** 订阅 per reader. */
    subscriptionsPerReader: 1000,
    /** Marks set or cleared (collect, uncollect, subscribe, unsubscribe) per reader. */
    rate: { name: 'reader:marks', limit: 600, windowSeconds: hour } satisfies RateLimitRule,
  },
  loanRequests: {
    /** 预约借阅 per reader (LOAN_MAX bounds the open ones; this bounds a request-and-cancel loop). */
    rate: { name: 'reader:loan-request', limit: 60, windowSeconds: hour } satisfies RateLimitRule,
  },
  submissions: {
    /** Each submission type's default per hour (a type may set its own `perHour`). */
    perHour: 20,
    /** Rows of one submission type a reader may have (comments, tags, messages…), whatever their state. */
    perReader: 5000,
  },
} as const;

export type BoundKind =
  /** Writes rows the reader owns: rows, bytes and a rate are named. */
  | 'store'
  /** Changes the reader's own row or rows already there (no new rows): a rate, if any. */
  | 'update'
  /** A login, a code, a log out: rate limits of the auth module. */
  | 'session';

export interface ReaderMutationBound {
  kind: BoundKind;
  /** The table written. */
  store: string;
  /** Rows per reader (and how the limit is kept). */
  rows: string;
  /** Bytes per row or per reader. */
  bytes: string;
  /** The rate, where a client could loop. */
  rate: string;
}

const perHour = (rule: RateLimitRule) => `${rule.limit} / ${rule.windowSeconds / hour} h per reader (${rule.name})`;
const L = READER_LIMITS;
const submission = (table: string, extra = ''): ReaderMutationBound => ({
  kind: 'store',
  store: table,
  rows: `${L.submissions.perReader} per reader and type${extra}`,
  bytes: 'each text field has its MaxLength in the input',
  rate: `the type's perHour per reader (submit:<type>; default ${L.submissions.perHour}, comments 30, messages and recommendations 10, volunteering 5)`,
});
const readMine = (table: string): ReaderMutationBound => ({
  kind: 'update',
  store: `${table}.unread`,
  rows: 'none added',
  bytes: '-',
  rate: 'one UPDATE of the reader’s own rows',
});

/** Every mutation a reader token may call (or a guest, on the way to one), with its bound. */
export const READER_MUTATION_BOUNDS: Record<string, ReaderMutationBound> = {
  saveReadingState: {
    kind: 'store',
    store: 'reading_state',
    rows: `one per document; parts must exist (edition of the newspaper, article of the journal); ${L.readingState.documentsPerResource} per resource, ${L.readingState.documentsPerReader} per reader`,
    bytes: `${L.readingState.maxStateChars} characters per state, ${L.readingState.bytesPerReader / MiB} MiB per reader`,
    rate: perHour(L.readingState.rate),
  },
  addReadTime: {
    kind: 'store',
    store: 'read_time, usage_event (read), read_clock',
    rows: 'one per reader, resource and library day; one event per counted heartbeat',
    bytes: 'fixed-size rows',
    rate: `${perHour(L.readTime.rate)}; seconds credited no faster than the server's clock (+${L.readTime.backlogSeconds} s)`,
  },
  uploadCloudFile: {
    kind: 'store',
    store: 'cloud_file + private storage',
    rows: `${L.cloud.filesPerReader} files per reader`,
    bytes: 'CLOUD_QUOTA_MB per reader (default 200 MiB), UPLOAD_MAX_FILE_MB per file',
    rate: perHour(L.cloud.uploadRate),
  },
  renameCloudFile: { kind: 'update', store: 'cloud_file.name', rows: 'none added', bytes: '100 characters', rate: 'one UPDATE of an own row' },
  deleteCloudFile: { kind: 'update', store: 'cloud_file (delete)', rows: 'removes', bytes: '-', rate: '-' },
  downloadResource: {
    kind: 'store',
    store: 'reader_download',
    rows: 'DOWNLOADS_PER_DAY per reader and library day (default 50)',
    bytes: 'fixed-size rows',
    rate: 'DOWNLOADS_PER_DAY',
  },
  collectResource: {
    kind: 'store',
    store: 'reader_mark (collection)',
    rows: `one per resource, ${L.marks.collectionsPerReader} per reader`,
    bytes: 'fixed-size rows',
    rate: perHour(L.marks.rate),
  },
  uncollectResource: { kind: 'update', store: 'reader_mark (delete)', rows: 'removes', bytes: '-', rate: perHour(L.marks.rate) },
  subscribeResource: {
    kind: 'store',
    store: 'reader_mark (subscription)',
    rows: `one per newspaper or journal, ${L.marks.subscriptionsPerReader} per reader`,
    bytes: 'fixed-size rows',
    rate: perHour(L.marks.rate),
  },
  unsubscribeResource: { kind: 'update', store: 'reader_mark (delete)', rows: 'removes', bytes: '-', rate: perHour(L.marks.rate) },
  seeSubscription: { kind: 'update', store: 'reader_mark.seen_at', rows: 'none added', bytes: '-', rate: 'one UPDATE of an own row' },
  submitComment: submission('comment'),
  submitScore: submission('score', '; one per resource (replaced)'),
  submitTag: submission('tag'),
  submitErrorReport: submission('error_report'),
  submitMessage: submission('message'),
  submitRecommendation: submission('recommendation'),
  submitVolunteerApplication: submission('volunteer_application'),
  submitVenueBooking: submission('venue_booking', '; conflicts refused'),
  readMyComments: readMine('comment'),
  readMyScores: readMine('score'),
  readMyTags: readMine('tag'),
  readMyErrorReports: readMine('error_report'),
  readMyMessages: readMine('message'),
  readMyRecommendations: readMine('recommendation'),
  readMyVolunteerApplications: readMine('volunteer_application'),
  readMyVenueBookings: readMine('venue_booking'),
  answerSurvey: {
    kind: 'store',
    store: 'survey_answer',
    rows: 'one per reader and survey (unique key); surveys are made by staff',
    bytes: 'questions ≤ MAX_QUESTIONS, text answers ≤ the question’s limit',
    rate: 'one per survey',
  },
  signUpForActivity: {
    kind: 'store',
    store: 'activity_sign_up',
    rows: 'one per reader and activity; activities are made by staff',
    bytes: 'fixed-size rows',
    rate: 'the sign-up rate limit (activity-sign-up.service.ts)',
  },
  cancelActivitySignUp: { kind: 'update', store: 'activity_sign_up.state', rows: 'none added', bytes: '-', rate: 'the sign-up rate limit' },
  requestLoan: {
    kind: 'store',
    store: 'loan_request',
    rows: 'LOAN_MAX loans and open requests together per reader; cancelled ones by the rate',
    bytes: 'fixed-size rows',
    rate: perHour(L.loanRequests.rate),
  },
  cancelLoanRequest: { kind: 'update', store: 'loan_request.state', rows: 'none added', bytes: '-', rate: '-' },
  renewLoan: { kind: 'update', store: 'loan.due_at', rows: 'none added', bytes: '-', rate: 'LOAN_MAX_RENEWALS per loan' },
  renewAllLoans: { kind: 'update', store: 'loan.due_at', rows: 'none added', bytes: '-', rate: 'LOAN_MAX_RENEWALS per loan' },
  verifyReaderCard: { kind: 'update', store: 'rate_limit', rows: 'none added', bytes: '-', rate: '5 / 15 min (card-verify:reader)' },
  setNoticePreferences: { kind: 'update', store: 'reader (own row)', rows: 'none added', bytes: 'e-mail ≤ 254 characters', rate: '-' },
  shareResourceByEmail: {
    kind: 'store',
    store: 'usage_event (share); an e-mail sent',
    rows: 'one event per mail sent, within the share limits',
    bytes: 'fixed-size event rows',
    rate: '10 / h per reader, 20 / day per address (SHARE_LIMITS)',
  },
  recordResourceLinkShare: {
    kind: 'store',
    store: 'usage_event (share)',
    rows: '60 counted / h per reader',
    bytes: 'fixed-size event rows',
    rate: 'SHARE_LIMITS.linkPerReader',
  },
  bindPhone: { kind: 'update', store: 'reader.phone', rows: 'none added', bytes: '-', rate: 'phone-binding:reader' },
  unbindPhone: { kind: 'update', store: 'reader.phone', rows: 'none added', bytes: '-', rate: 'phone-binding:reader' },
  logoutEverywhere: { kind: 'session', store: 'reader.token_version', rows: 'none added', bytes: '-', rate: '-' },
  readerNotices: { kind: 'update', store: 'none (reads the badges)', rows: 'none added', bytes: '-', rate: '-' },
  readerLogin: { kind: 'session', store: 'rate_limit', rows: 'none added', bytes: '-', rate: 'login limits per account and address' },
  adminLogin: { kind: 'session', store: 'rate_limit', rows: 'none added', bytes: '-', rate: 'login limits per account and address' },
  sendSmsCode: { kind: 'session', store: 'sms_code', rows: 'per phone and address limits', bytes: '-', rate: 'SMS limits per phone and address' },
  recordPageView: {
    kind: 'store',
    store: 'usage_event (page.view, batched)',
    rows: '120 / min per address, dropped beyond',
    bytes: 'path ≤ its MaxLength',
    rate: 'PAGE_VIEW_LIMIT (120 / min per address)',
  },
};
