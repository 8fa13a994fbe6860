// Checks that the colour pairs the kit uses for text keep a WCAG contrast of at least 4.5:1
// (3:1 for borders and focus rings, which are not text), computed from tokens.css itself.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(process.cwd(), 'src/styles/tokens.css'), 'utf8');
const tokens = new Map([...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]));

function colour(name: string): string {
  const value = tokens.get(`color-${name}`);
  if (!value) throw new Error(`No colour token --${name}`);
  return value;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the colour tokens', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['ink', 'surface'],
    ['ink', 'surface-muted'],
    ['ink-muted', 'surface'],
    ['ink-muted', 'surface-muted'],
    ['ink-muted', 'disabled-bg'],
    ['brand-700', 'surface'],
    ['brand-700', 'surface-muted'],
    ['brand-700', 'brand-100'],
    ['on-brand', 'brand-700'],
    ['on-brand', 'brand-800'],
    ['on-brand', 'danger-700'],
    ['on-brand', 'danger-800'],
    ['danger-700', 'surface'],
    ['danger-700', 'danger-100'],
    ['success-700', 'success-100'],
    ['warning-700', 'warning-100'],
    ['info-700', 'info-100'],
    ['surface', 'ink'],
  ])('text in --color-%s on --color-%s reaches 4.5:1', (text, background) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['border-strong', 'surface'],
    ['focus', 'surface'],
    ['focus', 'surface-muted'],
    ['focus-on-dark', 'brand-700'],
    ['focus-on-dark', 'brand-800'],
  ])('--color-%s on --color-%s reaches 3:1 (controls and focus rings)', (fg, background) => {
    expect(contrast(colour(fg), colour(background))).toBeGreaterThanOrEqual(3);
  });
});
