// Void an issued invoice (no payments yet), giving the reason. The number is kept.
import { useVoidInvoice } from '@/api/invoices';
import { TextAreaField } from '@/components/field/text-area-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { fieldBinder } from '@/components/form/bind-field';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceActionForm, type InvoiceFormProps } from '@/features/billing/shared/actions/invoice-action-form';
import { invoiceChangeFailure } from '@/features/billing/shared/actions/invoice-change-failure';

export function VoidInvoiceForm({ invoice, onDone, onCancel }: InvoiceFormProps) {
  const voidInvoice = useVoidInvoice();
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues(
    { reason: '' },
    { kind: 'void', owner: username, id: invoice.id, label: `the reason for voiding ${invoice.number ?? 'an invoice'}` },
  );
  const { form, errors, message: failure, pending, submit } = useFormSubmit<'reason'>();
  const bind = fieldBinder(values, errors, set);

  const onSubmit = submit({
    validate: () => (values.reason.trim() === '' ? { reason: 'Give the reason for voiding.' } : {}),
    send: () => voidInvoice.mutateAsync({ id: invoice.id, version: invoice.version, reason: values.reason.trim() }),
    kept,
    onSuccess: (updated) => onDone(`${updated.number ?? 'The invoice'} is void. Its number is kept.`),
    failure: (error) => invoiceChangeFailure(error, 'The invoice could not be voided. Please try again.'),
  });

  return (
    <InvoiceActionForm
      id="void-heading"
      title={`Void ${invoice.number ?? ''}`}
      hint="A void invoice keeps its number and stays in the records. This cannot be undone."
      kept={kept}
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: 'Void invoice', pending, danger: true }}
      onCancel={onCancel}
    >
      <TextAreaField label="Reason" required rows={3} maxLength={INVOICE_LIMITS.voidReasonLength} {...bind('reason')} />
    </InvoiceActionForm>
  );
}
