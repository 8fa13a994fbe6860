// The kit's check of the health check's Date header, which the specification's screens read the
// company's today from: present, an HTTP date, and exposed to the app on another origin.
import { describe, expect, it } from 'vitest';
import { datedProblems } from './journey-accounts';

const answer = (headers: Record<string, string>) => ({ status: 200, headers: new Headers(headers), text: '', json: undefined });
const DATE = 'Mon, 01 Mar 2027 09:00:00 GMT';

describe('the dated health check', () => {
  it('passes a Date the page can read', () => {
    expect(datedProblems(answer({ Date: DATE }))).toEqual([]);
    expect(
      datedProblems(answer({ Date: DATE, 'Access-Control-Allow-Origin': 'http://app', 'Access-Control-Expose-Headers': 'Location, Date' })),
    ).toEqual([]);
  });

  it('fails without a Date, with one that is not a date, and with one hidden from another origin', () => {
    expect(datedProblems(answer({}))).toEqual(['must carry a Date header (the server’s clock)']);
    expect(datedProblems(answer({ Date: 'yesterday' }))).toEqual(["Date must be an HTTP date, got 'yesterday'"]);
    expect(
      datedProblems(answer({ Date: DATE, 'Access-Control-Allow-Origin': 'http://app', 'Access-Control-Expose-Headers': 'Location' })),
    ).toEqual(['Access-Control-Expose-Headers must list Date']);
  });
});
