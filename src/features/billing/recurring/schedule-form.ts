// The schedule editor's own fields (how often, until when, drafts or issue) beside the invoice
// editor's form (the template), how they become the API's body, and the next dates to preview.
import type { Schedule, ScheduleFrequency, ScheduleInput } from '@/api/types';
import { addDays, isIsoDate } from '@/lib/calendar-date';
import { scheduleDateProblems, upcoming, type Recurrence } from '@/lib/schedule-dates';
import { formFromInvoice, paymentTermsDays, toInvoiceInput, type EditorForm } from '@/features/billing/shared/editor/editor-form';

export interface ScheduleFields {
  frequency: ScheduleFrequency;
  /** MONTHLY: '1'–'31' or 'LAST'. */
  day: string;
  endType: 'NEVER' | 'ON_DATE' | 'AFTER_COUNT';
  endDate: string;
  endCount: string;
  mode: 'DRAFT' | 'ISSUE';
}

export const FREQUENCY_OPTIONS: ReadonlyArray<{ value: ScheduleFrequency; label: string }> = [
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'FORTNIGHTLY', label: 'Fortnightly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'QUARTERLY', label: 'Quarterly' },
  { value: 'YEARLY', label: 'Yearly' },
];

export const defaultFields = (startDate: string): ScheduleFields => ({
  frequency: 'MONTHLY',
  day: isIsoDate(startDate) ? String(Number(startDate.slice(8, 10))) : '1',
  endType: 'NEVER',
  endDate: '',
  endCount: '12',
  mode: 'DRAFT',
});

export function fieldsFromSchedule(schedule: Schedule): ScheduleFields {
  return {
    frequency: schedule.frequency,
    day: schedule.lastDayOfMonth ? 'LAST' : String(schedule.dayOfMonth ?? Number(schedule.startDate.slice(8, 10))),
    endType: schedule.endType,
    endDate: schedule.endDate ?? '',
    endCount: String(schedule.endCount ?? 12),
    mode: schedule.mode,
  };
}

export function formFromSchedule(schedule: Schedule): EditorForm {
  return formFromInvoice({
    ...schedule,
    currency: schedule.currency ?? 'NZD',
    issueDate: schedule.startDate,
    dueDate: addDays(schedule.startDate, schedule.paymentTermsDays),
  });
}

const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The dates as the library reads them, or null while the start date is not a date. */
function recurrenceFrom(fields: ScheduleFields, startDate: string): Recurrence | null {
  if (!isIsoDate(startDate)) return null;
  const day = fields.day === 'LAST' ? 'LAST' : (wholeNumber(fields.day) ?? undefined);
  const count = wholeNumber(fields.endCount) ?? 0;
  return {
    frequency: fields.frequency,
    startDate,
    ...(fields.frequency === 'MONTHLY' && day !== undefined ? { dayOfMonth: day } : {}),
    end:
      fields.endType === 'ON_DATE' && isIsoDate(fields.endDate)
        ? { type: 'ON_DATE', date: fields.endDate }
        : fields.endType === 'AFTER_COUNT'
          ? { type: 'AFTER_COUNT', count }
          : { type: 'NEVER' },
  };
}

/** The next `count` dates from period `from` (the preview), or none while the dates are not valid. */
export function previewDates(fields: ScheduleFields, startDate: string, from = 0, count = 6): string[] {
  const rule = recurrenceFrom(fields, startDate);
  if (!rule || scheduleDateProblems(rule).length > 0) return [];
  return upcoming(rule, from, count).map((o) => o.date);
}

/** The API body for what is on screen (what cannot be read stays unreadable, for the schema to name). */
export function toScheduleInput(form: EditorForm, fields: ScheduleFields): ScheduleInput {
  const invoice = toInvoiceInput(form);
  const monthly = fields.frequency === 'MONTHLY';
  return {
    businessId: invoice.businessId,
    clientId: invoice.clientId,
    frequency: fields.frequency,
    ...(monthly && fields.day !== 'LAST' ? { dayOfMonth: wholeNumber(fields.day) ?? Number.NaN } : {}),
    lastDayOfMonth: monthly && fields.day === 'LAST',
    startDate: form.issueDate,
    endType: fields.endType,
    ...(fields.endType === 'ON_DATE' ? { endDate: fields.endDate } : {}),
    ...(fields.endType === 'AFTER_COUNT' ? { endCount: wholeNumber(fields.endCount) ?? Number.NaN } : {}),
    mode: fields.mode,
    paymentTermsDays: paymentTermsDays(form) ?? 0,
    currency: invoice.currency,
    pricesIncludeGst: invoice.pricesIncludeGst,
    ...(invoice.reference ? { reference: invoice.reference } : {}),
    ...(invoice.notes ? { notes: invoice.notes } : {}),
    ...(invoice.paymentInstructions ? { paymentInstructions: invoice.paymentInstructions } : {}),
    ...(invoice.discount ? { discount: invoice.discount } : {}),
    lines: invoice.lines,
  };
}
