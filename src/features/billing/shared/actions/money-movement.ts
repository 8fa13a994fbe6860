// The checks on money moving for a bill's payment: an amount above zero and at most what may move, a
// date not in the future nor before the bill's date, in the form's words. (An invoice's payments and
// refunds are checked by their shared schemas, src/lib/requests/money-movements.ts.)
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
