import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { DownloadButton, DownloadFileButton } from './DownloadButton';

const qualification = (allowed: boolean, reason: string | null, offered = true) =>
  graphql.query('DownloadQualification', () =>
    HttpResponse.json({
      data: { downloadQualification: { __typename: 'DownloadQualification', allowed, offered, reason, remaining: allowed ? 49 : null } },
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('下载 on a detail page', () => {
  it('shows 下载 where allowed; a click counts the download and follows its link', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    const asked: unknown[] = [];
    server.use(
      qualification(true, null),
      graphql.mutation('DownloadResource', ({ variables, request }) => {
        asked.push({ variables, auth: request.headers.get('authorization') });
        return HttpResponse.json({
          data: { downloadResource: { __typename: 'DownloadTicket', url: '/files/download/abc', fileName: '边城.epub' } },
        });
      }),
    );
    const followed: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const user = userEvent.setup();
    renderPage(<DownloadButton resourceId="7" />);
    await user.click(await screen.findByRole('button', { name: '下载' }));
    await waitFor(() => expect(followed).toEqual([{ href: '/files/download/abc', download: '边城.epub' }]));
    expect(asked).toEqual([{ variables: { resourceId: '7' }, auth: 'Bearer reader-token' }]);
  });

  it('says why not where refused, with no button', async () => {
    server.use(qualification(false, '请先登录'));
    renderPage(<DownloadButton resourceId="7" />);
    expect(await screen.findByRole('note', { name: '下载' })).toHaveTextContent('下载：请先登录');
    expect(screen.queryByRole('button', { name: '下载' })).not.toBeInTheDocument();
  });

  it('shows nothing for a resource without files to download', async () => {
    let asked = 0;
    server.use(
      graphql.query('DownloadQualification', () => {
        asked += 1;
        return HttpResponse.json({
          data: {
            downloadQualification: {
              __typename: 'DownloadQualification',
              allowed: false,
              offered: false,
              reason: '该资源不提供下载',
              remaining: null,
            },
          },
        });
      }),
    );
    renderPage(<DownloadButton resourceId="7" />);
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText(/下载/)).not.toBeInTheDocument();
  });

  it('says the server’s refusal when the download itself is refused (the day’s allowance used up meanwhile)', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    server.use(
      qualification(true, null),
      graphql.mutation('DownloadResource', () => gqlError('TOO_MANY_REQUESTS', 429, '今日下载次数已达上限(50次)')),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const user = userEvent.setup();
    renderPage(<DownloadButton resourceId="7" />);
    await user.click(await screen.findByRole('button', { name: '下载' }));
    expect(await screen.findByText('今日下载次数已达上限(50次)')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('下载 of a part’s file', () => {
  it('shows beside each stored file where the resource allows it, sharing one qualification, and downloads that file', async () => {
    Cookies.set('token', 'reader-token', { path: '/' });
    let qualifications = 0;
    const asked: unknown[] = [];
    server.use(
      graphql.query('DownloadQualification', () => {
        qualifications += 1;
        return HttpResponse.json({
          data: { downloadQualification: { __typename: 'DownloadQualification', allowed: true, offered: true, reason: null, remaining: 49 } },
        });
      }),
      graphql.mutation('DownloadResource', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { downloadResource: { __typename: 'DownloadTicket', url: '/files/download/t2', fileName: '评书 - 第二回.mp3' } },
        });
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(
      <>
        <DownloadButton resourceId="9" />
        <DownloadFileButton resourceId="9" file="/uploads/a/1.mp3" name="第一回" />
        <DownloadFileButton resourceId="9" file="/uploads/a/2.mp3" name="第二回" />
        <DownloadFileButton resourceId="9" file="https://elsewhere.example/3.mp3" name="第三回" />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: '下载：第二回' }));
    await waitFor(() => expect(asked).toEqual([{ resourceId: '9', file: '/uploads/a/2.mp3' }]));
    expect(screen.getByRole('button', { name: '下载：第一回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载：第三回' })).not.toBeInTheDocument();
    // One question for the page (and one more after the download, for the allowance left).
    expect(qualifications).toBeLessThanOrEqual(2);
  });

  it('shows nothing where the resource refuses downloads (the overview’s 下载 says why)', async () => {
    server.use(qualification(false, '您没有下载权限'));
    renderPage(
      <>
        <DownloadButton resourceId="9" />
        <DownloadFileButton resourceId="9" file="/uploads/a/1.mp3" name="第一回" />
      </>,
    );
    expect(await screen.findByRole('note', { name: '下载' })).toHaveTextContent('下载：您没有下载权限');
    expect(screen.queryByRole('button', { name: /下载/ })).not.toBeInTheDocument();
  });
});
