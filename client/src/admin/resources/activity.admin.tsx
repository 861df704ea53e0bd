import { useApolloClient, useMutation } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { showError, showSuccess } from '../../components/ui/toaster';
import { blobFromBase64, saveBlob } from '../../lib/save-file';
import { formatDateTime } from '../../lib/format';
import { defineChildren } from '../crud/children-types';
import { crudDocuments } from '../crud/crud-documents';
import { defineResource, type Option, type RowDialogControls, type ToolbarProps } from '../crud/types';
import { graphql } from '../gql';
import type { ExportFormat } from '../gql/graphql';
import { branchOptions, libraryOptions } from './catalogue-options';

export const ACTIVITY_CATEGORIES: readonly Option[] = [
  { value: 'LECTURE', label: '讲座' },
  { value: 'EXHIBITION', label: '展览' },
  { value: 'READING', label: '阅读推广' },
  { value: 'FAMILY', label: '亲子' },
  { value: 'TRAINING', label: '培训' },
  { value: 'OTHER', label: '其他' },
];

export const ACTIVITY_STATES: readonly Option[] = [
  { value: 'NO_SIGN_UP', label: '无需报名' },
  { value: 'NOT_OPEN', label: '未开始报名' },
  { value: 'OPEN', label: '报名中' },
  { value: 'FULL', label: '已满' },
  { value: 'CLOSED', label: '报名已截止' },
  { value: 'ONGOING', label: '进行中' },
  { value: 'ENDED', label: '已结束' },
];

export const SIGN_UP_STATUSES: readonly Option[] = [
  { value: 'SIGNED_UP', label: '报名成功' },
  { value: 'WAITING', label: '候补中' },
  { value: 'CANCELLED', label: '已取消' },
];

/** 活动管理 (内容管理): activities on the CRUD factory; each row links to its 报名名单 at `activity/:id`. */
export const activityAdmin = defineResource({
  path: 'activity',
  title: '活动管理',
  noun: '活动',
  list: graphql(`
    query AdminActivitiesQuery($filter: ActivityFilter, $page: Int!, $pageSize: Int!, $sortBy: ActivitySortField, $order: SortOrder) {
      page: adminActivities(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          cover
          title
          category
          startsAt
          place
          capacity
          signedUpCount
          state
          enabled
          recommended
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminActivityQuery($id: ID!) {
      item: adminActivity(id: $id) {
        id
        category
        title
        cover
        summary
        body
        libraryId
        branchId
        place
        startsAt
        endsAt
        signUpStartsAt
        signUpEndsAt
        capacity
        enabled
        recommended
        sort
      }
    }
  `),
  ...crudDocuments('Activity'),
  columns: [
    { key: 'cover', label: '封面', kind: 'image', width: '80px' },
    { key: 'title', label: '活动名称', primary: true },
    { key: 'category', label: '类别', kind: 'enum', options: ACTIVITY_CATEGORIES },
    { key: 'startsAt', label: '开始时间', kind: 'date', sortField: 'startsAt' },
    { key: 'place', label: '地点' },
    {
      key: 'signedUpCount',
      label: '报名人数',
      render: (item) => (item.capacity > 0 ? `${item.signedUpCount} / ${item.capacity}` : '无需报名'),
    },
    { key: 'state', label: '活动状态', kind: 'enum', options: ACTIVITY_STATES },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  filters: [
    { name: 'category', label: '类别', kind: 'enum', options: ACTIVITY_CATEGORIES, tabs: true },
    { name: 'keyword', label: '活动名称', kind: 'keyword', placeholder: '搜索活动名称或地点' },
    { name: 'state', label: '活动状态', kind: 'enum', options: ACTIVITY_STATES },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { name: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  fields: [
    { name: 'title', label: '活动名称', kind: 'text', required: true, maxLength: 200 },
    { name: 'category', label: '类别', kind: 'select', required: true, options: ACTIVITY_CATEGORIES, half: true },
    { name: 'libraryId', label: '图书馆', kind: 'select', optionsFrom: libraryOptions, placeholder: '未指定', half: true },
    { name: 'branchId', label: '或在分馆', kind: 'select', optionsFrom: branchOptions, placeholder: '未指定', half: true },
    { name: 'place', label: '活动地点', kind: 'text', required: true, maxLength: 200, placeholder: '如 二楼报告厅' },
    { name: 'startsAt', label: '开始时间', kind: 'datetime', required: true, half: true },
    { name: 'endsAt', label: '结束时间', kind: 'datetime', required: true, half: true },
    {
      name: 'capacity',
      label: '人数上限',
      kind: 'number',
      integer: true,
      min: 0,
      required: true,
      defaultValue: 0,
      half: true,
      helper: '0 表示无需报名',
    },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'signUpStartsAt', label: '报名开始', kind: 'datetime', half: true, helper: '留空则立即开放报名' },
    { name: 'signUpEndsAt', label: '报名截止', kind: 'datetime', half: true, helper: '留空则截止到活动开始' },
    { name: 'summary', label: '摘要', kind: 'textarea', maxLength: 500 },
    { name: 'cover', label: '封面', kind: 'image', helper: '建议比例 16:9' },
    { name: 'body', label: '活动详情', kind: 'richtext', required: true },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'startsAt', order: 'DESC' },
  editPath: (item) => `${item.id}/edit`,
  rowLinks: [{ label: '报名名单', to: (item) => item.id }],
});

const CheckInMutation = graphql(`
  mutation AdminCheckInActivitySignUp($id: ID!, $checkedIn: Boolean!) {
    checkInActivitySignUp(id: $id, checkedIn: $checkedIn) {
      id
      checkedInAt
    }
  }
`);

const ExportSignUpsQuery = graphql(`
  query AdminExportActivitySignUps($activityId: ID!, $format: ExportFormat!) {
    file: exportActivitySignUps(activityId: $activityId, format: $format) {
      fileName
      mime
      base64
    }
  }
`);

interface SignUpRow {
  id: string;
  status: string;
  checkedInAt?: string | null;
  reader?: { name: string; cardNumber: string } | null;
}

/** 签到 of one signed-up reader, or its undoing. */
function CheckInPanel({ item, dialog }: { item: SignUpRow; dialog: RowDialogControls }) {
  const [checkIn, { loading }] = useMutation(CheckInMutation);
  const checked = !!item.checkedInAt;
  const submit = async () => {
    try {
      await checkIn({ variables: { id: item.id, checkedIn: !checked } });
      showSuccess(checked ? '已取消签到' : '签到成功');
      dialog.done();
    } catch {
      // Shown by the error catalogue (只能为报名成功的读者签到).
    }
  };
  if (item.status !== 'SIGNED_UP') return <Text>只能为报名成功的读者签到。</Text>;
  return (
    <Stack gap="4">
      <Text>
        {item.reader?.name}（读者证 {item.reader?.cardNumber}）{checked ? `已于 ${formatDateTime(item.checkedInAt)} 签到。` : '尚未签到。'}
      </Text>
      <HStack justify="flex-end">
        <Button variant="outline" onClick={dialog.close}>
          取消
        </Button>
        <Button colorPalette={checked ? 'red' : 'brand'} loading={loading} onClick={() => void submit()}>
          {checked ? '取消签到' : '确认签到'}
        </Button>
      </HStack>
    </Stack>
  );
}

/** 导出名单: the activity's whole sign-up list as Excel or CSV. */
function SignUpExport({ filter }: ToolbarProps) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState<ExportFormat>();
  const run = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const { data } = await client.query({
        query: ExportSignUpsQuery,
        variables: { activityId: String(filter.activityId), format },
        fetchPolicy: 'no-cache',
      });
      if (data) saveBlob(blobFromBase64(data.file.base64, data.file.mime), data.file.fileName);
    } catch {
      showError('导出失败，请稍后重试');
    } finally {
      setExporting(undefined);
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" loading={exporting === 'XLSX'} onClick={() => void run('XLSX')}>
        <LuDownload /> 导出 Excel
      </Button>
      <Button variant="outline" size="sm" loading={exporting === 'CSV'} onClick={() => void run('CSV')}>
        <LuDownload /> 导出 CSV
      </Button>
    </>
  );
}

