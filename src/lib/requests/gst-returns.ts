// Filing and reopening a GST return (openapi.yaml: GstFilingRequest, GstReopenRequest), checked
// alike by the return's forms and the mock backend. The filing date's limits come from the period
// (after its end) and the company's today, which both sides hold (decision 210's pattern).
import * as z from 'zod/mini';
import { formatDate, isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { requestDateOr } from './request-date';
import { requiredText } from './text';

export interface GstFilingLimits {
  /** The period's last day: a return is filed after it. */
  periodEnd: IsoDate;
  /** The company's today. */
  today: IsoDate;
}

const GST_FILING_WORDS = {
  noDate: 'Enter the date the return was filed with IRD.',
  future: 'The filing date cannot be in the future.',
  beforeEnd: (end: IsoDate) => `A return is filed after its period ends: choose a date after ${formatDate(end)}.`,
  noReason: 'Say why the return is reopened (it is kept with the return’s history).',
} as const;

/** Without limits only the body's shape (the server's first look); the form and then the server check it with them. */
export const gstFilingRequest = (limits?: GstFilingLimits) => {
  const day = requestDateOr(GST_FILING_WORDS.noDate);
  return z.object({
    filedOn: limits
      ? day.check(
          z.refine((value) => !isIsoDate(value) || value <= limits.today, { message: GST_FILING_WORDS.future, abort: true }),
          z.refine((value) => !isIsoDate(value) || value > limits.periodEnd, GST_FILING_WORDS.beforeEnd(limits.periodEnd)),
        )
      : day,
  });
};

export const gstReopenRequest = z.object({ reason: requiredText(GST_FILING_WORDS.noReason, 500) });
