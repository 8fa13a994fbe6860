// The schedule editor and the server say the same words for the same bad input (decision 195):
// typed into the editor's forms, checked as the schedule editor checks them before saving, then the
// body it would send goes to the mock backend, whose 400 must name the same field in the same words.
import { describe, expect, it } from 'vitest';
import { scheduleRequest } from '@/lib/requests/documents';
import { setMockDate } from '../../../../mocks/runtime/clock';
import { call } from '../../../../mocks/testing/call';
import { asAdmin } from '../../../../mocks/testing/invoices';
import { emptyForm, EXEMPT_TAX, newLine, type EditorForm } from '@/features/billing/shared/editor/editor-form';
import { requestProblems } from '@/features/billing/shared/editor/editor-checks';
import { defaultFields, toScheduleInput, type ScheduleFields } from './schedule-form';

const line = (description: string, quantity: string, unitPrice: string) => ({ ...newLine(EXEMPT_TAX), description, quantity, unitPrice });

const START = '2027-01-01';

describe('the schedule editor and the server agree', () => {
  it.each<[name: string, form: Partial<EditorForm>, fields: Partial<ScheduleFields>, field: string, words: string]>([
    ['no business chosen', { businessId: null }, {}, 'businessId', 'Choose the business these invoices are from.'],
    ['no start date', { issueDate: '' }, {}, 'startDate', 'Enter the start date.'],
    ['a day of the month of 32', {}, { day: '32' }, 'dayOfMonth', 'Enter the day of the month, 1 to 31.'],
    [
      'an end date before the start',
      {},
      { endType: 'ON_DATE', endDate: '2026-12-31' },
      'endDate',
      'The end date cannot be before the start date.',
    ],
    ['no end date', {}, { endType: 'ON_DATE', endDate: '' }, 'endDate', 'Enter the date the schedule ends.'],
    ['no invoices to make', {}, { endType: 'AFTER_COUNT', endCount: '0' }, 'endCount', 'A schedule must make at least one invoice.'],
    ['more than 1,000 invoices', {}, { endType: 'AFTER_COUNT', endCount: '5000' }, 'endCount', 'A schedule makes at most 1,000 invoices.'],
    ['no lines', { lines: [] }, {}, 'lines', 'Add at least one line.'],
    [
      'a quantity with four decimals',
      { lines: [line('Rent', '1.2345', '100')] },
      {},
      'lines.0.quantity',
      'Enter a quantity from 0 to 100,000 with up to 3 decimals, e.g. 1.5.',
    ],
  ])('a schedule with %s', async (_name, formOverrides, fieldOverrides, field, words) => {
    setMockDate(START);
    // Harbourview (business 2) for its client 4, monthly from the start, as the server takes it.
    const form = {
      ...emptyForm(START),
      businessId: 2,
      clientId: 4,
      dueDate: '2027-01-08',
      lines: [line('Rent', '1', '2600')],
      ...formOverrides,
    };
    const body = toScheduleInput(form, { ...defaultFields(START), ...fieldOverrides });
    // What the schedule editor checks before saving (schedule-editor.tsx), before the rules of issuing.
    expect(requestProblems(scheduleRequest, body)[field]).toBe(words);
    const { status, json } = await call('POST', '/api/schedules', { token: await asAdmin(), body });
    expect(status).toBe(400);
    expect(json.errors).toContainEqual({ field, message: words });
  });
});
