import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { toaster } from '../components/ui/toaster';
import { Toaster } from '../components/ui/ToasterView';
import { GlobalStateProvider } from '../lib/global-state';
import { IE_UPGRADE_URL } from '../lib/guard';
import { guardLoader } from '../router';
import { portalSystem } from '../theme';
import { RootLayout } from './RootLayout';

const MESSAGE = '未登录或登录过期';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

const pageAt = (text: string) => <p>{text}</p>;

/** The app's root route as router.tsx builds it (guardLoader, revalidated on every navigation), with tiny pages. */
function guardedRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      loader: guardLoader,
      shouldRevalidate: () => true,
      hydrateFallbackElement: <></>,
      children: [
        { path: 'index', element: pageAt('首页') },
        { path: 'login', element: pageAt('读者登录页') },
        { path: 'account', element: pageAt('管理员登录页') },
        { path: 'admin/home/carousel', element: pageAt('轮播图管理') },
        { path: 'admin/information', element: pageAt('资讯管理') },
        { path: 'personal/userInfo', element: pageAt('个人信息') },
        { path: 'resources/ebook/detail', element: pageAt('电子书详情') },
        { path: 'resources/video/detail', element: pageAt('视频详情') },
      ],
    },
  ];
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(guardedRoutes(), { initialEntries: [path] });
  render(
    <ChakraProvider value={portalSystem()}>
      <ApolloProvider client={createApolloClient()}>
        <GlobalStateProvider>
          <RouterProvider router={router} />
          <Toaster />
        </GlobalStateProvider>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return router;
}

/** Lands at `path` (first load) and checks where the guard ended up and whether it said 未登录或登录过期. */
async function expectLanding(path: string, { at, page, message }: { at: string; page: string; message: boolean }) {
  const router = renderGuarded(path);
  expect(await screen.findByText(page)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(at);
  if (message) expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  else expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  return router;
}

const readerLoggedIn = () => Cookies.set('token', 'reader-token', { path: '/' });
const adminLoggedIn = () => Cookies.set('adminToken', 'admin-token', { path: '/' });

afterEach(() => {
  toaster.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('navigation guard wired into the router (spec §2)', () => {
  it('admin paths without the admin token: 未登录或登录过期, then /account', async () => {
    await expectLanding('/admin/home/carousel', { at: '/account', page: '管理员登录页', message: true });
  });

  it('admin paths need the admin token: a reader token is not enough', async () => {
    readerLoggedIn();
    await expectLanding('/admin/information', { at: '/account', page: '管理员登录页', message: true });
  });

  it('admin paths with the admin token are open', async () => {
    adminLoggedIn();
    await expectLanding('/admin/information', { at: '/admin/information', page: '资讯管理', message: false });
  });

  it('/account with the admin token goes to /admin/home/carousel', async () => {
    adminLoggedIn();
    await expectLanding('/account', { at: '/admin/home/carousel', page: '轮播图管理', message: false });
  });

  it('/account without a token stays', async () => {
    await expectLanding('/account', { at: '/account', page: '管理员登录页', message: false });
  });

  it('protected reader pages without the reader token: the message, then /index', async () => {
    await expectLanding('/personal/userInfo', { at: '/index', page: '首页', message: true });
  });

  it('protected reader pages need the reader token: the admin token is not enough', async () => {
    adminLoggedIn();
    await expectLanding('/resources/ebook/detail', { at: '/index', page: '首页', message: true });
  });

  it('protected reader pages with the reader token are open', async () => {
    readerLoggedIn();
    await expectLanding('/personal/userInfo', { at: '/personal/userInfo', page: '个人信息', message: false });
  });

  it('public pages (the video detail included) need no token', async () => {
    await expectLanding('/resources/video/detail', { at: '/resources/video/detail', page: '视频详情', message: false });
  });

  it('a logged-in reader visiting /login goes to /index, without a message', async () => {
    readerLoggedIn();
    await expectLanding('/login', { at: '/index', page: '首页', message: false });
  });

  it('/login without a token stays', async () => {
    await expectLanding('/login', { at: '/login', page: '读者登录页', message: false });
  });

  it('runs on every navigation, not only the first load', async () => {
    const router = await expectLanding('/index', { at: '/index', page: '首页', message: false });

    await act(() => router.navigate('/personal/userInfo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();

    act(() => toaster.remove());
    await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
    await act(() => router.navigate('/admin/home/carousel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();

    // Logging in (the cookie) opens the page on the next navigation.
    readerLoggedIn();
    await act(() => router.navigate('/personal/userInfo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/userInfo'));
    expect(screen.getByText('个人信息')).toBeInTheDocument();
  });

  it('old Internet Explorer is sent to the upgrade page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IE11);
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderGuarded('/index');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(IE_UPGRADE_URL));
  });
});
