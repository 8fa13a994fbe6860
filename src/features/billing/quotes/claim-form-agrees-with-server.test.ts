// The claim form and the server say the same words for the same bad input (decisions 195, 210):
// typed into the form and checked as the form checks it, then the body it would send goes to the
// mock backend, whose 400 must name the same field in the same words.
import { describe, expect, it } from 'vitest';
import type { Quote } from '@/api/types';
import { call } from '../../../../mocks/testing/call';
import { asUser } from '../../../../mocks/testing/invoices';
import { acceptedQuote, readQuote } from '../../../../mocks/testing/quotes';
import { claimFieldOf, claimOf, toClaimBody, type ClaimValues } from './claim-form';

async function accepted(): Promise<{ token: string; quote: Quote }> {
  const token = await asUser();
  const quote = (await readQuote(token, (await acceptedQuote(token)).id)) as unknown as Quote;
  return { token, quote };
}

const typed = (quote: Quote, values: Partial<ClaimValues>): ClaimValues => ({
  kind: 'PROGRESS',
  method: 'PERCENT',
  value: '',
  quantities: quote.lines.map(() => ''),
  ...values,
});

describe('the claim form and the server agree', () => {
  it.each<[name: string, values: Partial<ClaimValues>, field: string, words: string]>([
    ['no percentage', { method: 'PERCENT', value: '' }, 'value', 'Enter a percentage above 0 and at most 100, e.g. 30.'],
    ['a percentage of 0', { method: 'PERCENT', value: '0' }, 'value', 'Enter a percentage above 0 and at most 100, e.g. 30.'],
    ['a percentage over 100', { method: 'PERCENT', value: '150' }, 'value', 'Enter a percentage above 0 and at most 100, e.g. 30.'],
    ['an amount that is not money', { method: 'AMOUNT', value: 'lots' }, 'value', 'Enter an amount of at least $0.01, e.g. 5000.'],
    ['an amount of 0', { method: 'AMOUNT', value: '0' }, 'value', 'Enter an amount of at least $0.01, e.g. 5000.'],
    ['no line chosen', { method: 'LINES' }, 'lines', 'Enter a quantity above 0 for at least one line.'],
    ['a line at quantity 0', { method: 'LINES', quantities: ['0'] }, 'lines', 'Enter a quantity above 0 for line 1.'],
  ])('a progress claim with %s', async (_name, values, field, words) => {
    const { token, quote } = await accepted();
    const form = typed(quote, values);
    expect(claimOf(quote, form, form.method)).toEqual({ field, message: words });
    const { status, json } = await call('POST', `/api/quotes/${quote.id}/invoices`, {
      token,
      body: toClaimBody(quote, form, form.method),
    });
    expect(status).toBe(400);
    const errors = (json.errors as Array<{ field: string; message: string }>).map((error) => ({
      field: claimFieldOf(error.field),
      message: error.message,
    }));
    expect(errors).toContainEqual({ field, message: words });
  });

  it('the form finds nothing wrong with a claim the server makes', async () => {
    const { token, quote } = await accepted();
    const form = typed(quote, { method: 'PERCENT', value: '30' });
    expect(claimOf(quote, form, form.method)).not.toHaveProperty('field');
    const { status } = await call('POST', `/api/quotes/${quote.id}/invoices`, { token, body: toClaimBody(quote, form, form.method) });
    expect(status).toBe(201);
  });
});
