// The formats every screen writes (amounts, calendar dates, counts, instants), made while a screen's
// data is on its way instead of in the render that shows it: the first Intl formatter of a kind loads
// the locale's data, which made the dashboard's render after its data 20–40 ms longer in this
// machine's unthrottled profile (decision 298). One per task: only the first, which loads that data,
// takes long.
import { formatDate, formatMonth } from './calendar-date';
import { formatDateTime, formatNumber } from './format';
import { formatMoney } from './money';
import { yieldToInput } from './yield-to-input';

const SAMPLES: ReadonlyArray<() => string> = [
  () => formatMoney(0),
  () => formatDate('2026-01-01'),
  () => formatMonth('2026-01'),
  () => formatNumber(0),
  () => formatDateTime(0),
];

export async function prepareFormats(): Promise<void> {
  for (const sample of SAMPLES) {
    await yieldToInput();
    sample();
  }
}
