// Void an issued invoice (no payments yet), giving the reason. The number is kept.
import { useEffect, useRef } from 'react';
import { useVoidInvoice } from '@/api/invoices';
import type { Invoice } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextAreaField } from '@/components/field/text-area-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { useKeptValues } from '@/components/form/use-kept-values';
import { StatusMessage } from '@/components/status-message/status-message';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { useAuth } from '@/features/session/use-auth';
import { invoiceChangeFailure } from './invoice-change-failure';

export function VoidInvoiceForm({
  invoice,
  onDone,
  onCancel,
}: {
  invoice: Invoice;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const voidInvoice = useVoidInvoice();
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues(
    { reason: '' },
    { kind: 'void', owner: username, id: invoice.id, label: `the reason for voiding ${invoice.number ?? 'an invoice'}` },
  );
  const { form, errors, message: failure, pending, submit } = useFormSubmit<'reason'>();
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);

  const onSubmit = submit({
    validate: () => (values.reason.trim() === '' ? { reason: 'Give the reason for voiding.' } : {}),
    send: () => voidInvoice.mutateAsync({ id: invoice.id, version: invoice.version, reason: values.reason.trim() }),
    kept,
    onSuccess: (updated) => onDone(`${updated.number ?? 'The invoice'} is void. Its number is kept.`),
    failure: (error) => invoiceChangeFailure(error, 'The invoice could not be voided. Please try again.'),
  });

  return (
    <KeptWorkForm
      kept={kept}
      ref={form}
      className="ui-form invoice-action-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="void-heading"
    >
      <h2 id="void-heading" className="invoice-section-title">
        Void {invoice.number}
      </h2>
      <p className="invoice-action-form__hint">A void invoice keeps its number and stays in the records. This cannot be undone.</p>
      <TextAreaField
        ref={first}
        label="Reason"
        required
        rows={3}
        maxLength={INVOICE_LIMITS.voidReasonLength}
        value={values.reason}
        error={errors.reason}
        onChange={(event) => set('reason', event.target.value)}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" variant="danger" busy={pending}>
          Void invoice
        </Button>
        <Button variant="secondary" onClick={kept.discardAnd(onCancel)}>
          Cancel
        </Button>
      </div>
    </KeptWorkForm>
  );
}
