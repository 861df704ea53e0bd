import { Badge } from '@chakra-ui/react';
import type { CheckLevel } from '../../gql/graphql';

const LEVELS: Record<CheckLevel, { label: string; palette: string }> = {
  PASS: { label: '通过', palette: 'green' },
  WARN: { label: '警告', palette: 'orange' },
  FAIL: { label: '失败', palette: 'red' },
};

/** 结果: 通过 / 警告 / 失败 as a coloured badge. */
export function CheckLevelBadge({ level }: { level: CheckLevel }) {
  const { label, palette } = LEVELS[level];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}
