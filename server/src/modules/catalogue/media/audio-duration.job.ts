import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueJob } from '../../../core/jobs/job-queue.js';
import type { Services } from '../../../core/services.js';
import { AudioTrack } from '../resources/parts/media-parts.entity.js';
import { withLocalCopy } from './local-copy.js';
import { InvalidMediaError, MediaToolMissingError, probeMedia } from './ffmpeg.js';

export const AUDIO_DURATION_JOB = 'audio.duration';

interface Payload {
  trackId: number;
  file: string;
}

const UPLOADS = '/uploads/';

/** After a track is saved without a duration: read it from the uploaded file in the background. */
export async function queueAudioDuration(em: EntityManager, track: AudioTrack) {
  if (track.duration != null || !track.file.startsWith(UPLOADS)) return;
  await enqueueJob(em, AUDIO_DURATION_JOB, { trackId: track.id, file: track.file } satisfies Payload);
}

export function registerAudioDuration(services: Services) {
  services.jobs.define<Payload>({ name: AUDIO_DURATION_JOB, handler: (payload, { em }) => readDuration(services, em, payload) });
}

async function readDuration(services: Services, em: EntityManager, { trackId, file }: Payload) {
  const track = await em.findOne(AudioTrack, trackId);
  if (!track || track.file !== file || track.duration != null) return { skipped: true };
  let duration: number | undefined;
  try {
    duration = await withLocalCopy(services.storage, file.slice(UPLOADS.length), async (path) => (await probeMedia(path)).durationSeconds);
  } catch (error) {
    // Not audio, or no ffprobe here: the duration stays unknown (the form can set it by hand).
    if (error instanceof InvalidMediaError || error instanceof MediaToolMissingError) return { failed: error.message };
    throw error;
  }
  if (duration === undefined) return { skipped: 'the file is not in the store' };
  track.duration = Math.round(duration);
  await em.flush();
  return { duration: track.duration };
}
