// The components both front ends share; each app wraps them with its own translations and number formats.
export { ChartView, type ChartSeries, type ChartTexts } from './chart-view';
