// The frame of the invoice view's forms (record a payment, void): a form whose typed work is kept,
// titled by its heading, with a hint, the fields, the failure, and its button and Cancel (which
// forgets what was typed). The first field takes focus when the form opens.
import { useEffect, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import type { Invoice } from '@/api/types';
import { Button } from '@/components/button/button';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import type { KeptWork } from '@/components/form/use-kept-work';
import { StatusMessage } from '@/components/status-message/status-message';
import '../invoice-view.css';

/** What the invoice view gives each of its forms. */
export interface InvoiceFormProps {
  invoice: Invoice;
  /** Done: the form closes and the view shows the message. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

interface InvoiceActionFormProps {
  /** The heading's id, which names the form. */
  id: string;
  title: ReactNode;
  hint: ReactNode;
  kept: KeptWork;
  form: RefObject<HTMLFormElement | null>;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  failure: string | null;
  submit: { label: string; pending: boolean; danger?: boolean };
  onCancel: () => void;
  children: ReactNode;
}

export function InvoiceActionForm({ id, title, hint, kept, form, onSubmit, failure, submit, onCancel, children }: InvoiceActionFormProps) {
  useEffect(() => form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus(), [form]);
  return (
    <KeptWorkForm kept={kept} ref={form} className="ui-form invoice-action-form" noValidate onSubmit={onSubmit} aria-labelledby={id}>
      <h2 id={id} className="invoice-section-title">
        {title}
      </h2>
      <p className="invoice-action-form__hint">{hint}</p>
      {children}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" variant={submit.danger ? 'danger' : 'primary'} busy={submit.pending}>
          {submit.label}
        </Button>
        <Button variant="secondary" onClick={kept.discardAnd(onCancel)}>
          Cancel
        </Button>
      </div>
    </KeptWorkForm>
  );
}
