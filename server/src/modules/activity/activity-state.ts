import { raw, type FilterQuery } from '@mikro-orm/core';
import type { Activity } from './activity.entity.js';
import { ActivityState } from './activity.entity.js';

/** capacity − signed-up count, compared in SQL. */
const placesLeft = () => raw((alias: string) => `${alias}.capacity - ${alias}.signed_up_count`);

/**
 * `activityState` (activity.entity.ts) as a where-clause, for the list's state filter: the same
 * order of rules, each state excluding the ones before it.
 */
export function stateWhere(state: ActivityState, now = new Date()): FilterQuery<Activity> {
  const notStarted = { startsAt: { $gt: now } };
  const withSignUp = { ...notStarted, capacity: { $gt: 0 } };
  const windowOpen = {
    $or: [{ signUpStartsAt: null }, { signUpStartsAt: { $lte: now } }],
    $and: [{ $or: [{ signUpEndsAt: null }, { signUpEndsAt: { $gt: now } }] }],
  };
  switch (state) {
    case ActivityState.ENDED:
      return { endsAt: { $lte: now } };
    case ActivityState.ONGOING:
      return { startsAt: { $lte: now }, endsAt: { $gt: now } };
    case ActivityState.NO_SIGN_UP:
      return { ...notStarted, capacity: 0 };
    case ActivityState.NOT_OPEN:
      return { ...withSignUp, signUpStartsAt: { $gt: now } };
    case ActivityState.CLOSED:
      return { ...withSignUp, signUpEndsAt: { $lte: now }, $or: [{ signUpStartsAt: null }, { signUpStartsAt: { $lte: now } }] };
    case ActivityState.FULL:
      return { ...withSignUp, ...windowOpen, [placesLeft()]: { $lte: 0 } };
    case ActivityState.OPEN:
      return { ...withSignUp, ...windowOpen, [placesLeft()]: { $gt: 0 } };
  }
}
