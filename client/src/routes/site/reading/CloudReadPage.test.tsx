import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { CloudReadPage } from './CloudReadPage';

describe('CloudReadPage', () => {
  it("opens a PDF of the reader's cloud in the document reader, under its own document, with the way back to 我的云盘", async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('CloudReadPageQuery', () =>
        HttpResponse.json({ data: { cloudFile: { __typename: 'CloudFile', id: '7', name: '我的讲义', format: 'pdf', url: '/files/cloud/7' } } }),
      ),
      graphql.query('ReadingState', ({ variables }) => {
        asked.push(variables.document);
        return HttpResponse.json({ data: { readingState: null } });
      }),
    );
    renderPage(<CloudReadPage />, '/reading/cloud?id=7');
    expect(await screen.findByRole('link', { name: /我的云盘/ })).toHaveAttribute('href', '/personal/UserCloud');
    expect(asked).toEqual(['cloud:7']);
    expect(document.title).toContain('我的讲义');
  });

  it('says so when the file is gone (or not this reader’s: the server answers 404)', async () => {
    server.use(
      graphql.query('CloudReadPageQuery', () =>
        HttpResponse.json({ errors: [{ message: '页面未找到。', extensions: { code: 'NOT_FOUND', status: 404 } }] }),
      ),
    );
    renderPage(<CloudReadPage />, '/reading/cloud?id=99');
    expect(await screen.findByText('文件不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的云盘' })).toHaveAttribute('href', '/personal/UserCloud');
  });
});
