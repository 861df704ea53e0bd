import { Badge } from '@chakra-ui/react';
import type { ActivityState } from '../../gql/graphql';
import { STATE_COLORS, STATE_NAMES } from './activity';

/** 报名中 / 已满 / 进行中 / 已结束 …, coloured by state. */
export function ActivityStateBadge({ state }: { state: ActivityState }) {
  return (
    <Badge colorPalette={STATE_COLORS[state]} variant="subtle" flexShrink={0}>
      {STATE_NAMES[state]}
    </Badge>
  );
}
