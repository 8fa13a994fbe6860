// The variation form and the server say the same words for the same bad input (decisions 195, 210):
// typed into the form and checked as the form checks it, then the body it would send goes to the
// mock backend, whose 400 must name the same field in the same words.
import { describe, expect, it } from 'vitest';
import { call } from '../../../../mocks/testing/call';
import { asUser } from '../../../../mocks/testing/invoices';
import { acceptedQuote, readQuote } from '../../../../mocks/testing/quotes';
import { MATH_MESSAGES } from '@/lib/invoice-math';
import { toVariationBody, validateVariation, variationFieldOf } from './variation-form';

const good = { description: 'Extra power points', line: 'Power point', quantity: '3', unitPrice: '85' };

describe('the variation form and the server agree', () => {
  it.each<[name: string, typed: Partial<typeof good>, field: string, words: string]>([
    ['no description', { description: '  ' }, 'description', 'Describe the variation.'],
    ['a line without work described', { line: '' }, 'line', 'Describe the work.'],
    ['a quantity with four decimals', { quantity: '1.2345' }, 'quantity', MATH_MESSAGES.quantity],
    ['a quantity that is not a number', { quantity: 'three' }, 'quantity', MATH_MESSAGES.quantity],
    ['no unit price', { unitPrice: '' }, 'unitPrice', MATH_MESSAGES.unitPrice],
    ['a unit price that is not a number', { unitPrice: 'lots' }, 'unitPrice', MATH_MESSAGES.unitPrice],
  ])('a variation with %s', async (_name, overrides, field, words) => {
    const token = await asUser();
    const quote = await readQuote(token, (await acceptedQuote(token)).id);
    const values = { ...good, ...overrides };
    expect(validateVariation(values, quote.version, true)[field as keyof typeof good]).toBe(words);
    const { status, json } = await call('POST', `/api/quotes/${quote.id}/variations`, {
      token,
      body: toVariationBody(values, quote.version, true),
    });
    expect(status).toBe(400);
    const errors = (json.errors as Array<{ field: string; message: string }>).map((error) => ({
      field: variationFieldOf(error.field),
      message: error.message,
    }));
    expect(errors).toContainEqual({ field, message: words });
  });

  it('the form finds nothing wrong with a variation the server adds', async () => {
    const token = await asUser();
    const quote = await readQuote(token, (await acceptedQuote(token)).id);
    expect(validateVariation(good, quote.version, true)).toEqual({});
    const { status } = await call('POST', `/api/quotes/${quote.id}/variations`, {
      token,
      body: toVariationBody(good, quote.version, true),
    });
    expect(status).toBe(201);
  });
});
