import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { FieldSettingsPage } from './FieldSettingsPage';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  act(() => toaster.remove());
});

const FIELDS: Record<string, Array<[string, string]>> = {
  resource: [
    ['creators', '作者'],
    ['publisher', '出版社'],
    ['views', '浏览量'],
  ],
  news: [
    ['author', '来源'],
    ['views', '浏览量'],
  ],
};

describe('字段设置 (fieldSetting)', () => {
  it('shows each list’s fields with a switch; 保存 sends the whole list and says 编辑成功', async () => {
    const edits: unknown[] = [];
    server.use(
      graphql.query('AdminListFields', ({ variables }) =>
        HttpResponse.json({
          data: { fields: FIELDS[variables.list as string].map(([id, name]) => ({ __typename: 'ListField', id, name, isHide: id === 'views' })) },
        }),
      ),
      graphql.mutation('AdminEditListFields', ({ variables }) => {
        edits.push(variables);
        const field = variables.field as Array<{ id: string; isHide: boolean }>;
        return HttpResponse.json({
          data: { result: field.map((f) => ({ __typename: 'ListField', id: f.id, name: f.id, isHide: f.isHide })) },
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(<FieldSettingsPage />);
    const publisher = await screen.findByRole('checkbox', { name: '显示出版社' });
    expect(publisher).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '显示浏览量' })).not.toBeChecked();
    await user.click(publisher);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      list: 'resource',
      field: [
        { id: 'creators', isHide: false },
        { id: 'publisher', isHide: true },
        { id: 'views', isHide: true },
      ],
    });
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '资讯列表' }));
    expect(await screen.findByRole('checkbox', { name: '显示来源' })).toBeChecked();
  });
});
