// One submit for every form (docs/architecture.md#a-form-the-kits-way): check what was typed, render the
// problems and focus the first; otherwise send, and on a refusal put the server's field errors
// beside the fields and its reason in the form's message. What was typed always stays.
//
// The kit may not import src/api, so reading a failure is passed in: `fieldErrors: fieldErrorsFrom`
// and `failure: (error) => errorMessage(error, 'The user could not be created.')`.
import { useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from './focus-first-invalid';

/** Messages by field name. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export interface SubmitOptions<R, M> {
  /** What is wrong with what was typed, by field name; nothing: send. */
  validate?: () => FieldErrors;
  /** Asked once the checks pass, before sending (e.g. "Issue this invoice?"); false stops. */
  confirm?: () => Promise<boolean>;
  send: () => Promise<R>;
  onSuccess?: (result: R) => void;
  /** The server's field errors, by field name (usually `fieldErrorsFrom`). */
  fieldErrors?: (error: unknown) => FieldErrors;
  /** The form's message after a failure. */
  failure: (error: unknown) => M;
  /** For a form whose message is shown by its parent. */
  onFailure?: (message: M) => void;
  /** The form's kept work, forgotten once the server has it. */
  kept?: { saved: () => void };
}

export interface FormSubmitSettings<M> {
  /** Shows errors another way than `errors` (the invoice editor keys them by line). */
  showErrors?: (errors: FieldErrors) => void;
  /** The form's message while the checks find problems (default: none). */
  invalidMessage?: M;
  /** When no field in error can take focus (e.g. a problem with the list of lines). */
  onUnfocusable?: () => void;
}

export function useFormSubmit<F extends string = string, M = string>({
  showErrors,
  invalidMessage,
  onUnfocusable,
}: FormSubmitSettings<M> = {}) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState<M | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once, so a second press while sending sends nothing.
  const sending = useRef(false);
  const show = showErrors ?? ((found: FieldErrors) => setErrors(found));

  const run = async <R>(options: SubmitOptions<R, M>): Promise<void> => {
    if (sending.current) return;
    const found = options.validate?.() ?? {};
    const invalid = Object.keys(found).length > 0;
    flushSync(() => {
      show(found);
      setMessage(invalid ? (invalidMessage ?? null) : null);
    });
    if (invalid) {
      if (!focusFirstInvalid(form.current)) onUnfocusable?.();
      return;
    }
    if (options.confirm && !(await options.confirm())) return;
    sending.current = true;
    setPending(true);
    let result: R;
    try {
      result = await options.send();
    } catch (error) {
      sending.current = false;
      const text = options.failure(error);
      flushSync(() => {
        setPending(false);
        show(options.fieldErrors?.(error) ?? {});
        setMessage(text);
      });
      options.onFailure?.(text);
      focusFirstInvalid(form.current);
      return;
    }
    sending.current = false;
    setPending(false);
    options.kept?.saved();
    options.onSuccess?.(result);
  };

  /** The form's onSubmit (or a button's onClick) for these options. */
  const submit =
    <R>(options: SubmitOptions<R, M>) =>
    (event?: SyntheticEvent) => {
      event?.preventDefault();
      void run(options);
    };

  return { form, errors, setErrors, message, setMessage, pending, submit };
}
