// The gain after tax of converting, day by day, with the customer's alert threshold as a line. uPlot is loaded
// here on demand, so only the property page pulls it in. The canvas is hidden from assistive tech: the caption
// says what it shows and the table under it holds every figure.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type uPlotType from 'uplot';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { dateTimeFormat } from '../../../domain/intlFormats';
import { reportError } from '../../lib/errorReporting/reportError';
import { formatDate, formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { INTL_LOCALE, type Locale } from '../../../domain/locales';

export type GainPoint = { date: string; gain_after_tax: number };

const WIDE = 720;

function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** Seconds since the epoch at noon UTC, so a day never slips into its neighbour in any time zone. */
const secondsOf = (date: string) => Date.parse(`${date.slice(0, 10)}T12:00:00Z`) / 1000;

/**
 * The amount axis as wide as its longest label ("−200.000 kr." is wider than a fixed size allowed, and its minus
 * sign was cut off), measured with the chart's own font; `fallback` until there are labels to measure.
 */
function fitLabels(fallback: number): uPlotType.Axis.Size {
  return (self, values, axisIndex, cycle) => {
    const axis = self.axes[axisIndex];
    // uPlot asks again while the layout settles; the size of the first pass with labels stands.
    if (cycle > 1) return (axis as { _size?: number })._size ?? fallback;
    const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
    const font = Array.isArray(axis.font) ? axis.font[0] : axis.font;
    if (!longest || typeof self.ctx?.measureText !== 'function') return fallback;
    self.ctx.font = String(font);
    return Math.ceil(self.ctx.measureText(longest).width / devicePixelRatio + (axis.gap ?? 5) * 2 + 8);
  };
}

function chartOptions(
  width: number,
  locale: Locale,
  labels: { gain: string; threshold: string },
  hasThreshold: boolean,
): uPlotType.Options {
  const intlLocale = INTL_LOCALE[locale];
  const month = dateTimeFormat(intlLocale, { month: 'short', year: '2-digit' });
  const text = cssColor('--color-text-muted', '#555');
  const grid = cssColor('--color-border-subtle', '#e5e5e5');
  return {
    width,
    height: width < WIDE ? 220 : 300,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((s) => month.format(new Date(s * 1000))),
      },
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        size: fitLabels(width < WIDE ? 70 : 90),
        values: (_u, splits) => splits.map((s) => formatMoney(s, locale)),
      },
    ],
    series: [
      {},
      { label: labels.gain, stroke: cssColor('--color-primary', '#0b5cad'), width: 2, points: { show: false } },
      ...(hasThreshold
        ? [
            {
              label: labels.threshold,
              stroke: cssColor('--color-warning', '#b26a00'),
              width: 2,
              dash: [6, 4],
              points: { show: false },
            },
          ]
        : []),
    ],
  };
}

export function GainChart({ history, threshold }: { history: GainPoint[]; threshold: number | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const captionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const gainLabel = intl.formatMessage({ id: 'mortgageSurveillance.chart.gain' });
  const thresholdLabel = intl.formatMessage({ id: 'mortgageSurveillance.chart.threshold' });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: uPlotType | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const hasThreshold = threshold !== null;
    const xs = history.map((p) => secondsOf(p.date));
    const data: uPlotType.AlignedData = [
      xs,
      history.map((p) => p.gain_after_tax),
      ...(hasThreshold ? [xs.map(() => threshold)] : []),
    ];
    Promise.all([
      import(/* webpackChunkName: "uplot" */ 'uplot'),
      import(/* webpackChunkName: "uplot" */ 'uplot/dist/uPlot.min.css'),
    ]).then(
      ([{ default: UPlot }]) => {
        if (cancelled) return;
        const labels = { gain: gainLabel, threshold: thresholdLabel };
        const make = (width: number) => new UPlot(chartOptions(width, locale, labels, hasThreshold), data, element);
        chart = make(element.clientWidth || 320);
        if (typeof ResizeObserver === 'undefined') return;
        observer = new ResizeObserver(() => {
          const width = element.clientWidth;
          if (!chart || !width || width === chart.width) return;
          // The height follows the width's breakpoint, so the chart is remade rather than only resized.
          chart.destroy();
          chart = make(width);
        });
        observer.observe(element);
      },
      (error: unknown) => {
        reportError(error, { where: 'mortgage surveillance chart' });
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [history, threshold, locale, gainLabel, thresholdLabel]);

  const latest = history.at(-1);
  return (
    <figure className="surveillance-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="surveillance-chart__caption">
        <FormattedMessage
          id={threshold === null ? 'mortgageSurveillance.chart.caption' : 'mortgageSurveillance.chart.captionThreshold'}
          values={{
            from: formatDate(history[0]?.date, locale, 'long'),
            to: formatDate(latest?.date, locale, 'long'),
            latest: formatMoney(latest?.gain_after_tax ?? 0, locale),
            threshold: formatMoney(threshold ?? 0, locale),
          }}
        />
      </figcaption>
      <ul className="surveillance-chart__legend" aria-hidden="true">
        <li className="surveillance-chart__key surveillance-chart__key--gain">{gainLabel}</li>
        {threshold !== null && (
          <li className="surveillance-chart__key surveillance-chart__key--threshold">{thresholdLabel}</li>
        )}
      </ul>
      <div ref={container} className="surveillance-chart__canvas" aria-hidden="true" data-testid="gain-chart" />
      {failed && (
        <p className="surveillance-muted">
          <FormattedMessage id="mortgageSurveillance.chart.failed" />
        </p>
      )}
      <details className="surveillance-details">
        <summary>
          <FormattedMessage id="mortgageSurveillance.chart.table" />
        </summary>
        <table className="surveillance-table">
          <caption className="visually-hidden">
            <FormattedMessage id="mortgageSurveillance.chart.tableCaption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="mortgageSurveillance.chart.date" />
              </th>
              <th scope="col">{gainLabel}</th>
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((point) => (
              <tr key={point.date}>
                <th scope="row">
                  <DateDisplay value={point.date} />
                </th>
                <td>
                  <MoneyDisplay amount={point.gain_after_tax} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
