import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { requestErrors } from './request-errors';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter a name'), z.minLength(3, 'Use three letters or more')),
  lines: z.array(z.object({ quantity: z.number({ error: 'Enter a quantity' }) })),
});

describe('requestErrors', () => {
  it('gives nothing for a body that may be sent', () => {
    expect(requestErrors(schema, { name: 'Aroha', lines: [{ quantity: 1 }] })).toEqual({});
  });

  it('gives the first problem of each field, named by its path as the server names it', () => {
    expect(requestErrors(schema, { name: '', lines: [{ quantity: 1 }, {}] })).toEqual({
      name: 'Enter a name',
      'lines.1.quantity': 'Enter a quantity',
    });
  });
});
