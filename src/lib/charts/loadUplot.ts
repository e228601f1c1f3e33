// uPlot and its stylesheet, loaded on demand into the one "uplot" chunk the surveillance chart also loads
// (src/features/mortgageSurveillance/GainChart.tsx), so a page pulls the library in only when it draws a chart and
// its first bytes stay in their budget.
import type uPlotType from 'uplot';

export type UPlot = typeof uPlotType;

export function loadUplot(): Promise<UPlot> {
  return Promise.all([
    import(/* webpackChunkName: "uplot" */ 'uplot'),
    import(/* webpackChunkName: "uplot" */ 'uplot/dist/uPlot.min.css'),
  ]).then(([{ default: UPlot }]) => UPlot);
}

/** A CSS custom property of the page's theme, or `fallback` where it has none. */
export function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}
