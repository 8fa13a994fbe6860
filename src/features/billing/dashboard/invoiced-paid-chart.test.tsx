import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartRange, InvoicedPaidChart, niceMax } from './invoiced-paid-chart';

describe('the chart scale', () => {
  it('rounds the top of the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(100);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(1_234_500)).toBe(2_000_000);
    expect(niceMax(4_000_000)).toBe(5_000_000);
    expect(niceMax(5_000_001)).toBe(10_000_000);
  });

  it('reaches below zero, to a round figure, only when a month is negative', () => {
    expect(chartRange([0, 0])).toEqual({ top: 100, bottom: 0 });
    expect(chartRange([1_234_500, 0])).toEqual({ top: 2_000_000, bottom: 0 });
    expect(chartRange([1_234_500, -30_000])).toEqual({ top: 2_000_000, bottom: -50_000 });
    expect(chartRange([-30_000, 0])).toEqual({ top: 0, bottom: -50_000 });
  });

  it('hangs a month credited more than it invoiced below the zero line, every bar a valid height', () => {
    const monthly = [
      { month: '2026-10', invoiced: 200_000, paid: 100_000 },
      { month: '2026-11', invoiced: -50_000, paid: 0 },
    ];
    render(<InvoicedPaidChart monthly={monthly} currency="NZD" />);
    const bars = [...screen.getByRole('img', { name: 'Invoiced and paid, last 12 months' }).querySelectorAll('rect')];
    const box = (index: number) => {
      const bar = bars[index];
      if (!bar) throw new Error(`No bar ${index}`);
      return { y: Number(bar.getAttribute('y')), height: Number(bar.getAttribute('height')) };
    };
    expect(bars.every((bar) => Number(bar.getAttribute('height')) >= 0)).toBe(true);
    const zero = box(0).y + box(0).height;
    expect(box(1).y + box(1).height).toBeCloseTo(zero);
    expect(box(2).y).toBeCloseTo(zero);
    expect(box(2).height).toBeCloseTo(box(0).height / 4);
    expect(box(3).height).toBe(0);
  });
});
