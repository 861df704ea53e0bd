import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { SecurityDetectionPage } from './SecurityDetectionPage';

const item = (key: string, name: string, level: string, detail: string, advice: string) => ({
  __typename: 'SecurityCheckItem',
  key,
  name,
  level,
  detail,
  advice,
});

describe('安全检测 (securityDetection)', () => {
  it('shows each rule with its result badge, explanation and advice; 重新检测 runs it again', async () => {
    let runs = 0;
    server.use(
      graphql.query('AdminDemoData', () => HttpResponse.json({ data: { demoData: { __typename: 'DemoDataStatus', rows: 0, files: 0 } } })),
      graphql.query('AdminSecurityReport', () => {
        runs += 1;
        return HttpResponse.json({
          data: {
            securityReport: {
              __typename: 'SecurityReport',
              checkedAt: '2026-11-25T08:30:00.000Z',
              items: [
                item('defaultAdminPassword', '默认管理员密码', 'FAIL', '管理员 admin 仍在使用系统默认密码', '立即修改密码'),
                item('captcha', '登录图形验证码', runs > 1 ? 'PASS' : 'WARN', '图形验证码已关闭', '打开验证码'),
                item('jwtSecret', '令牌签名密钥 (JWT_SECRET)', 'PASS', '由环境变量提供', '无需处理'),
              ],
            },
          },
        });
      }),
    );
    renderPage(<SecurityDetectionPage />);
    const table = await screen.findByRole('table', { name: '安全检测结果' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['检测项', '结果', '说明', '建议']);
    const password = within(within(table).getByText('默认管理员密码').closest('tr')!);
    expect(password.getByText('失败')).toBeInTheDocument();
    expect(password.getByText('立即修改密码')).toBeInTheDocument();
    expect(within(within(table).getByText('登录图形验证码').closest('tr')!).getByText('警告')).toBeInTheDocument();
    expect(screen.getByText(/共 3 项，失败 1 项，警告 1 项/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: /重新检测/ }));
    await waitFor(() => expect(within(screen.getByText('登录图形验证码').closest('tr')!).getByText('通过')).toBeInTheDocument());
    expect(runs).toBe(2);
    // No demo data: nothing to clear is offered.
    expect(screen.queryByRole('button', { name: '清除演示数据' })).toBeNull();
  });

  it('清除演示数据: only once the words are typed; then the counts, and the report run again', async () => {
    let runs = 0;
    const clears: unknown[] = [];
    server.use(
      graphql.query('AdminSecurityReport', () => {
        runs += 1;
        return HttpResponse.json({
          data: {
            securityReport: {
              __typename: 'SecurityReport',
              checkedAt: '2026-11-25T08:30:00.000Z',
              items: [item('demoReaderPasswords', '演示读者密码', clears.length ? 'PASS' : 'FAIL', '演示读者仍在使用演示密码', '清除演示数据')],
            },
          },
        });
      }),
      graphql.query('AdminDemoData', () =>
        HttpResponse.json({ data: { demoData: { __typename: 'DemoDataStatus', rows: clears.length ? 1 : 15493, files: clears.length ? 1 : 713 } } }),
      ),
      graphql.mutation('AdminClearDemoData', ({ variables }) => {
        clears.push(variables);
        return HttpResponse.json({
          data: {
            clearDemoData: {
              __typename: 'DemoClearResult',
              removedRows: 15492,
              removedFiles: 712,
              keptFiles: 1,
              kept: [{ __typename: 'DemoTableCount', table: 'resource', count: 1 }],
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(<SecurityDetectionPage />);
    expect(await screen.findByText(/仍有 15493 行、文件 713 个/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除演示数据' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: '清除' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), '清除演示');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), '数据');
    await user.click(confirm);
    await waitFor(() => expect(clears).toEqual([{ confirmation: '清除演示数据' }]));
    expect(
      await screen.findByText(/已清除演示数据 15492 行、文件 712 个。另有 1 行演示数据（resource 1 行）及 1 个文件仍被正式数据引用，已保留。/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('演示读者密码').closest('tr')!).getByText('通过')).toBeInTheDocument());
    expect(runs).toBe(2);
  });
});
