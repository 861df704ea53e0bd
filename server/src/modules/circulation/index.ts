import type { PortalModule } from '../../core/module.js';
import { CirculationResolver } from './circulation.resolver.js';
import { LoanNoticesResolver } from './loan-notices.js';
import { LoanRequest } from './loan-request.entity.js';
import { Loan } from './loan.entity.js';

/** What other modules may use: the provider interface (an ILS adapter implements it) and the entities. */
export type { Borrower, CirculationProvider, Paging } from './circulation.provider.js';
export { circulationOf } from './circulation.service.js';
export { Loan, LoanState } from './loan.entity.js';
export { LoanRequest, LoanRequestState } from './loan-request.entity.js';

export const circulationModule: PortalModule = {
  name: 'circulation',
  entities: [Loan, LoanRequest],
  resolvers: [CirculationResolver, LoanNoticesResolver],
};
