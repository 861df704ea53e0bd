/**
 * The reading pages tell the reader why the server refused a resource's file at `/uploads/…`
 * (issue 54 S10: a login, the 下载 grant, the day's allowance), not a generic "cannot open".
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AudioPlayer_AudioFragment } from '../../gql/graphql';
import { graphql, http, HttpResponse, server } from '../../test/msw';
import { renderPage } from '../../test/render';
import { AudioPlayer } from '../resources/detail/AudioPlayer';
import { EbookReader } from './ebook/EbookReader';
import type { OpenEbook } from './ebook/ebook-engine';
import { fakePdfEngine } from './pdf/fake-pdf-engine';
import { PdfView } from './pdf/PdfView';
import type { ReaderSource } from './reader-source';

/** The portal's REST refusal, as /uploads sends it. */
const refusal = (status: number, msg?: string) => () =>
  msg ? HttpResponse.json({ code: status, msg, data: null }, { status }) : new HttpResponse(null, { status });

const renderPdf = (url: string) => {
  const { engine } = fakePdfEngine({ fail: true });
  renderPage(
    <PdfView
      url={url}
      title="论文"
      backTo="/resources/thesis/detail?id=3"
      backLabel="详情"
      initialPage={1}
      initialZoom="page-width"
      engine={Promise.resolve(engine)}
    />,
  );
};

describe('a refused file in the reading pages', () => {
  it('PDF reader: the server’s own message (429 past the day’s allowance)', async () => {
    server.use(http.get('*/uploads/t.pdf', refusal(429, '今日下载次数已达上限(50次)')));
    renderPdf('/uploads/t.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('今日下载次数已达上限(50次)');
    expect(screen.queryByText('文档加载失败')).not.toBeInTheDocument();
  });

  it('PDF reader: the refusal by its status when the body says nothing (403, 401)', async () => {
    server.use(http.get('*/uploads/a.pdf', refusal(403)));
    renderPdf('/uploads/a.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('您没有下载权限');
  });

  it('PDF reader: a missing file is still 文档加载失败', async () => {
    server.use(http.get('*/uploads/gone.pdf', refusal(404)));
    renderPdf('/uploads/gone.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('文档加载失败');
  });

  it('e-book reader: a guest is asked to log in', async () => {
    server.use(
      http.get('*/uploads/b.epub', refusal(401)),
      graphql.query('ReadingState', () => HttpResponse.json({ data: { readingState: null } })),
    );
    const source: ReaderSource = { url: '/uploads/b.epub', document: 'resource:9', title: '论语', format: 'epub', backTo: '/', backLabel: '首页' };
    const open: OpenEbook = () => ({
      opened: Promise.reject(new Error('Cannot load book')),
      display: async () => undefined,
      next: async () => undefined,
      prev: async () => undefined,
      setLook: () => undefined,
      scrollTo: () => undefined,
      search: async () => [],
      onRelocated: () => undefined,
      onInput: () => undefined,
      destroy: () => undefined,
    });
    renderPage(<EbookReader source={source} open={open} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('请登录后阅读');
  });

  it('audio player: the track the server refused says why', async () => {
    server.use(http.get('*/uploads/t2.wav', refusal(403, '您没有下载权限')));
    const audio = {
      id: '5',
      title: '有声书',
      tracks: [
        { id: '1', title: '第一集', duration: 60, file: '/uploads/t1.wav' },
        { id: '2', title: '第二集', duration: 60, file: '/uploads/t2.wav' },
      ],
    } as AudioPlayer_AudioFragment;
    renderPage(<AudioPlayer audio={audio} />);
    fireEvent.click(screen.getByRole('button', { name: /第二集/ }));
    fireEvent.error(screen.getByLabelText('有声书：第二集'));
    expect(await screen.findByRole('alert')).toHaveTextContent('您没有下载权限');
  });
});
