// What the business and client forms share: their props, focus on mount, field errors, and Save
// (check, focus the first invalid field, send, tell the panel the outcome), and the form buttons.
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { Button } from '@/components/button/button';
import { focusFirstInvalid } from '@/components/form/focus-first-invalid';

/** What a company form tells its panel after Save. */
export type SaveOutcome<T> = { kind: 'created' | 'updated'; record: T } | { kind: 'failed'; message: string };

export interface CompanyFormProps<T> {
  editing: T | null;
  focusOnMount?: boolean;
  onSaveStart: () => void;
  onOutcome: (outcome: SaveOutcome<T>) => void;
  onCancel: () => void;
}

type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

interface CompanyFormOptions<T, Input> extends Omit<CompanyFormProps<T>, 'onCancel'> {
  save: UseMutationResult<T, Error, { id: number | null; input: Input }>;
  /** "business" or "client", for the failure message. */
  noun: string;
}

export function useCompanyForm<T extends { id: number }, Input, Name extends string>({
  save,
  noun,
  editing,
  focusOnMount = false,
  onSaveStart,
  onOutcome,
}: CompanyFormOptions<T, Input>) {
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focusOnMount]);

  /** Save: `check` gives the field errors found before sending, `input` the body to send. */
  const submit = (event: SyntheticEvent<HTMLFormElement>, check: () => FieldErrors<Name>, input: () => Input) => {
    event.preventDefault();
    if (save.isPending) return;
    flushSync(() => setErrors(check()));
    if (focusFirstInvalid(form.current)) return;
    onSaveStart();
    save.mutate(
      { id: editing?.id ?? null, input: input() },
      {
        onSuccess: (record) => onOutcome({ kind: editing ? 'updated' : 'created', record }),
        onError: (error) => {
          // The server names the fields it refuses as the form does.
          flushSync(() => setErrors(fieldErrorsFrom(error) as FieldErrors<Name>));
          onOutcome({
            kind: 'failed',
            message: errorMessage(error, `The ${noun} could not be ${editing ? 'updated' : 'created'}.`),
          });
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return { form, errors, submit, saving: save.isPending };
}

export function CompanyFormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="ui-form__actions">
      <Button type="submit" busy={saving}>
        Save
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </div>
  );
}
