import { registerEnumType } from 'type-graphql';

/**
 * Moderation of what readers submit (spec §4: passed or not passed, singly or in batch): search
 * words now; comments, tags and scores use the same states.
 */
export enum ReviewStatus {
  PENDING = 'PENDING',
  PASSED = 'PASSED',
  REJECTED = 'REJECTED',
}

registerEnumType(ReviewStatus, { name: 'ReviewStatus', description: '待审核 / 通过 / 不通过' });
