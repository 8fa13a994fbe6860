// The checks on money moving for an invoice (a payment, a refund): an amount above zero and at most
// what may move, a date not in the future nor before the invoice's issue date; each form says them in
// its own words (the server's, for the issue date: src/lib/requests/movement-dates.ts).
import { isIsoDate } from '@/lib/calendar-date';

export interface MovementWords {
  noAmount: string;
  tooMuch: string;
  noDate: string;
  future: string;
  beforeIssue: string;
}

export function checkMovement(
  cents: number | null,
  date: string,
  limits: { max: number; today: string; issueDate: string },
  words: MovementWords,
) {
  const errors: { amount?: string; date?: string } = {};
  if (cents === null || cents <= 0) errors.amount = words.noAmount;
  else if (cents > limits.max) errors.amount = words.tooMuch;
  if (!isIsoDate(date)) errors.date = words.noDate;
  else if (date > limits.today) errors.date = words.future;
  else if (date < limits.issueDate) errors.date = words.beforeIssue;
  return errors;
}
