// What is left of the loan at the start and after each year, drawn with uPlot as the surveillance chart draws its
// gain (loaded on demand into the same chunk: src/lib/charts/loadUplot.ts). The canvas is hidden from assistive tech
// and appears only once scripts run; the caption says what it shows and the table under it holds every figure, so
// the page without scripts shows the balance too.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type uPlotType from 'uplot';
import { cssColor, loadUplot } from '../../lib/charts/loadUplot';
import { reportError } from '../../lib/errorReporting/reportError';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n/I18nProvider';
import type { Locale } from '../../../domain/locales';

const WIDE = 720;

function chartOptions(width: number, locale: Locale, label: string, yearLabel: string): uPlotType.Options {
  const text = cssColor('--color-text-muted', '#555');
  const grid = cssColor('--color-border-subtle', '#e5e5e5');
  return {
    width,
    height: width < WIDE ? 200 : 260,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? `${yearLabel} ${s}` : '')),
      },
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        size: width < WIDE ? 90 : 110,
        values: (_u, splits) => splits.map((s) => formatMoney(s, locale)),
      },
    ],
    series: [
      {},
      {
        label,
        stroke: cssColor('--color-primary', '#0b5cad'),
        fill: 'rgba(11, 92, 173, 0.08)',
        width: 2,
        points: { show: false },
      },
    ],
  };
}

/** `balances`: whole kroner at the start (year 0) and after each year. */
export function BalanceChart({ balances }: { balances: readonly number[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const captionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlotType | null>(null);
  const [failed, setFailed] = useState(false);
  const label = intl.formatMessage({ id: 'calculator.chart.balance' });
  const yearLabel = intl.formatMessage({ id: 'calculator.chart.year' });
  const years = balances.map((_, year) => year);
  const key = balances.join(',');

  // The chart is made once per language and width; new figures only replace its data.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadUplot().then(
      (UPlot) => {
        if (cancelled) return;
        const data = (): uPlotType.AlignedData => {
          const current = (element.dataset.balances ?? '').split(',').map(Number);
          return [current.map((_, year) => year), current];
        };
        const make = (width: number) => new UPlot(chartOptions(width, locale, label, yearLabel), data(), element);
        chartRef.current = make(element.clientWidth || 320);
        if (typeof ResizeObserver === 'undefined') return;
        observer = new ResizeObserver(() => {
          const width = element.clientWidth;
          const chart = chartRef.current;
          if (!chart || !width || width === chart.width) return;
          // The height follows the width's breakpoint, so the chart is remade rather than only resized.
          chart.destroy();
          chartRef.current = make(width);
        });
        observer.observe(element);
      },
      (error: unknown) => {
        reportError(error, { where: 'loan calculator chart' });
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, [locale, label, yearLabel]);

  useEffect(() => {
    const values = key.split(',').map(Number);
    chartRef.current?.setData([values.map((_, year) => year), values]);
  }, [key]);

  return (
    <figure className="calculator-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="calculator-chart__caption">
        <FormattedMessage
          id="calculator.chart.caption"
          values={{ years: balances.length - 1, amount: formatMoney(balances[0] ?? 0, locale) }}
        />
      </figcaption>
      <div
        ref={container}
        className="calculator-chart__canvas"
        aria-hidden="true"
        data-testid="balance-chart"
        data-balances={key}
      />
      {failed && (
        <p className="calculator__muted">
          <FormattedMessage id="calculator.chart.failed" />
        </p>
      )}
      <details className="calculator-chart__details">
        <summary>
          <FormattedMessage id="calculator.chart.table" />
        </summary>
        <table className="calculator-table">
          <caption className="visually-hidden">
            <FormattedMessage id="calculator.chart.tableCaption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="calculator.chart.afterYear" />
              </th>
              <th scope="col">{label}</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                <td>{formatMoney(balances[year], locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
