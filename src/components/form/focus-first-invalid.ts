/**
 * Focuses the first control in the form marked aria-invalid, so its error message (its description)
 * is read. Render the errors first: `flushSync(() => setErrors(errors)); focusFirstInvalid(form)`.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.focus();
  return true;
}
