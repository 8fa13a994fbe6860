// What the schedule endpoints read from a request: the body (types and ranges here; dates by
// src/lib/schedule-dates, amounts by the shared calculator) and the list's query parameters.
import { z } from 'zod';
import {
  SCHEDULE_END_TYPE_VALUES,
  SCHEDULE_FREQUENCY_VALUES,
  SCHEDULE_MODE_VALUES,
  SCHEDULE_STATUS_VALUES,
} from '../../src/config/api-values';
import { INVOICE_CURRENCIES, INVOICE_LIMITS, INVOICE_MAX_PAGE_SIZE, INVOICE_PAGE_SIZE } from '../../src/config/invoicing';
import { isRefusal, optionalText, type Refusal } from './http-utils';
import { businessIdParameter, discountSchema, fieldProblem, lineSchema, pageParameter } from './invoice-requests';
import { dateField } from './request-dates';

const scheduleFields = {
  businessId: z.number({ message: 'Choose the business.' }).int().min(1, 'Choose the business.'),
  clientId: z.number({ message: 'Choose the client.' }).int().min(1, 'Choose the client.'),
  frequency: z.enum(SCHEDULE_FREQUENCY_VALUES, { message: 'Choose how often: weekly, fortnightly, monthly, quarterly or yearly.' }),
  dayOfMonth: z
    .number({ message: 'Enter the day of the month, 1 to 31.' })
    .int('Enter the day of the month, 1 to 31.')
    .min(1, 'Enter the day of the month, 1 to 31.')
    .max(31, 'Enter the day of the month, 1 to 31.')
    .optional()
    .nullable(),
  lastDayOfMonth: z.boolean().optional().nullable(),
  startDate: dateField,
  endType: z.enum(SCHEDULE_END_TYPE_VALUES, { message: 'Choose when the schedule ends: never, on a date or after a number of invoices.' }),
  endDate: dateField.optional().nullable(),
  endCount: z
    .number({ message: 'Enter how many invoices.' })
    .int('Enter a whole number of invoices.')
    .min(1, 'A schedule must make at least one invoice.')
    .max(1000, 'A schedule makes at most 1,000 invoices.')
    .optional()
    .nullable(),
  mode: z.enum(SCHEDULE_MODE_VALUES, { message: 'Choose whether to make drafts for review or issue the invoices.' }),
  paymentTermsDays: z
    .number({ message: 'Enter the payment terms in days.' })
    .int('Enter the payment terms in whole days.')
    .min(0, 'The payment terms cannot be negative.')
    .max(365, 'The payment terms are at most 365 days.'),
  currency: z.enum(INVOICE_CURRENCIES, { message: `The currency must be one of ${INVOICE_CURRENCIES.join(', ')}.` }).optional(),
  pricesIncludeGst: z.boolean().optional(),
  reference: optionalText(INVOICE_LIMITS.referenceLength),
  notes: optionalText(INVOICE_LIMITS.notesLength),
  paymentInstructions: optionalText(INVOICE_LIMITS.paymentInstructionsLength),
  discount: discountSchema.optional().nullable(),
  lines: z.array(lineSchema, { message: 'Send the lines as a list.' }).min(1, 'Add at least one line.'),
};

export const scheduleCreateSchema = z.object(scheduleFields);
export const scheduleUpdateSchema = z.object({
  ...scheduleFields,
  version: z.number({ message: 'Send the version you last saw.' }).int().min(0),
});
export type ScheduleBody = z.infer<typeof scheduleCreateSchema>;

export interface ScheduleQuery {
  page: number;
  size: number;
  statuses: Array<(typeof SCHEDULE_STATUS_VALUES)[number]>;
  businessId?: number;
  clientId?: number;
}

function whole(params: URLSearchParams, name: string, min: number): number | undefined | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw) >= min ? Number(raw) : null;
}

/** The list's filters and page; a refusal names the bad parameter. */
export function readScheduleQuery(params: URLSearchParams): ScheduleQuery | Refusal {
  const page = pageParameter(params);
  if (isRefusal(page)) return page;
  const size = whole(params, 'size', 1);
  if (size === null) return { refusal: fieldProblem('size', 'The page size must be a whole number from 1.') };
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  const unknown = statuses.find((status) => !(SCHEDULE_STATUS_VALUES as readonly string[]).includes(status));
  if (unknown !== undefined)
    return { refusal: fieldProblem('status', `Unknown status '${unknown}'. Use ${SCHEDULE_STATUS_VALUES.join(', ')}.`) };
  const businessId = businessIdParameter(params);
  if (businessId === null) return { refusal: fieldProblem('businessId', 'The business id must be a whole number from 1.') };
  const clientId = whole(params, 'clientId', 1);
  if (clientId === null) return { refusal: fieldProblem('clientId', 'The client id must be a whole number from 1.') };
  return {
    page,
    size: Math.min(size ?? INVOICE_PAGE_SIZE, INVOICE_MAX_PAGE_SIZE),
    statuses: statuses as ScheduleQuery['statuses'],
    ...(businessId !== undefined ? { businessId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
  };
}

/** `?days=` of the upcoming list, 1 to 366 (30 when absent); null when malformed. */
export function readDays(params: URLSearchParams): number | null {
  const days = whole(params, 'days', 1);
  if (days === null || (days !== undefined && days > 366)) return null;
  return days ?? 30;
}
