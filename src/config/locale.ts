// The company's locale and time zone: every date, time, number and amount is written for them,
// and "today" and month boundaries are read in that zone.
export const LOCALE = 'en-NZ';
export const TIME_ZONE = 'Pacific/Auckland';
