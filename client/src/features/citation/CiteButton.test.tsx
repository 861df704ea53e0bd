import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { CiteButton } from './CiteButton';

const CITATIONS = [
  { format: 'GBT7714', label: 'GB/T 7714', text: '曹雪芹, 高鹗. 红楼梦[M]. 人民文学出版社, 1996.', fileName: '红楼梦.txt', mime: 'text/plain' },
  { format: 'APA', label: 'APA', text: '曹雪芹 & 高鹗. (1996). 红楼梦. 人民文学出版社.', fileName: '红楼梦.txt', mime: 'text/plain' },
  { format: 'BIBTEX', label: 'BibTeX', text: '@book{resource7,\n\ttitle = {红楼梦},\n}', fileName: '红楼梦.bib', mime: 'application/x-bibtex' },
].map((citation) => ({ __typename: 'Citation', ...citation }));

const routes = [{ path: 'resources/book/detail', element: <CiteButton resourceId="7" title="红楼梦" /> }];

afterEach(() => {
  act(() => toaster.remove());
  vi.restoreAllMocks();
});

describe('CiteButton', () => {
  it('shows each format to a guest, copies it and downloads it as a file', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('CiteDialogQuery', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { resourceCitations: CITATIONS } });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/resources/book/detail?id=7');
    expect(asked, 'nothing is asked before the dialog opens').toEqual([]);
    await user.click(await screen.findByRole('button', { name: '引用' }));
    const dialog = await screen.findByRole('dialog', { name: '引用《红楼梦》' });
    expect(await within(dialog).findByLabelText('GB/T 7714 格式')).toHaveTextContent('曹雪芹, 高鹗. 红楼梦[M]. 人民文学出版社, 1996.');
    expect(asked).toEqual([{ resourceId: '7' }]);

    await user.click(within(dialog).getByRole('button', { name: '复制' }));
    expect(await navigator.clipboard.readText()).toBe(CITATIONS[0].text);
    expect(await screen.findByText('已复制到剪贴板')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'BibTeX' }));
    expect(await within(dialog).findByLabelText('BibTeX 格式')).toHaveTextContent('@book{resource7,');
    const clicks: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:citation');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: '下载' }));
    expect(clicks).toEqual([{ download: '红楼梦.bib', href: 'blob:citation' }]);
    const blob = created.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/x-bibtex;charset=utf-8');
    expect(await blob.text()).toBe(CITATIONS[2].text);
  });

  it('says so when the formats cannot be loaded', async () => {
    server.use(
      graphql.query('CiteDialogQuery', () =>
        HttpResponse.json({ errors: [{ message: '页面未找到。', extensions: { code: 'NOT_FOUND', status: 404 } }] }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/resources/book/detail?id=7');
    await user.click(await screen.findByRole('button', { name: '引用' }));
    expect(await screen.findByText('引用格式加载失败，请稍后再试')).toBeInTheDocument();
  });
});
