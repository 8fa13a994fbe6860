// The form kit's side of the shared request rules (src/lib/requests): what is wrong with the body a
// form is about to send, by field, in the words the server's problem details use.
import { checkRequest, type RequestSchema } from '@/lib/requests/issues';
import type { FieldErrors } from './use-form-submit';

/** The first problem of each field of `body` by `schema`; nothing when it may be sent. */
export function requestErrors<F extends string = string>(schema: RequestSchema, body: unknown): FieldErrors<F> {
  const checked = checkRequest(schema, body);
  if (checked.ok) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of checked.issues) errors[field] ??= message;
  return errors as FieldErrors<F>;
}
