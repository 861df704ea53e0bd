import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { interactionHandlers } from '../../../features/interaction/test-fixtures';
import { resourceFixture } from '../../../features/resources/test-fixtures';
import { CONVERTING } from '../../../lib/error-catalogue';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ResourceDetailPage } from './ResourceDetailPage';

// The detail page also asks for its comments and tags (and a reader's own state): none here.
beforeEach(() => server.use(...interactionHandlers()));

const item = (id: string, title: string) => ({ __typename: 'VideoItem', id, title, duration: 754, poster: `/uploads/demo/poster-${id}.jpg` });

const VIDEO = resourceFixture('video', '20', {
  title: '钱塘江大潮',
  cover: '/uploads/demo/tide.jpg',
  items: [item('201', '第一集 潮起'), item('202', '第二集 潮落')],
});

const picture = (n: number) => ({
  __typename: 'ExhibitionPicture',
  id: `30${n}`,
  image: `/uploads/demo/pic-${n}.jpg`,
  caption: `展品${n}`,
  description: `展品${n}的说明`,
});

const EXHIBITION = resourceFixture('exhibition', '30', {
  title: '江南书画展',
  venue: '总馆一楼展厅',
  startsOn: '2026-05-01',
  endsOn: '2026-06-30',
  pictures: [picture(1), picture(2), picture(3)],
});

const renderDetail = (kind: string, id: string) =>
  renderRoutes(
    [{ path: `resources/${kind}/detail`, handle: { resourceKind: kind }, element: <ResourceDetailPage /> }],
    `/resources/${kind}/detail?id=${id}`,
  );

describe('video detail', () => {
  it('plays a converted item in an HTML5 player with its poster', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('ResourceDetailPageQuery', () => HttpResponse.json({ data: { resource: VIDEO } })),
      graphql.query('PlayVideoItemQuery', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            playVideoItem: {
              __typename: 'VideoItem',
              id: '201',
              title: '第一集 潮起',
              playbackUrl: '/uploads/video/201.mp4',
              poster: '/uploads/demo/poster-201.jpg',
            },
          },
        });
      }),
    );
    renderDetail('video', '20');
    const list = await screen.findByRole('region', { name: '视频列表' });
    expect(within(list).getAllByText('时长 12:34')).toHaveLength(2);
    expect(document.querySelector('video')).toBeNull();

    await userEvent.setup().click(within(list).getByRole('button', { name: /第一集 潮起/ }));
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/uploads/video/201.mp4');
    expect(video).toHaveAttribute('poster', '/uploads/demo/poster-201.jpg');
    expect(video).toHaveAttribute('controls');
    expect(asked).toEqual([{ id: '201' }]);
    expect(screen.getByText('正在播放：第一集 潮起')).toBeInTheDocument();
  });

  it('shows the converting warning, and nothing else, for an item still converting', async () => {
    server.use(
      graphql.query('ResourceDetailPageQuery', () => HttpResponse.json({ data: { resource: VIDEO } })),
      graphql.query('PlayVideoItemQuery', () => gqlError('VIDEO_CONVERTING', 0, CONVERTING)),
    );
    renderDetail('video', '20');
    const list = await screen.findByRole('region', { name: '视频列表' });
    await userEvent.setup().click(within(list).getByRole('button', { name: /第二集 潮落/ }));

    expect(await screen.findByText('视频正在云端转换，请稍候在访问该视频')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/正在播放/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '钱塘江大潮' })).toBeInTheDocument();
  });
});

describe('exhibition detail', () => {
  it('opens the full-screen viewer on a picture, moves with the arrow keys and closes with Esc', async () => {
    server.use(graphql.query('ResourceDetailPageQuery', () => HttpResponse.json({ data: { resource: EXHIBITION } })));
    renderDetail('exhibition', '30');
    const user = userEvent.setup();

    const album = await screen.findByRole('region', { name: '展品图集' });
    expect(within(screen.getByRole('article', { name: '江南书画展' })).getByText('展出地点：').nextElementSibling).toHaveTextContent('总馆一楼展厅');
    expect(album.querySelector('img')).toHaveAttribute('src', '/uploads/demo/pic-1.jpg?width=400');
    await user.click(within(album).getByRole('button', { name: '查看大图：展品2' }));

    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('heading', { name: '展品2' })).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: '展品2' })).toHaveAttribute('src', '/uploads/demo/pic-2.jpg');
    expect(viewer).toHaveTextContent('2 / 3');
    expect(viewer).toHaveTextContent('展品2的说明');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: '展品3' })).toBeInTheDocument();
    expect(viewer).toHaveTextContent('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: '展品1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByRole('img', { name: '展品3' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '上一幅' }));
    expect(within(viewer).getByRole('img', { name: '展品2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
