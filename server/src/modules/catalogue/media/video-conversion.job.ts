import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueJob, type JobContext } from '../../../core/jobs/job-queue.js';
import type { Services } from '../../../core/services.js';
import { VideoConversion, VideoItem } from '../resources/parts/media-parts.entity.js';
import { withLocalCopy } from './local-copy.js';
import { convertVideoForWeb, InvalidMediaError, MediaToolMissingError } from './ffmpeg.js';

export const VIDEO_CONVERSION_JOB = 'video.convert';

interface Payload {
  itemId: number;
  /** The file this job converts; a job for a file since replaced does nothing. */
  file: string;
}

const UPLOADS = '/uploads/';

const INTERRUPTED = '转换中断（处理进程已退出），重试次数已用完';

/**
 * After a video item is saved: an uploaded file still PENDING gets a conversion job (unless one is
 * already waiting or running for the same file: the queue is `exclusive` per item and file); a link
 * to another site plays as it is.
 */
export async function queueVideoConversion(em: EntityManager, item: VideoItem) {
  if (item.conversion !== VideoConversion.PENDING) return;
  if (!item.file.startsWith(UPLOADS)) {
    Object.assign(item, { conversion: VideoConversion.READY, conversionProgress: 100, playbackFile: item.file });
    await em.flush();
    return;
  }
  await enqueueJob(em, VIDEO_CONVERSION_JOB, { itemId: item.id, file: item.file } satisfies Payload, { singletonKey: `${item.id}:${item.file}` });
}

/** Converts uploaded videos to web MP4 (H.264/AAC, faststart) with a poster, reporting progress on the item. */
export function registerVideoConversion(services: Services) {
  services.jobs.define<Payload>({
    name: VIDEO_CONVERSION_JOB,
    policy: 'exclusive',
    // A long film on one thread takes a while; the heartbeat, not this, catches a dead process.
    timeoutSeconds: 6 * 3600,
    handler: (payload, context) => convert(services, payload, context),
    // The last attempt died with its process (or timed out): the item must not stay "converting".
    onExhausted: async ({ itemId, file }, { em }) => {
      const unfinished = { $in: [VideoConversion.PENDING, VideoConversion.CONVERTING] };
      await em.nativeUpdate(
        VideoItem,
        { id: itemId, file, conversion: unfinished },
        { conversion: VideoConversion.FAILED, conversionError: INTERRUPTED },
      );
    },
  });
}

async function convert(services: Services, { itemId, file }: Payload, { em, signal, job }: JobContext) {
  const item = await em.findOne(VideoItem, itemId);
  if (!item || item.file !== file) return { skipped: 'the item was removed or its file replaced' };
  if (item.conversion === VideoConversion.READY) return { skipped: 'already converted' };
  const fail = async (message: string) => {
    Object.assign(item, { conversion: VideoConversion.FAILED, conversionError: message });
    await em.flush();
  };
  const key = file.slice(UPLOADS.length);
  if (!(await services.storage.exists(key))) {
    await fail('只能转换上传到本站的视频文件');
    return { failed: 'not in the store' };
  }
  const now = new Date();
  const folder = `video/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`;
  Object.assign(item, { conversion: VideoConversion.CONVERTING, conversionProgress: 0, conversionError: null });
  await em.flush();

  let shown = 0;
  const progress = (percent: number) => {
    // The back office polls the item: write every 5 % or so, not every ffmpeg tick.
    if (percent - shown < 5 && percent < 100) return;
    shown = percent;
    void em
      .getConnection()
      .execute('update video_item set conversion_progress = ? where id = ?', [Math.round(percent), itemId])
      .catch(() => undefined);
  };
  try {
    // ffmpeg works on local files: a copy of the upload in, the outputs back into the store.
    const result = await withLocalCopy(services.storage, key, async (input, dir) => {
      const converted = await convertVideoForWeb(input, join(dir, 'out'), {
        onProgress: progress,
        signal,
        baseName: `${itemId}-${randomBytes(6).toString('hex')}`,
        threads: 1,
      });
      for (const path of [converted.videoPath, converted.posterPath]) await services.storage.putFile(`${folder}/${basename(path)}`, path);
      return converted;
    });
    if (!result) throw new Error('the upload left the store during the conversion');
    const url = (path: string) => `${UPLOADS}${folder}/${basename(path)}`;
    Object.assign(item, {
      conversion: VideoConversion.READY,
      conversionProgress: 100,
      playbackFile: url(result.videoPath),
      poster: item.poster ?? url(result.posterPath),
      duration: Math.round(result.output.durationSeconds),
    });
    await em.flush();
    return { playbackFile: item.playbackFile, duration: item.duration };
  } catch (error) {
    // A file that is not a video, or no ffmpeg on this server: retrying will not help.
    if (error instanceof InvalidMediaError || error instanceof MediaToolMissingError) {
      await fail(error.message);
      return { failed: error.message };
    }
    const retry = job.attempt < job.maxAttempts ? '转换出错，将自动重试' : '转换出错';
    await fail(`${retry}：${(error as Error).message}`.slice(0, 500));
    throw error;
  }
}
