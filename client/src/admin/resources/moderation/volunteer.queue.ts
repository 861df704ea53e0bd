import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { REVIEW } from './states';
import { submissionQueue } from './submission-queue';

const DAYS: Record<string, string> = { MON: '周一', TUE: '周二', WED: '周三', THU: '周四', FRI: '周五', SAT: '周六', SUN: '周日' };
const PARTS: Record<string, string> = { AM: '上午', PM: '下午', EVE: '晚上' };
/** 'SAT:AM' → 周六上午. */
export const slotLabel = (slot: string) => {
  const [day, part] = slot.split(':');
  return `${DAYS[day] ?? day}${PARTS[part] ?? part ?? ''}`;
};

/** 志愿者申请 (interact/volunteer): readers applying to volunteer; 通过 / 不通过. */
export const volunteerQueue = submissionQueue({
  path: 'interact/volunteer',
  title: '志愿者申请',
  noun: '申请',
  list: graphql(`
    query AdminVolunteerApplicationsQuery(
      $filter: VolunteerApplicationFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: VolunteerApplicationSortField
      $order: SortOrder
    ) {
      page: adminVolunteerApplications(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          name
          phone
          availability
          skills
          area
          status
          flaggedWords
          reply
          reviewedAt
          createdAt
          reader {
            id
            name
            cardNumber
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  documents: crudDocuments('VolunteerApplication'),
  states: REVIEW,
  columns: [
    { key: 'name', label: '姓名', primary: true },
    { key: 'phone', label: '手机号' },
    { key: 'availability', label: '可服务时间', render: (item) => item.availability.map(slotLabel).join('、') },
  ],
  details: [
    { label: '姓名', value: (item) => item.name },
    { label: '手机号', value: (item) => item.phone },
    { label: '可服务时间', value: (item) => item.availability.map(slotLabel).join('、') },
    { label: '服务意向', value: (item) => item.area },
    { label: '特长', text: 'skills' },
  ],
  keyword: '搜索姓名、手机号、特长、读者',
});
