import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidMediaError, MediaToolMissingError, convertVideoForWeb, mediaBinaries, probeMedia } from './ffmpeg.js';
import { runTool } from './media-tool.js';

const binaries = mediaBinaries();
const installed = existsSync(binaries.ffmpeg) && existsSync(binaries.ffprobe);
if (!installed) console.warn(`ffmpeg tests skipped: ${binaries.ffmpeg} or ${binaries.ffprobe} is missing (apt-get install ffmpeg)`);

describe('media binaries', () => {
  it('come from FFMPEG_PATH / FFPROBE_PATH, else from Debian’s ffmpeg package', () => {
    expect(mediaBinaries({})).toEqual({ ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' });
    expect(mediaBinaries({ FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe' })).toEqual({
      ffmpeg: '/opt/ff/ffmpeg',
      ffprobe: '/opt/ff/ffprobe',
    });
  });

  it('say in Chinese that ffmpeg is missing when it is', async () => {
    const missing = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' };
    const error = await probeMedia('/etc/hostname', { binaries: missing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolMissingError);
    expect((error as Error).message).toMatch(/未找到媒体处理程序 \/nonexistent\/ffprobe.*FFMPEG_PATH/);
  });
});

describe.skipIf(!installed)('ffmpeg', () => {
  let dir: string;
  let clip: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lp-ffmpeg-'));
    clip = join(dir, 'clip.avi');
    // 2 s of test pattern and a 440 Hz tone, MPEG-4 part 2 + PCM in AVI: nothing a browser plays. Fast to make.
    const made = spawnSync(binaries.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      '2',
      '-c:v',
      'mpeg4',
      '-c:a',
      'pcm_s16le',
      clip,
    ]);
    if (made.status !== 0) throw new Error(`could not make the test clip: ${made.stderr}`);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('probes duration, size and codecs', async () => {
    const info = await probeMedia(clip);
    expect(info).toMatchObject({ hasVideo: true, hasAudio: true, videoCodec: 'mpeg4', audioCodec: 'pcm_s16le', width: 320, height: 240 });
    expect(info.durationSeconds).toBeCloseTo(2, 1);
  });

  it('converts to H.264/AAC MP4 with the index first, plus a JPEG poster, reporting progress up to 100', async () => {
    const out = join(dir, 'out');
    const progress: number[] = [];
    const result = await convertVideoForWeb(clip, out, { onProgress: (p) => progress.push(p) });

    expect(result.videoPath).toBe(join(out, 'video.mp4'));
    const probed = await probeMedia(result.videoPath);
    expect(probed).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 320, height: 240 });
    expect(probed.formatName).toContain('mp4');
    expect(Math.abs(probed.durationSeconds - 2)).toBeLessThan(0.1);
    const mp4 = await readFile(result.videoPath);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));

    const poster = await readFile(result.posterPath);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect((await readdir(out)).sort()).toEqual(['video.jpg', 'video.mp4']);
  });

  it('scales a wide video down to 1280 px with even dimensions', async () => {
    const wide = join(dir, 'wide.avi');
    const made = spawnSync(binaries.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=1921x1081:rate=5',
      '-t',
      '0.4',
      '-c:v',
      'mpeg4',
      wide,
    ]);
    expect(made.status).toBe(0);
    const result = await convertVideoForWeb(wide, join(dir, 'wide'), { baseName: 'w' });
    expect(result.output).toMatchObject({ width: 1280, height: 720, hasAudio: false, videoCodec: 'h264' });
  });

  it('rejects a file that is not a video', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, '这不是视频文件，只是一段文字。\n'.repeat(50));
    await expect(probeMedia(text)).rejects.toBeInstanceOf(InvalidMediaError);
    await expect(convertVideoForWeb(text, join(dir, 'bad'))).rejects.toThrow('无法识别的音视频文件');
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });

  it('kills ffmpeg on abort and on timeout', async () => {
    // An endless encode: only killing it ends it.
    const endless = ['-hide_banner', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'null', '-'];
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 300);
    await expect(runTool(binaries.ffmpeg, endless, { timeoutMs: 20_000, signal: controller.signal })).rejects.toThrow('媒体处理已取消');
    await expect(runTool(binaries.ffmpeg, endless, { timeoutMs: 300 })).rejects.toThrow(/媒体处理超时/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('leaves no partial files when the conversion is aborted', async () => {
    const controller = new AbortController();
    const running = convertVideoForWeb(clip, join(dir, 'aborted'), { signal: controller.signal, onProgress: (p) => p === 0 && controller.abort() });
    await expect(running).rejects.toThrow('媒体处理已取消');
    expect(await readdir(join(dir, 'aborted'))).toEqual([]);
  });
});
