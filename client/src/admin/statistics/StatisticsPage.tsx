import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Field, Heading, HStack, Input, Link, Skeleton, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuDownload, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { showError, showSuccess } from '../../components/ui/toaster';
import { EChart } from '../../lib/chart';
import { libraryToday, PRESETS, presetRange, type DateRange, type Preset } from './date-range';
import { exportTable } from './export';
import { buildTable, chartOption } from './stat-table';
import { RefreshStatisticsDocument } from './statistics.gql';
import type { StatScreenConfig } from './types';
import { useStatAnswers } from './useStatAnswers';

/** Spec §5: a time picker without a value. */
export const PICK_TIME = '请选择时间';

/**
 * Every statistics screen (统计分析): the date filter with its presets, the views as tabs, one chart
 * and the table of the same numbers (both drawn from one StatTable), export of that table as CSV
 * or XLSX, and 更新统计 (roll up today's events now rather than at the next scheduled run).
 */
export function StatisticsPage({ config, children }: { config: StatScreenConfig; children?: ReactNode }) {
  const [preset, setPreset] = useState<Preset>('last30');
  const [custom, setCustom] = useState<DateRange>(() => presetRange('last30'));
  const [applied, setApplied] = useState<DateRange>(() => presetRange('last30'));
  const [viewIndex, setViewIndex] = useState(0);
  const [exporting, setExporting] = useState(false);
  const view = config.views[viewIndex];
  const series = view.series ?? config.series;
  const range = preset === 'custom' ? applied : presetRange(preset);
  const { answers, loading, failed, refetch } = useStatAnswers(series, view, range);
  const [refresh, { loading: refreshing }] = useMutation(RefreshStatisticsDocument);

  const { from, to } = range;
  const table = useMemo(() => (answers ? buildTable(view, answers, { from, to }) : null), [answers, view, from, to]);
  const option = useMemo(() => (table ? chartOption(table, view.chart) : null), [table, view.chart]);

  const applyCustom = () => {
    if (!custom.from || !custom.to) return showError(PICK_TIME);
    if (custom.from > custom.to) return showError('结束日期不能早于开始日期');
    setApplied({ ...custom });
  };

  const onRefresh = async () => {
    try {
      await refresh();
    } catch {
      return;
    }
    showSuccess('统计已更新');
    refetch();
  };

  const onExport = async (format: 'csv' | 'xlsx') => {
    if (!table) return;
    setExporting(true);
    try {
      await exportTable(table, `${config.title}-${view.label}-${range.from}至${range.to}`, format);
    } catch {
      showError('导出失败，请稍候再试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        {config.back && (
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to={config.back.to}>← {config.back.label}</RouterLink>
          </Link>
        )}
        <Heading as="h1" size="lg">
          {config.title}
        </Heading>
        {config.description && (
          <Text fontSize="sm" color="fg.muted">
            {config.description}
          </Text>
        )}
      </Stack>

      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <HStack gap="2" wrap="wrap" role="group" aria-label="统计时间">
              {PRESETS.map((p) => (
                <Button
                  key={p.value}
                  size="sm"
                  variant={preset === p.value ? 'solid' : 'outline'}
                  aria-pressed={preset === p.value}
                  onClick={() => setPreset(p.value)}
                >
                  {p.label}
                </Button>
              ))}
              <Box flex="1" />
              <Button size="sm" variant="outline" onClick={onRefresh} loading={refreshing}>
                <LuRefreshCw /> 更新统计
              </Button>
            </HStack>
            {preset === 'custom' && (
              <HStack gap="3" align="end" wrap="wrap">
                <Field.Root width="auto">
                  <Field.Label>开始日期</Field.Label>
                  <Input
                    type="date"
                    size="sm"
                    value={custom.from}
                    max={libraryToday()}
                    onChange={(e) => setCustom({ ...custom, from: e.target.value })}
                  />
                </Field.Root>
                <Field.Root width="auto">
                  <Field.Label>结束日期</Field.Label>
                  <Input
                    type="date"
                    size="sm"
                    value={custom.to}
                    max={libraryToday()}
                    onChange={(e) => setCustom({ ...custom, to: e.target.value })}
                  />
                </Field.Root>
                <Button size="sm" onClick={applyCustom}>
                  查询
                </Button>
              </HStack>
            )}
            <Text fontSize="sm" color="fg.muted">
              {range.from} 至 {range.to}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>

      {children}

      <Tabs.Root value={String(viewIndex)} onValueChange={(e) => setViewIndex(Number(e.value))} variant="line">
        {config.views.length > 1 && (
          <Tabs.List>
            {config.views.map((v, i) => (
              <Tabs.Trigger key={v.label} value={String(i)}>
                {v.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        )}
        {config.views.map((v, index) => (
          <Tabs.Content key={v.label} value={String(index)} paddingTop="4">
            {index === viewIndex && (
              <>
                {failed && !table ? (
                  <Text color="fg.error">统计数据加载失败</Text>
                ) : !table || !option ? (
                  <Skeleton height="320px" aria-busy="true" role="status" aria-label="加载中" />
                ) : (
                  <Stack gap="4" aria-busy={loading}>
                    <Card.Root>
                      <Card.Body>
                        <EChart option={option} label={`${config.title}：${view.label}图表（数字见下表）`} />
                      </Card.Body>
                    </Card.Root>
                    <HStack justify="flex-end" gap="2">
                      <Button size="sm" variant="outline" onClick={() => onExport('csv')} disabled={exporting}>
                        <LuDownload /> 导出CSV
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => onExport('xlsx')} disabled={exporting}>
                        <LuDownload /> 导出Excel
                      </Button>
                    </HStack>
                    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="480px">
                      <Table.Root size="sm" stickyHeader>
                        <Table.Caption>{`${config.title}：${view.label}（${range.from} 至 ${range.to}）`}</Table.Caption>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{table.rowHeader}</Table.ColumnHeader>
                            {table.columns.map((column, i) => (
                              <Table.ColumnHeader key={i} textAlign="end">
                                {column}
                              </Table.ColumnHeader>
                            ))}
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {table.rows.length === 0 && (
                            <Table.Row>
                              <Table.Cell colSpan={table.columns.length + 1} color="fg.muted">
                                暂无数据
                              </Table.Cell>
                            </Table.Row>
                          )}
                          {table.rows.map((row) => (
                            <Table.Row key={row.key}>
                              <Table.Cell>
                                {view.rowLink ? (
                                  <Link asChild color="brand.600">
                                    <RouterLink to={view.rowLink(row.key)}>{row.label}</RouterLink>
                                  </Link>
                                ) : (
                                  row.label
                                )}
                              </Table.Cell>
                              {row.values.map((value, i) => (
                                <Table.Cell key={i} textAlign="end">
                                  {value.toLocaleString('zh-CN')}
                                </Table.Cell>
                              ))}
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Stack>
                )}
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
