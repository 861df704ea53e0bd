import type { Context } from '../context.js';

/**
 * What one upload may take, decided before its body is read (issue 54, S5): fewer bytes than the
 * size limit, with the message that says why, held for the request (released when its answer has
 * gone) so parallel uploads of one owner cannot each count the same free space.
 */
export interface UploadReservation {
  bytes: number;
  message: string;
  release(): void;
}

/** Decides an upload's reservation from the caller and the body's declared length (undefined: not declared). */
export type UploadLimiter = (ctx: Context, declaredBytes: number | undefined) => Promise<UploadReservation>;

const limiters = new Map<string, UploadLimiter>();

/** Declares the limit of the uploads a root field takes (the reader's cloud: its remaining quota). */
export function limitUploads(field: string, limiter: UploadLimiter) {
  limiters.set(field, limiter);
}

/** The reservation for an upload to `field`, when the field declared a limiter. */
export async function reserveUpload(field: string, ctx: Context, declaredBytes: number | undefined): Promise<UploadReservation | undefined> {
  return limiters.get(field)?.(ctx, declaredBytes);
}
