import { mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InvalidMediaError, MediaToolError, lastLogLine, mediaBinaries, runTool, type MediaBinaries } from './media-tool.js';

export { InvalidMediaError, MediaToolError, MediaToolMissingError, mediaBinaries, type MediaBinaries } from './media-tool.js';

/** What ffprobe says about an audio or video file. */
export interface MediaInfo {
  /** Seconds; 0 when the container does not say (still images). */
  durationSeconds: number;
  /** Display size of the picture (after rotation and non-square pixels); absent without video. */
  width?: number;
  height?: number;
  /** A moving picture; the cover art of an MP3 does not count. */
  hasVideo: boolean;
  hasAudio: boolean;
  videoCodec?: string;
  audioCodec?: string;
  /** ffprobe's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatName: string;
}

export interface ToolOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Defaults to mediaBinaries() (FFMPEG_PATH / FFPROBE_PATH). */
  binaries?: MediaBinaries;
}

export interface ConvertOptions extends ToolOptions {
  /** Percent done, 0–100, rising; 100 once the poster is written too. */
  onProgress?: (percent: number) => void;
  /** Widest output picture; narrower videos keep their width. Default 1280. */
  maxWidth?: number;
  /** File names in outputDir: `<baseName>.mp4` and `<baseName>.jpg`. Default `video`. */
  baseName?: string;
  /** x264 quality, lower is better (18–28 is sensible). Default 23. */
  crf?: number;
  /** ffmpeg threads; 0 lets ffmpeg choose. Lower it when several conversions run at once. */
  threads?: number;
}

export interface ConvertResult {
  videoPath: string;
  posterPath: string;
  /** The converted file, as probed. */
  output: MediaInfo;
}

interface ProbeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  channels?: number;
  sample_aspect_ratio?: string;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

const PROBE_TIMEOUT_MS = 30_000;
/** Formats that are pictures, not videos, even though ffprobe reports a video stream. */
const STILL_FORMATS = /^(image2|\w+_pipe)$/;

/** `file:` keeps a name that starts with `-` or holds `:` from being read as an option or a protocol. */
const fileArg = (path: string) => `file:${resolve(path)}`;

/** Reads duration, picture size and codecs of an audio or video file; rejects anything else with InvalidMediaError. */
export async function probeMedia(path: string, options: ToolOptions = {}): Promise<MediaInfo> {
  return toMediaInfo(await probe(path, options));
}

async function probe(path: string, options: ToolOptions): Promise<ProbeOutput> {
  const { ffprobe } = options.binaries ?? mediaBinaries();
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', fileArg(path)];
  const run = await runTool(ffprobe, args, { timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS, signal: options.signal });
  if (run.code !== 0) throw new InvalidMediaError('无法识别的音视频文件', lastLogLine(run.stderr));
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(run.stdout) as ProbeOutput;
  } catch {
    throw new InvalidMediaError('无法识别的音视频文件', 'ffprobe output is not JSON');
  }
  if (!parsed.streams?.length) throw new InvalidMediaError('文件中没有音视频内容');
  return parsed;
}

function videoStream(output: ProbeOutput): ProbeStream | undefined {
  if (STILL_FORMATS.test(output.format?.format_name ?? '')) return undefined;
  return output.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
}

function audioStream(output: ProbeOutput): ProbeStream | undefined {
  return output.streams?.find((s) => s.codec_type === 'audio');
}

function toMediaInfo(output: ProbeOutput): MediaInfo {
  const video = videoStream(output);
  const audio = audioStream(output);
  const durations = [output.format?.duration, video?.duration, audio?.duration].map(Number).filter((d) => Number.isFinite(d) && d > 0);
  const info: MediaInfo = {
    durationSeconds: durations[0] ?? 0,
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    videoCodec: video?.codec_name,
    audioCodec: audio?.codec_name,
    formatName: output.format?.format_name ?? '',
  };
  if (video?.width && video.height) Object.assign(info, displaySize(video));
  return info;
}

