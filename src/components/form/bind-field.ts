// A form's text fields each take their value, their error and a change handler that sets the
// value: one binder writes the three for every field of a form.
import type { ChangeEvent } from 'react';
import type { FieldErrors } from './use-form-submit';

/** The names of a form's values that hold text (an index signature names none). */
type TextValueName<V> = keyof { [K in keyof V as string extends K ? never : V[K] extends string ? K : never]: V[K] } & string;

/**
 * Ties fields to a form's values, errors and setter: `const bind = fieldBinder(values, errors, set)`,
 * then `<TextField label="Email" {...bind('email')} />`.
 */
export function fieldBinder<V>(values: V, errors: FieldErrors, set: <K extends keyof V>(name: K, value: V[K]) => void) {
  return (name: TextValueName<V>) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(name, event.target.value as V[typeof name]),
  });
}