/** 报名名单 of one activity (activity/:id): who signed up, when, their state and 签到. */
export const activitySignUpAdmin = defineResource({
  path: '',
  title: '报名名单',
  noun: '报名',
  formIn: 'dialog',
  list: graphql(`
    query AdminActivitySignUpsQuery(
      $filter: ActivitySignUpFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: ActivitySignUpSortField
      $order: SortOrder
    ) {
      page: adminActivitySignUps(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          status
          queuedAt
          checkedInAt
          reader {
            id
            name
            cardNumber
            phone
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  ...crudDocuments('ActivitySignUp'),
  columns: [
    { key: 'reader', label: '读者', primary: true, render: (item) => item.reader?.name ?? '—' },
    { key: 'id', label: '读者证号', render: (item) => item.reader?.cardNumber ?? '—' },
    { key: 'queuedAt', label: '报名时间', kind: 'date', sortField: 'queuedAt' },
    { key: 'status', label: '报名状态', kind: 'enum', options: SIGN_UP_STATUSES },
    {
      key: 'checkedInAt',
      label: '签到',
      render: (item) =>
        item.checkedInAt ? (
          <Badge colorPalette="green" title={formatDateTime(item.checkedInAt)}>
            已签到
          </Badge>
        ) : (
          <Text as="span" color="fg.muted">
            未签到
          </Text>
        ),
    },
  ],
  filters: [
    { name: 'status', label: '报名状态', kind: 'enum', options: SIGN_UP_STATUSES, tabs: true },
    { name: 'keyword', label: '读者', kind: 'keyword', placeholder: '姓名、读者证号或手机号' },
    { name: 'checkedIn', label: '签到', kind: 'boolean', labels: ['已签到', '未签到'] },
  ],
  fields: [],
  defaultSort: { sortBy: 'queuedAt', order: 'ASC' },
  rowDialogs: [{ label: '签到', render: (item, dialog) => <CheckInPanel item={item} dialog={dialog} /> }],
  toolbar: SignUpExport,
});

const activityHeading = graphql(`
  query AdminActivityHeading($id: ID!) {
    item: adminActivity(id: $id) {
      id
      title
      startsAt
      place
      capacity
      signedUpCount
      state
    }
  }
`);

/** The page of one activity's sign-ups (activity/:id). */
export const activitySignUpsScreen = defineChildren({
  parent: {
    get: activityHeading,
    param: 'id',
    heading: (a) => a.title,
    details: (a) => (
      <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text as="span">{formatDateTime(a.startsAt)}</Text>
        <Text as="span">{a.place}</Text>
        <Text as="span">{a.capacity > 0 ? `已报名 ${a.signedUpCount} / ${a.capacity}` : '无需报名'}</Text>
        <Badge variant="subtle" colorPalette="brand">
          {ACTIVITY_STATES.find((s) => s.value === a.state)?.label}
        </Badge>
      </HStack>
    ),
  },
  back: { label: '返回活动管理', to: () => '/admin/activity' },
  links: [{ label: '编辑活动', to: (p) => `/admin/activity/${p.id}/edit` }],
  sections: [{ config: activitySignUpAdmin, field: 'activityId', from: { param: 'id' } }],
});
