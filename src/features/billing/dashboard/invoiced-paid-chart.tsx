// Invoiced versus paid over the last 12 months: a hand-drawn SVG bar chart, described for screen
// readers, with the same figures in a table (shown on request) as its accessible alternative.
import { useId, useState } from 'react';
import type { Currency, MonthFigures } from '@/api/types';
import { Button } from '@/components/button/button';
import { ColumnHeads } from '@/components/column-heads/column-heads';
import { formatMonth } from '@/lib/calendar-date';
import { money } from '@/features/billing/shared/invoice-labels';
import './invoiced-paid-chart.css';

const WIDTH = 720;
const HEIGHT = 240;
const PLOT_TOP = 12;
const PLOT_BOTTOM = HEIGHT - 28;
const PLOT_LEFT = 64;

/** A round maximum for the axis: 1, 2 or 5 × a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * The axis from `bottom` to `top` (cents), both round: a month whose credit notes exceed what it
 * invoiced is negative, and its bar hangs below the zero line.
 */
export function chartRange(values: ReadonlyArray<number>): { top: number; bottom: number } {
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  return { top: highest > 0 || lowest === 0 ? niceMax(highest) : 0, bottom: lowest < 0 ? -niceMax(-lowest) : 0 };
}

export function InvoicedPaidChart({ monthly, currency }: { monthly: MonthFigures[]; currency: Currency }) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const { top, bottom } = chartRange(monthly.flatMap((m) => [m.invoiced, m.paid]));
  const slot = (WIDTH - PLOT_LEFT) / Math.max(1, monthly.length);
  const bar = Math.max(4, slot / 2 - 6);
  const yOf = (cents: number) => PLOT_TOP + ((PLOT_BOTTOM - PLOT_TOP) * (top - cents)) / (top - bottom);
  const zero = yOf(0);
  /** A bar from the zero line to `cents`, above it or below. */
  const barOf = (cents: number) => ({ y: Math.min(zero, yOf(cents)), height: Math.abs(yOf(cents) - zero) });
  const ticks = [...new Set([bottom, 0, Math.round(top / 2), top])];
  const totalInvoiced = monthly.reduce((sum, m) => sum + m.invoiced, 0);
  const totalPaid = monthly.reduce((sum, m) => sum + m.paid, 0);
  const first = monthly[0];
  const last = monthly.at(-1);
  const summary =
    first && last
      ? `Invoiced and paid per month from ${formatMonth(first.month)} to ${formatMonth(last.month)}: ${money(totalInvoiced, currency)} invoiced and ${money(totalPaid, currency)} paid in total.`
      : 'No figures.';

  return (
    <figure className="invoice-chart">
      <figcaption id={titleId} className="invoice-chart__caption">
        Invoiced and paid, last 12 months
      </figcaption>
      <div className="invoice-chart__legend" aria-hidden="true">
        <span className="invoice-chart__key invoice-chart__key--invoiced" /> Invoiced
        <span className="invoice-chart__key invoice-chart__key--paid" /> Paid
      </div>
      <svg
        className="invoice-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
      >
        {ticks.map((tick) => {
          const y = yOf(tick);
          return (
            <g key={tick}>
              <line x1={PLOT_LEFT} x2={WIDTH} y1={y} y2={y} className="invoice-chart__grid" />
              <text x={PLOT_LEFT - 6} y={y + 4} textAnchor="end" className="invoice-chart__tick">
                {money(tick, currency).replace(/\.00$/, '')}
              </text>
            </g>
          );
        })}
        {monthly.map((month, index) => {
          const x = PLOT_LEFT + index * slot + 4;
          const invoiced = barOf(month.invoiced);
          const paid = barOf(month.paid);
          return (
            <g key={month.month}>
              <rect x={x} y={invoiced.y} width={bar} height={invoiced.height} className="invoice-chart__bar--invoiced">
                <title>{`${formatMonth(month.month)}: ${money(month.invoiced, currency)} invoiced`}</title>
              </rect>
              <rect x={x + bar + 2} y={paid.y} width={bar} height={paid.height} className="invoice-chart__bar--paid">
                <title>{`${formatMonth(month.month)}: ${money(month.paid, currency)} paid`}</title>
              </rect>
              <text x={x + bar} y={HEIGHT - 8} textAnchor="middle" className="invoice-chart__tick">
                {formatMonth(month.month).slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={`${titleId}-summary`} className="invoice-chart__summary">
        {summary}
      </p>
      <Button variant="secondary" size="small" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
        {showTable ? 'Hide the figures' : 'Show the figures as a table'}
      </Button>
      <div id={tableId} hidden={!showTable}>
        <table className="invoice-mini-table">
          <caption className="visually-hidden">Invoiced and paid per month</caption>
          <ColumnHeads labels={['Month', 'Invoiced', 'Paid']} amounts={2} amountClass="invoice-num" />
          <tbody>
            {monthly.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month)}</th>
                <td className="invoice-num">{money(month.invoiced, currency)}</td>
                <td className="invoice-num">{money(month.paid, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
