import type { BranchType } from '../../gql/graphql';

/** The five kinds of branch point, in the order of the site menu: name and page. */
export const BRANCH_TYPES: ReadonlyArray<{ type: BranchType; label: string; path: string }> = [
  { type: 'street', label: '街道分馆', path: '/service/branch/street' },
  { type: 'community', label: '社区分馆', path: '/service/branch/community' },
  { type: 'cityBookBar', label: '城市书吧', path: '/service/branch/cityBookBar' },
  { type: 'shareBooks', label: '共享书屋', path: '/service/branch/shareBooks' },
  { type: 'audioBook', label: '有声图书馆', path: '/service/branch/audioBook' },
];

export const branchTypeLabel = (type: string) => BRANCH_TYPES.find((entry) => entry.type === type)?.label ?? type;
