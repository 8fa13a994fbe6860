// What is wrong with a request body, as the server's problem details name it: one entry per
// problem, `field` the dotted path into the body (`lines.0.quantity`), `body` for the whole.
import * as z from 'zod/mini';

export type RequestSchema = z.core.$ZodType;

interface RequestIssue {
  field: string;
  message: string;
}

type Checked<S extends RequestSchema> = { ok: true; body: z.output<S> } | { ok: false; issues: RequestIssue[] };

export function checkRequest<S extends RequestSchema>(schema: S, body: unknown): Checked<S> {
  const result = z.safeParse(schema, body);
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message })),
  };
}
