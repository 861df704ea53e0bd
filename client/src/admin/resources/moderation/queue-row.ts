/** What every queue's list asks of a submission (the rest is the type's own). */
export interface QueueRow {
  id: string;
  status: string;
  /** The sensitive words the filter found when it was sent (back office only). */
  flaggedWords?: readonly string[];
  reply?: string | null;
  reviewedAt?: string | null;
  createdAt: string;
  /** Null only if the account is gone. */
  reader?: { name: string; cardNumber: string } | null;
  /** On submissions about a resource. */
  resource?: { id: string; title: string } | null;
}
