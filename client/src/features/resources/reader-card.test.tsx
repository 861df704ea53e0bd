import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../lib/tokens';
import { server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { ReaderCardGate } from './ReaderCardGate';
import { readerCardLoginPath } from './reader-card';
import { kindAccessHandler } from './test-fixtures';

const routes = [
  {
    path: 'resources/ebook/detail',
    element: (
      <ReaderCardGate>
        <h1>朝花夕拾</h1>
      </ReaderCardGate>
    ),
  },
  { path: 'login', element: <h1>读者登录</h1> },
];

describe('the e-book pages open as the server answers (kindAccess, spec §5)', () => {
  it('opens an e-book page to a reader-card login', async () => {
    tokens.setReader('card', 2);
    const asked: string[] = [];
    server.use(kindAccessHandler(true, asked));
    const { router } = renderRoutes(routes, '/resources/ebook/detail?id=3');
    expect(await screen.findByRole('heading', { name: '朝花夕拾' })).toBeInTheDocument();
    expect(screen.queryByText('请使用读者证登录！')).toBeNull();
    expect(router.state.location.pathname).toBe('/resources/ebook/detail');
    expect(asked).toEqual(['ebook']);
  });

  it('tells a phone login 请使用读者证登录！ and sends it to the login, showing nothing of the page', async () => {
    tokens.setReader('phone', 1);
    server.use(kindAccessHandler(false));
    const { router } = renderRoutes(routes, '/resources/ebook/detail?id=3');
    expect(await screen.findByText('请使用读者证登录！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/resources/ebook/detail?id=3');
    expect(screen.queryByRole('heading', { name: '朝花夕拾' })).toBeNull();
  });

  it('follows the server, not the login cookie: a card login the server no longer lets in is refused', async () => {
    tokens.setReader('card-expired', 2);
    server.use(kindAccessHandler(false));
    const { router } = renderRoutes(routes, '/resources/ebook/detail?id=3');
    expect(await screen.findByText('请使用读者证登录！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: '朝花夕拾' })).toBeNull();
  });

  it('sends the reader to /login, coming back afterwards', () => {
    expect(readerCardLoginPath('/resources/ebook/detail?id=3')).toBe('/login?redirect=%2Fresources%2Febook%2Fdetail%3Fid%3D3');
  });
});
