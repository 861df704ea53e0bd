/**
 * The usage and domain events the portal records (ARCHITECTURE §3, "Events and statistics"). One
 * log holds them all; statistics roll it up and points are awarded from it. Each type names the
 * dimensions it carries in `dims` (short strings or numbers, never an IP address or free text a
 * reader typed beyond a search query).
 */
export interface EventDimensions {
  /** A page of the public site or the personal centre was shown. */
  'page.view': { path: string; terminal: string; access: string; kind?: string };
  /** A resource was shared: by QR code, e-mail or a copied link. */
  share: { channel: string; kind?: string };
  /** A reader searched the catalogue (also logged in detail by the search module). */
  search: { results: number };
  /** A file was downloaded (resourceId set). */
  download: { kind?: string };
  /** Reading time in a reader (amount: seconds, resourceId set). */
  read: { kind?: string; format?: string };
  /** A reader signed up for an activity (dims.activity: its id). */
  'activity.signUp': { activity: number; waiting?: number };
  /** A reader was checked in at an activity. */
  'activity.checkIn': { activity: number };
  /** A reader logged in (method: card, phone, password…). */
  login: { method: string };
  /** A reader's comment, tag or score passed review. */
  'comment.passed': { submission: number };
  'tag.passed': { submission: number };
  'score.passed': { submission: number };
  /** The library adopted (bought) a resource a reader recommended. */
  'recommendation.adopted': { submission: number };
  /** A volunteer application was processed as served (amount: hours, when known). */
  'volunteer.served': { submission: number };
}

export type EventType = keyof EventDimensions;

/** What a module emits; the log adds the id and, unless given, the time. */
export type NewEvent = {
  [T in EventType]: {
    type: T;
    dims: EventDimensions[T];
    readerId?: number | null;
    resourceId?: number | null;
    /** A quantity (seconds of reading, hours of service); 1 when absent. */
    amount?: number;
    at?: Date;
    /** An id of the caller's own when the same event may be emitted twice (a retried heartbeat): the log keeps one. */
    id?: string;
  };
}[EventType];

/** An event as stored and handed to subscribers. */
export interface StoredEvent {
  seq: string;
  id: string;
  type: EventType;
  at: Date;
  readerId: number | null;
  resourceId: number | null;
  amount: number;
  dims: Record<string, string | number>;
}
