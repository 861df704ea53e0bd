export { EChart, type ChartOption, type EChartProps } from './EChart';
