import { Box } from '@chakra-ui/react';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

export type ChartOption = EChartsCoreOption;

export interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the numbers are also in a table beside it). */
  label: string;
  height?: number | string;
}

type ECharts = ReturnType<typeof import('echarts/core').init>;

/**
 * One ECharts chart (SVG), sized to its box and redrawn when the option changes. ECharts loads on
 * the first chart a page draws (its own chunk); the box keeps its height meanwhile, so nothing moves.
 */
export function EChart({ option, label, height = 320 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
      chart.current.setOption({ aria: { enabled: true }, ...latest.current }, { notMerge: true });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption({ aria: { enabled: true }, ...option }, { notMerge: true });
  }, [option]);

  return <Box ref={box} role="img" aria-label={label} height={height} width="100%" data-testid="echart" />;
}
