import { Box, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../../lib/chart';
import { toMinutes } from './format-read-time';

export interface ReadTimeDayPoint {
  day: string;
  seconds: number;
}

export const CHART_LABEL = '最近 30 天每日阅读时长（分钟）';

/** The last 30 days as bars (minutes), with the same numbers in a table one may open (and screen readers read). */
export function ReadTimeChart({ days }: { days: ReadTimeDayPoint[] }) {
  const option = useMemo<ChartOption>(
    () => ({
      // ECharts' aria writes its own description over the box's label: it is given the label.
      aria: { enabled: true, label: { description: CHART_LABEL } },
      grid: { left: 40, right: 12, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value} 分钟` },
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', name: '分钟', minInterval: 1 },
      series: [{ type: 'bar', name: '阅读时长', data: days.map((d) => toMinutes(d.seconds)), itemStyle: { color: '#2b6cb0' }, barMaxWidth: 18 }],
    }),
    [days],
  );
  return (
    <Box>
      <EChart option={option} label={CHART_LABEL} height={260} />
      <Box as="details" mt="2" fontSize="sm">
        <Box as="summary" cursor="pointer" color="fg.muted">
          查看数据表
        </Box>
        <Table.Root size="sm" mt="2" maxW="sm">
          <Table.Caption>
            <Text srOnly>{CHART_LABEL}</Text>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>日期</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">分钟</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((d) => (
              <Table.Row key={d.day}>
                <Table.Cell>{d.day}</Table.Cell>
                <Table.Cell textAlign="end">{toMinutes(d.seconds)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
