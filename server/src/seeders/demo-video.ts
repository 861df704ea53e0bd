import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaBinaries, MediaToolMissingError, runTool } from '../modules/catalogue/media/media-tool.js';

/** Short real MP4 clips for the demo video collections, made with ffmpeg's test sources. */

export interface DemoClip {
  /** /uploads URLs of the MP4 (H.264/AAC, faststart) and its poster frame. */
  file: string;
  poster: string;
  /** Seconds. */
  duration: number;
  /** Size of the clip and its poster. */
  bytes: number;
}

/** Test patterns ffmpeg draws itself (lavfi), each with its own tone. */
const SOURCES = ['testsrc', 'testsrc2', 'smptebars', 'rgbtestsrc', 'yuvtestsrc', 'smptehdbars', 'pal100bars', 'pal75bars'];
const SIZE = '320x180';

function clipArgs(index: number, seconds: number, video: string, poster: string): string[] {
  const filter = `${SOURCES[index % SOURCES.length]}=size=${SIZE}:rate=25:duration=${seconds}`;
  const frequency = 330 + 55 * index;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    filter,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:beep_factor=2:duration=${seconds}:sample_rate=22050`,
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-shortest',
    '-movflags',
    '+faststart',
    '-threads',
    '1',
    `file:${video}`,
    '-map',
    '0:v',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    `file:${poster}`,
  ];
}

/**
 * `count` clips of 2–3 s under `${uploadsDir}/${folder}`, two ffmpeg runs at a time. Resolves
 * with null (and writes nothing) when ffmpeg is not installed: the caller then seeds no playable
 * videos rather than pretend.
 */
export async function writeDemoClips(uploadsDir: string, folder: string, count: number): Promise<DemoClip[] | null> {
  const { ffmpeg } = mediaBinaries();
  const dir = join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const make = async (index: number): Promise<DemoClip> => {
    const seconds = 2 + (index % 2);
    const name = `clip-${index + 1}`;
    const [video, poster] = [join(dir, `${name}.mp4`), join(dir, `${name}.jpg`)];
    const run = await runTool(ffmpeg, clipArgs(index, seconds, video, poster), { timeoutMs: 60_000 });
    if (run.code !== 0) throw new Error(`ffmpeg could not make demo clip ${name}: ${run.stderr.trim().split('\n').at(-1)}`);
    const bytes = (await stat(video)).size + (await stat(poster)).size;
    return { file: `/uploads/${folder}/${name}.mp4`, poster: `/uploads/${folder}/${name}.jpg`, duration: seconds, bytes };
  };
  try {
    const clips: DemoClip[] = [];
    for (let i = 0; i < count; i += 2) clips.push(...(await Promise.all([i, i + 1].filter((n) => n < count).map(make))));
    return clips;
  } catch (error) {
    if (!(error instanceof MediaToolMissingError)) throw error;
    await rm(dir, { recursive: true, force: true });
    return null;
  }
}
