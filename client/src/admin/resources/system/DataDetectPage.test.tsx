import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { DataDetectPage } from './DataDetectPage';

configure({ asyncUtilTimeout: 10_000 });

const item = (rule: string, name: string, count: number, samples: string[], fixLabel: string | null) => ({
  __typename: 'DataCheckItem',
  rule,
  name,
  description: `${name}的说明`,
  count,
  samples,
  fixLabel,
  fixConfirm: fixLabel ? `确定${fixLabel}吗？` : null,
});

afterEach(() => {
  act(() => toaster.remove());
});

describe('数据检测 (dataDetect)', () => {
  it('runs the check on 开始检测, shows counts and samples, and runs a safe fix after confirmation', async () => {
    let checks = 0;
    const fixes: unknown[] = [];
    server.use(
      graphql.query('AdminDataCheck', () => {
        checks += 1;
        return HttpResponse.json({
          data: {
            dataCheck: {
              __typename: 'DataCheckReport',
              checkedAt: '2026-11-25T08:30:00.000Z',
              items: [
                item('missingFiles', '引用的文件缺失', 1, ['/uploads/gone.png（news.cover）'], null),
                item('orphanFiles', '无引用的上传文件', 2, ['/uploads/a.png（a.png）', '/uploads/b.png（b.png）'], '删除这些文件'),
                item('unindexedResources', '缺少检索文档的资源', 0, [], '重建检索文档'),
              ],
            },
          },
        });
      }),
      graphql.mutation('AdminFixDataCheck', ({ variables }) => {
        fixes.push(variables);
        return HttpResponse.json({
          data: {
            fixDataCheck: {
              __typename: 'DataFixResult',
              rule: 'orphanFiles',
              fixed: 2,
              item: item('orphanFiles', '无引用的上传文件', 0, [], '删除这些文件'),
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(<DataDetectPage />);
    expect(checks).toBe(0);
    await user.click(await screen.findByRole('button', { name: /开始检测/ }));
    const table = await screen.findByRole('table', { name: '数据检测结果' });
    expect(checks).toBe(1);
    const missing = within(within(table).getByText('引用的文件缺失').closest('tr')!);
    expect(missing.getByText('1 项')).toBeInTheDocument();
    expect(missing.getByText('/uploads/gone.png（news.cover）')).toBeInTheDocument();
    expect(missing.getByText('需手动处理')).toBeInTheDocument();
    expect(within(within(table).getByText('缺少检索文档的资源').closest('tr')!).getByText('正常')).toBeInTheDocument();

    const orphans = within(within(table).getByText('无引用的上传文件').closest('tr')!);
    await user.click(orphans.getByRole('button', { name: /删除这些文件/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定删除这些文件吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除这些文件' }));
    await waitFor(() => expect(fixes).toEqual([{ rule: 'orphanFiles' }]));
    expect(await screen.findByText('已处理 2 项')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('无引用的上传文件').closest('tr')!).getByText('正常')).toBeInTheDocument());
  });

  it('does nothing when the fix is not confirmed', async () => {
    const fixes: unknown[] = [];
    server.use(
      graphql.query('AdminDataCheck', () =>
        HttpResponse.json({
          data: {
            dataCheck: {
              __typename: 'DataCheckReport',
              checkedAt: '2026-11-25T08:30:00.000Z',
              items: [item('resourceCounters', '资源计数与实际不符', 3, ['#1 书：收藏数 7，实际 1'], '重新统计')],
            },
          },
        }),
      ),
      graphql.mutation('AdminFixDataCheck', ({ variables }) => {
        fixes.push(variables);
        return HttpResponse.json({ data: null });
      }),
    );
    const user = userEvent.setup();
    renderPage(<DataDetectPage />);
    await user.click(await screen.findByRole('button', { name: /开始检测/ }));
    await user.click(await screen.findByRole('button', { name: /重新统计/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fixes).toEqual([]);
    expect(screen.getByText('3 项')).toBeInTheDocument();
  });
});
