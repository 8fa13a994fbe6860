// Void an issued invoice (no payments yet), giving the reason. The number is kept.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useVoidInvoice } from '@/api/invoices';
import type { Invoice } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextAreaField } from '@/components/field/text-area-field';
import { focusFirstInvalid } from '@/components/form/focus-first-invalid';
import { StatusMessage } from '@/components/status-message/status-message';
import { INVOICE_LIMITS } from '@/config/invoicing';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (voidInvoice.isPending) return;
    flushSync(() => {
      setError(reason.trim() === '' ? 'Give the reason for voiding.' : null);
      setFailure(null);
    });
    if (focusFirstInvalid(form.current)) return;
    voidInvoice.mutate(
      { id: invoice.id, version: invoice.version, reason: reason.trim() },
      {
        onSuccess: (updated) => onDone(`${updated.number ?? 'The invoice'} is void. Its number is kept.`),
        onError: (cause) => setFailure(invoiceChangeFailure(cause, 'The invoice could not be voided. Please try again.')),
      },
    );
  };

  return (
    <form ref={form} className="ui-form invoice-action-form" noValidate onSubmit={submit} aria-labelledby="void-heading">
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
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" variant="danger" busy={voidInvoice.isPending}>
          Void invoice
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
