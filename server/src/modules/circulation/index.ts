import type { PortalModule } from '../../core/module.js';
import { CirculationResolver } from './circulation.resolver.js';
import { LoanNoticesResolver } from './loan-notices.js';
import { LoanRequest } from './loan-request.entity.js';
import { Loan } from './loan.entity.js';
import { NoticeDelivery } from './notices/notice-delivery.entity.js';
import { noticeDeliveryCrud, NoticesResolver } from './notices/notices.resolver.js';
import { registerNoticeJob } from './notices/notices.job.js';

/** What other modules may use: the provider interface (an ILS adapter implements it) and the entities. */
export type { Borrower, CirculationProvider, Paging } from './circulation.provider.js';
export { circulationOf } from './circulation.service.js';
export { Loan, LoanState } from './loan.entity.js';
export { LoanRequest, LoanRequestState } from './loan-request.entity.js';
export { runNotices, retryNotice } from './notices/notice-run.js';

export const circulationModule: PortalModule = {
  name: 'circulation',
  entities: [Loan, LoanRequest, NoticeDelivery],
  resolvers: [CirculationResolver, LoanNoticesResolver, noticeDeliveryCrud.resolver, NoticesResolver],
  registerJobs: registerNoticeJob,
};
