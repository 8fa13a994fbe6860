import { HTTPError, NetworkError } from 'ky';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrorsFrom, loggableFailure, messageFromBody } from './errors';

function httpError(status: number, data: unknown): HTTPError {
  const request = new Request('http://localhost:8080/api/users');
  const error = new HTTPError(new Response(null, { status }), request, {} as never);
  error.data = data;
  return error;
}

describe('messageFromBody', () => {
  it('reads RFC 9457 problem details, preferring the detail', () => {
    expect(messageFromBody({ type: 'about:blank', title: 'Conflict', status: 409, detail: "Username 'ann' is already taken." })).toBe(
      "Username 'ann' is already taken.",
    );
    expect(messageFromBody({ title: 'Forbidden', status: 403 })).toBe('Forbidden');
  });

  it("reads Spring's older error body", () => {
    expect(
      messageFromBody({
        timestamp: '2026-11-22T00:00:00Z',
        status: 400,
        error: 'Bad Request',
        message: 'Email is taken',
        path: '/auth/register',
      }),
    ).toBe('Email is taken');
    expect(messageFromBody({ timestamp: '2026-11-22T00:00:00Z', status: 500, error: 'Internal Server Error', path: '/x' })).toBe(
      'Internal Server Error',
    );
  });

  it('reads plain text, and ignores empty bodies and HTML error pages', () => {
    expect(messageFromBody('  Username already exists  ')).toBe('Username already exists');
    expect(messageFromBody('')).toBeNull();
    expect(messageFromBody(undefined)).toBeNull();
    expect(messageFromBody('<!DOCTYPE html><html><body>Bad gateway</body></html>')).toBeNull();
  });

  it('shortens very long text', () => {
    expect(messageFromBody('x'.repeat(2000))?.length).toBeLessThanOrEqual(501);
  });
});

describe('errorMessage', () => {
  it('uses the body of an HTTP error, or the fallback when it says nothing', () => {
    expect(errorMessage(httpError(409, { title: 'Conflict', status: 409, detail: 'Taken' }), 'Registration failed')).toBe('Taken');
    expect(errorMessage(httpError(500, undefined), 'Registration failed')).toBe('Registration failed');
  });

  it('explains a network failure', () => {
    const error = new NetworkError(new Request('http://localhost:8080/x'), { cause: new TypeError('Failed to fetch') });
    expect(errorMessage(error, 'fallback')).toMatch(/could not be reached/);
  });

  it('falls back for anything else', () => {
    expect(errorMessage(new Error('boom'), 'Something went wrong')).toBe('Something went wrong');
  });
});

describe('fieldErrorsFrom', () => {
  it('maps the problem detail errors list by field', () => {
    const error = httpError(400, {
      title: 'Bad Request',
      status: 400,
      errors: [
        { field: 'email', message: 'Enter a valid email address.' },
        { field: 'email', message: 'second message is ignored' },
        { field: 'username', message: 'Username is required.' },
      ],
    });
    expect(fieldErrorsFrom(error)).toEqual({ email: 'Enter a valid email address.', username: 'Username is required.' });
  });

  it("reads Bean Validation's field paths (lines[0].quantity) as the canonical dotted ones", () => {
    const error = httpError(400, {
      title: 'Bad Request',
      status: 400,
      errors: [
        { field: 'lines[0].quantity', message: 'Enter a quantity.' },
        { field: 'lines.2.unitPrice', message: 'Enter a unit price.' },
        { field: 'lines[10]', message: 'Describe the line.' },
        { field: 'discount.amount', message: 'Too much.' },
      ],
    });
    expect(fieldErrorsFrom(error)).toEqual({
      'lines.0.quantity': 'Enter a quantity.',
      'lines.2.unitPrice': 'Enter a unit price.',
      'lines.10': 'Describe the line.',
      'discount.amount': 'Too much.',
    });
  });

  it('is empty for other errors', () => {
    expect(fieldErrorsFrom(new Error('x'))).toEqual({});
    expect(fieldErrorsFrom(httpError(400, 'plain text'))).toEqual({});
  });
});

describe('loggableFailure', () => {
  it('keeps the status and a message, and nothing of the request or the answer', () => {
    const request = new Request('http://localhost:8080/auth/login', {
      method: 'POST',
      headers: { Authorization: 'Bearer secret.token.value' },
      body: JSON.stringify({ password: 'hunter2' }),
    });
    const error = new HTTPError(new Response(null, { status: 401, statusText: 'Unauthorized' }), request, {
      json: { password: 'hunter2' },
    } as never);
    error.data = { detail: 'hunter2 is wrong' };
    const logged = loggableFailure(error);
    expect(logged).toEqual({ status: 401, message: '401 Unauthorized' });
    expect(JSON.stringify(logged)).not.toMatch(/hunter2|secret/);
  });

  it('names network failures and anything else without their contents', () => {
    const network = new NetworkError(new Request('http://localhost:8080/x'), { cause: new TypeError('Failed to fetch') });
    expect(loggableFailure(network)).toEqual({ status: null, message: expect.stringMatching(/could not be reached/) as string });
    expect(loggableFailure(new Error('password=hunter2'))).toEqual({ status: null, message: 'Error' });
  });
});
