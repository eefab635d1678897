// What other features use of the admin area: the dashboard's chart scales, width and screen-reader table, and its
// number and day formats (the payouts' earnings chart draws with them).
export { labelEvery, niceMax, ticks } from './lib/chart-scale';
export { useChartWidth } from './lib/use-chart-width';
export { HiddenDataTable } from './components/hidden-data-table';
export { ChartFrame } from './components/chart-frame';
export { formatDay } from './lib/format';
