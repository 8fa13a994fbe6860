// One place that turns any failed call into a readable message: RFC 9457 problem details,
// Spring's older {timestamp,status,error,message,path}, plain text, or an empty body.
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The message carried by an error body, or null when the body says nothing useful. */
export function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    // An HTML error page is not a message for a person.
    if (text === '' || /^<(!doctype|html)/i.test(text)) return null;
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
  }
  if (!isRecord(body)) return null;
  return nonEmpty(body.detail) ?? nonEmpty(body.message) ?? nonEmpty(body.title) ?? nonEmpty(body.error);
}

/**
 * A field path in the canonical dotted form (openapi.yaml `FieldError`): Bean Validation's
 * `lines[0].quantity` and `lines.0.quantity` both become `lines.0.quantity`.
 */
export function canonicalFieldPath(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** Field-level messages from a problem detail's `errors` list, keyed by canonical field path. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!isHTTPError(error) || !isRecord(error.data)) return {};
  const list = error.data.errors;
  if (!Array.isArray(list)) return {};
  const result: Record<string, string> = {};
  for (const item of list) {
    if (isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string') {
      result[canonicalFieldPath(item.field)] ??= item.message;
    }
  }
  return result;
}

export function httpStatusOf(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}

/** A readable message for any failure, or `fallback` when the server gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHTTPError(error)) return messageFromBody(error.data) ?? fallback;
  if (isNetworkError(error) || isTimeoutError(error)) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

/**
 * What may be written to the console about a failed call: its HTTP status and a message. Never the
 * error itself, which carries the request (its body, such as a password, and its headers, such as
 * the bearer token) and the answer's body.
 */
export function loggableFailure(error: unknown): { status: number | null; message: string } {
  if (isHTTPError(error)) return { status: error.response.status, message: `${error.response.status} ${error.response.statusText}`.trim() };
  if (isNetworkError(error)) return { status: null, message: NETWORK_ERROR_MESSAGE };
  if (isTimeoutError(error)) return { status: null, message: 'The request timed out.' };
  return { status: null, message: error instanceof Error ? error.name : typeof error };
}
