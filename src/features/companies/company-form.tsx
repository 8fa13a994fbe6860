// What the business and client forms share: their props, their values (kept in this browser until
// saved), focus on mount, Save (check, send, tell the panel the outcome) and the form buttons.
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { Button } from '@/components/button/button';
import { KeptWorkForm, type KeptWorkFormProps } from '@/components/form/kept-work-form';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import type { FormValues } from '@/lib/kept-work';
import type { RequestSchema } from '@/lib/requests/issues';
import { useAuth } from '@/features/session/use-auth';

/** What a company form tells its panel after Save. */
export type SaveOutcome<T> = { kind: 'created' | 'updated'; record: T } | { kind: 'failed'; message: string };

export interface CompanyFormProps<T> {
  editing: T | null;
  /** What the logout question calls the form's work, e.g. 'business Acme Ltd'. */
  label: string;
  focusOnMount?: boolean;
  onSaveStart: () => void;
  onOutcome: (outcome: SaveOutcome<T>) => void;
  onCancel: () => void;
}

interface CompanyFormOptions<T, Input, V> extends CompanyFormProps<T> {
  save: UseMutationResult<T, Error, { id: number | null; input: Input }>;
  /** "business" or "client": the failure message's noun, and the kind of kept work. */
  noun: 'business' | 'client';
  /** The form's first values (the record's, or blank). */
  start: V;
}

export function useCompanyForm<T extends { id: number }, Input, Name extends string, V extends FormValues<V>>({
  save,
  noun,
  start,
  editing,
  label,
  focusOnMount = false,
  onSaveStart,
  onOutcome,
  onCancel,
}: CompanyFormOptions<T, Input, V>) {
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues(start, { kind: noun, owner: username, id: editing?.id, label, headingLevel: 3 });
  const { form, errors, pending, submit } = useFormSubmit<Name>();

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focusOnMount, form]);

  /** Save: `input` is the body to send, checked by `schema` (src/lib/requests) before it is. */
  const onSubmit = (schema: RequestSchema, input: () => Input) =>
    submit({
      validate: () => requestErrors<Name>(schema, input()),
      send: () => {
        onSaveStart();
        return save.mutateAsync({ id: editing?.id ?? null, input: input() });
      },
      kept,
      onSuccess: (record) => onOutcome({ kind: editing ? 'updated' : 'created', record }),
      // The server names the fields it refuses as the form does.
      fieldErrors: fieldErrorsFrom,
      failure: (error) => errorMessage(error, `The ${noun} could not be ${editing ? 'updated' : 'created'}.`),
      onFailure: (message) => onOutcome({ kind: 'failed', message }),
    });

  // Cancel means "forget what I typed".
  const cancel = kept.discardAnd(onCancel);

  /** The frame's props but `onSubmit`: `<CompanyFormFrame {...frame} onSubmit={onSubmit(schema, input)}>`. */
  const frame = { kept, form, saving: pending, onCancel: cancel };
  return { errors, values, set, onSubmit, frame };
}

interface CompanyFormFrameProps extends Pick<KeptWorkFormProps, 'kept' | 'onSubmit' | 'children'> {
  form: RefObject<HTMLFormElement | null>;
  saving: boolean;
  onCancel: () => void;
}

/** The form around a company form's fields, with Save and Cancel under them. */
export function CompanyFormFrame({ kept, form, onSubmit, saving, onCancel, children }: CompanyFormFrameProps) {
  return (
    <KeptWorkForm kept={kept} ref={form} className="ui-form companies-form" noValidate onSubmit={onSubmit}>
      {children}
      <div className="ui-form__actions">
        <Button type="submit" busy={saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </KeptWorkForm>
  );
}
