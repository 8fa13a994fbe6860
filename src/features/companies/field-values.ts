// Between the records of the API and the text a form holds: every field is text in the form; on
// saving, blank fields are left out (a PUT clears them) and whole numbers become numbers.
import type { FieldDefinition } from './field-definitions';

export type FieldValues<Name extends string> = Record<Name, string>;

type RecordValue = string | number | boolean | null | undefined | readonly unknown[];

/** The form's text for each defined field of `record` (blank for a new record). */
export function valuesFrom<Name extends string>(
  definitions: readonly FieldDefinition<Name>[],
  record: Partial<Record<Name, RecordValue>> | null,
): FieldValues<Name> {
  const values = {} as FieldValues<Name>;
  for (const { name } of definitions) {
    const value = record?.[name];
    values[name] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return values;
}

/**
 * The payload's fields: trimmed text, numbers for whole-number fields, blank fields left out. Text
 * that is not all digits becomes NaN, which no request schema accepts (so '1e3' is not 1000).
 */
export function inputFrom<Name extends string>(
  definitions: readonly FieldDefinition<Name>[],
  values: FieldValues<Name>,
): Partial<Record<Name, string | number>> {
  const input: Partial<Record<Name, string | number>> = {};
  for (const { name, input: kind } of definitions) {
    const text = values[name].trim();
    if (text === '') continue;
    input[name] = kind !== 'whole-number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  }
  return input;
}