/** Players show non-square pixels stretched and honour the rotation a phone recorded. */
function displaySize(stream: ProbeStream): { width: number; height: number } {
  const [num, den] = (stream.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  const sar = num > 0 && den > 0 ? num / den : 1;
  let width = Math.round(stream.width! * sar);
  let height = stream.height!;
  const rotation = Number(stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0);
  if (Math.abs(rotation) % 180 === 90) [width, height] = [height, width];
  return { width, height };
}

/**
 * Converts a video for playing in browsers: H.264 (yuv420p) and AAC in MP4 with the index at the
 * front (`+faststart`, so playback starts before the download ends), at most `maxWidth` pixels
 * wide with even dimensions, and a JPEG poster taken at a tenth of the duration. Files appear
 * under their final names only when complete. Location and other metadata are not copied.
 */
export async function convertVideoForWeb(inputPath: string, outputDir: string, options: ConvertOptions = {}): Promise<ConvertResult> {
  const binaries = options.binaries ?? mediaBinaries();
  const toolOptions = { ...options, binaries };
  const source = await probe(inputPath, toolOptions);
  const info = toMediaInfo(source);
  const video = videoStream(source);
  if (!video || info.durationSeconds <= 0) throw new InvalidMediaError('文件中没有可转换的视频画面');
  const audio = audioStream(source);

  await mkdir(outputDir, { recursive: true });
  const baseName = options.baseName ?? 'video';
  const videoPath = join(outputDir, `${baseName}.mp4`);
  const posterPath = join(outputDir, `${baseName}.jpg`);
  const videoPart = join(outputDir, `${baseName}.part.mp4`);
  const posterPart = join(outputDir, `${baseName}.part.jpg`);
  // Generous: slow machines encode at about real time; a hung ffmpeg must still end.
  const timeoutMs = options.timeoutMs ?? 30 * 60_000 + info.durationSeconds * 5_000;

  let reported = -1;
  const report = (percent: number) => {
    if (percent > reported) {
      reported = percent;
      options.onProgress?.(percent);
    }
  };
  report(0);

  const maxWidth = options.maxWidth ?? 1280;
  // Square pixels, width capped and even, height from the display aspect ratio and even.
  const scale = `scale=w='trunc(min(${maxWidth},iw*sar)/2)*2':h='trunc(ow/dar/2)*2',setsar=1`;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-nostats',
    '-progress',
    'pipe:1',
    '-i',
    fileArg(inputPath),
    '-map',
    `0:${video.index}`,
    ...(audio ? ['-map', `0:${audio.index}`] : []),
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-sn',
    '-dn',
    '-vf',
    scale,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    String(options.crf ?? 23),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', 'aac', '-b:a', '128k', ...((audio.channels ?? 2) > 2 ? ['-ac', '2'] : [])] : []),
    '-threads',
    String(options.threads ?? 0),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    fileArg(videoPart),
  ];
  try {
    const encoded = await runTool(binaries.ffmpeg, args, {
      timeoutMs,
      signal: options.signal,
      // `out_time_us` (and the misnamed `out_time_ms`) are microseconds of output written so far.
      onLine: (line) => {
        const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
        if (match) report(Math.min(99, Math.floor((Number(match[1]) / 1e6 / info.durationSeconds) * 100)));
      },
    });
    if (encoded.code !== 0)
      throw new MediaToolError(`视频转换失败：${lastLogLine(encoded.stderr) || `ffmpeg 退出码 ${encoded.code}`}`, encoded.stderr);
    report(99);

    const output = await probeMedia(videoPart, toolOptions);
    const at = (output.durationSeconds * 0.1).toFixed(3);
    const poster = await runTool(
      binaries.ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        '-loglevel',
        'error',
        '-ss',
        at,
        '-i',
        fileArg(videoPart),
        '-frames:v',
        '1',
        '-q:v',
        '3',
        '-update',
        '1',
        '-f',
        'image2',
        '-c:v',
        'mjpeg',
        fileArg(posterPart),
      ],
      { timeoutMs: 60_000, signal: options.signal },
    );
    if (poster.code !== 0) throw new MediaToolError(`视频封面截取失败：${lastLogLine(poster.stderr)}`, poster.stderr);

    await rename(videoPart, videoPath);
    await rename(posterPart, posterPath);
    report(100);
    return { videoPath, posterPath, output };
  } finally {
    await rm(videoPart, { force: true });
    await rm(posterPart, { force: true });
  }
}
