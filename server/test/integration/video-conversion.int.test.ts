import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const ffmpeg = existsSync('/usr/bin/ffmpeg');

describe.skipIf(!ffmpeg)('video conversion through the job queue', () => {
  let portal: TestPortal;
  let admin: string;
  let video: string;
  const dir = mkdtempSync(join(tmpdir(), 'lp-video-'));

  beforeAll(async () => {
    portal = await startTestPortal({ env: { JOB_POLL_MS: '500' } });
    admin = await portal.adminToken();
    video = (await portal.gql<Data>('mutation { createVideo(input: { title: "馆藏纪录片" }) { id } }', {}, admin)).data!.createVideo.id;
  });
  afterAll(async () => {
    await portal.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (data: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([data]), name);
    const res = await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    return ((await res.json()) as Data).data.url as string;
  };
  const item = (id: string) =>
    portal.gql<Data>(
      'query($id: ID!) { adminVideoItem(id: $id) { conversion conversionProgress conversionError playbackUrl poster duration } }',
      { id },
      admin,
    );
  const waitFor = async (id: string, state: string) => {
    for (let i = 0; i < 200; i++) {
      const current = (await item(id)).data!.adminVideoItem;
      if (current.conversion === state) return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`video item ${id} never reached ${state}: ${JSON.stringify((await item(id)).data)}`);
  };

  it('converts an uploaded WebM to a playable MP4 with a poster; the public sees the converting code until then', async () => {
    const source = join(dir, 'clip.webm');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'libvpx',
      '-b:v',
      '300k',
      '-c:a',
      'libvorbis',
      '-shortest',
      source,
    ]);
    const file = await upload(readFileSync(source), 'clip.webm');
    const created = (
      await portal.gql<Data>(
        'mutation($input: VideoItemInput!) { createVideoItem(input: $input) { id conversion } }',
        { input: { resourceId: video, title: '第一集', file } },
        admin,
      )
    ).data!.createVideoItem;
    expect(created.conversion).toBe('PENDING');
    const play = () => portal.gql<Data>('query($id: ID!) { playVideoItem(id: $id) { playbackUrl poster duration } }', { id: created.id });
    const early = await play();
    if (early.errors) expect(early.errors[0].extensions).toMatchObject({ code: 'VIDEO_CONVERTING', status: 0 });

    const ready = await waitFor(created.id, 'READY');
    expect(ready).toMatchObject({ conversionProgress: 100, duration: 2 });
    expect(ready.playbackUrl).toMatch(/^\/uploads\/video\/\d{4}\/\d{2}\/.+\.mp4$/);
    const played = (await play()).data!.playVideoItem;
    const mp4 = await fetch(`${portal.url}${played.playbackUrl}`, { headers: { range: 'bytes=0-11' } });
    expect(mp4.status).toBe(206);
    expect(
      Buffer.from(await mp4.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
    expect((await fetch(`${portal.url}${played.poster}`)).headers.get('content-type')).toBe('image/jpeg');

    // Editing the title keeps the converted file; replacing the file converts again.
    const edited = await portal.gql<Data>(
      'mutation($id: ID!, $input: VideoItemInput!) { updateVideoItem(id: $id, input: $input) { conversion } }',
      { id: created.id, input: { resourceId: video, title: '第一集（修订）', file } },
      admin,
    );
    expect(edited.data!.updateVideoItem.conversion).toBe('READY');
  });

  it('marks a file that is not a video as failed, with the reason', async () => {
    // A PDF passes the upload allowlist but is no video.
    const file = await upload(Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'latin1'), 'notes.pdf');
    const created = (
      await portal.gql<Data>(
        'mutation($input: VideoItemInput!) { createVideoItem(input: $input) { id } }',
        { input: { resourceId: video, title: '坏文件', file } },
        admin,
      )
    ).data!.createVideoItem;
    const failed = await waitFor(created.id, 'FAILED');
    expect(failed.conversionError).toBeTruthy();
    const play = await portal.gql<Data>('query($id: ID!) { playVideoItem(id: $id) { id } }', { id: created.id });
    expect(play.errors![0]).toMatchObject({ message: '视频转换失败，请联系管理员', extensions: { code: 'VIDEO_CONVERTING' } });
  });

  it('plays a link to another site as it is', async () => {
    const created = (
      await portal.gql<Data>(
        'mutation($input: VideoItemInput!) { createVideoItem(input: $input) { id conversion playbackUrl } }',
        { input: { resourceId: video, title: '外链', file: 'https://media.example.org/a.mp4' } },
        admin,
      )
    ).data!.createVideoItem;
    expect(created).toMatchObject({ conversion: 'READY', playbackUrl: 'https://media.example.org/a.mp4' });
  });
});

describe.skipIf(!ffmpeg)('audio track durations', () => {
  it('reads a track’s duration from its uploaded file when the form leaves it out', async () => {
    const portal = await startTestPortal({ env: { JOB_POLL_MS: '500' } });
    try {
      const admin = await portal.adminToken();
      const dir = mkdtempSync(join(tmpdir(), 'lp-audio-'));
      const source = join(dir, 'tone.mp3');
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libmp3lame', '-b:a', '64k', source]);
      const form = new FormData();
      form.append('file', new Blob([readFileSync(source)]), 'tone.mp3');
      const file = (
        (await (
          await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })
        ).json()) as Data
      ).data.url;
      rmSync(dir, { recursive: true, force: true });
      const audio = (await portal.gql<Data>('mutation { createAudio(input: { title: "朗读" }) { id } }', {}, admin)).data!.createAudio.id;
      const track = (
        await portal.gql<Data>(
          'mutation($input: AudioTrackInput!) { createAudioTrack(input: $input) { id duration } }',
          { input: { resourceId: audio, title: '第一讲', file } },
          admin,
        )
      ).data!.createAudioTrack;
      expect(track.duration).toBeNull();
      let duration: number | null = null;
      for (let i = 0; i < 100 && duration === null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        duration = (await portal.gql<Data>('query($id: ID!) { adminAudioTrack(id: $id) { duration } }', { id: track.id }, admin)).data!
          .adminAudioTrack.duration;
      }
      expect(duration).toBe(3);
    } finally {
      await portal.close();
    }
  });
});
