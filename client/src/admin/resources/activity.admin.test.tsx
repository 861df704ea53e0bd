import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { AdminChildrenPage } from '../crud/AdminChildrenPage';
import { activitySignUpsScreen } from './activity.admin';
import { mockItem, mockList } from './catalogue-fixtures';

const saved = vi.hoisted(() => [] as Array<{ name: string; type: string }>);
vi.mock('../../lib/save-file', () => ({
  blobFromBase64: (_base64: string, mime: string) => new Blob(['x'], { type: mime }),
  saveBlob: (blob: Blob, name: string) => saved.push({ name, type: blob.type }),
}));

// Lazy routes and Chakra take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signUp = (id: string, name: string, status: string, checkedInAt: string | null = null) => ({
  __typename: 'ActivitySignUp',
  id,
  status,
  queuedAt: '2026-11-20T02:00:00.000Z',
  checkedInAt,
  reader: { __typename: 'Reader', id: `r${id}`, name, cardNumber: `20240001${id}`, phone: null },
});

function renderSignUps() {
  mockItem('AdminActivityHeading', {
    __typename: 'Activity',
    id: '5',
    title: '古籍修复体验课',
    startsAt: '2026-12-05T06:00:00.000Z',
    place: '总馆四楼古籍修复室',
    capacity: 3,
    signedUpCount: 2,
    state: 'OPEN',
  });
  const requests = mockList('AdminActivitySignUpsQuery', 'ActivitySignUpPage', [
    signUp('1', '李思雨', 'SIGNED_UP', '2026-12-05T05:50:00.000Z'),
    signUp('2', '王建国', 'SIGNED_UP'),
    signUp('3', '陈静怡', 'WAITING'),
  ]);
  const checkIns: Array<Record<string, unknown>> = [];
  const exports: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation('AdminCheckInActivitySignUp', ({ variables }) => {
      checkIns.push(variables);
      return HttpResponse.json({
        data: { checkInActivitySignUp: { __typename: 'ActivitySignUp', id: variables.id, checkedInAt: '2026-12-05T05:55:00.000Z' } },
      });
    }),
    graphql.query('AdminExportActivitySignUps', ({ variables }) => {
      exports.push(variables);
      const csv = variables.format === 'CSV';
      return HttpResponse.json({
        data: {
          file: {
            __typename: 'FileDownload',
            fileName: `古籍修复体验课-报名名单.${csv ? 'csv' : 'xlsx'}`,
            mime: csv ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            base64: 'eA==',
          },
        },
      });
    }),
  );
  const rendered = renderRoutes(
    [
      { path: 'admin/activity', element: <p>活动列表</p> },
      { path: 'admin/activity/:id', element: <AdminChildrenPage screen={activitySignUpsScreen} /> },
    ],
    '/admin/activity/5',
  );
  return { ...rendered, requests, checkIns, exports, user: userEvent.setup() };
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('报名名单 (活动管理 → activity/:id)', () => {
  it('lists the activity’s sign-ups with state and check-in, and marks 签到', async () => {
    const { requests, checkIns, user } = renderSignUps();
    expect(await screen.findByRole('heading', { name: '古籍修复体验课' })).toBeInTheDocument();
    expect(screen.getByText('已报名 2 / 3')).toBeInTheDocument();
    const first = await row('李思雨');
    expect(within(first).getByText('已签到')).toBeInTheDocument();
    expect(within(first).getByText('报名成功')).toBeInTheDocument();
    expect(within(await row('陈静怡')).getByText('候补中')).toBeInTheDocument();
    expect(requests[0].filter).toMatchObject({ activityId: '5' });

    await user.click(within(await row('王建国')).getByRole('button', { name: '签到' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/尚未签到/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认签到' }));
    await waitFor(() => expect(checkIns).toEqual([{ id: '2', checkedIn: true }]));
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
  });

  it('exports the list as Excel and CSV', async () => {
    const { exports, user } = renderSignUps();
    await row('李思雨');
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(exports).toEqual([
      { activityId: '5', format: 'XLSX' },
      { activityId: '5', format: 'CSV' },
    ]);
    expect(saved.map((s) => s.name)).toEqual(['古籍修复体验课-报名名单.xlsx', '古籍修复体验课-报名名单.csv']);
  });
});
