// Refund credit owed to the client (docs/invoicing.md#credit-notes): amount (at most the credit
// owed), date (the company's today proposed, not in the future), method and an optional reference.
import { useRecordRefund } from '@/api/credit-notes';
import { fieldErrorsFrom } from '@/api/errors';
import type { PaymentMethod } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { SelectField } from '@/components/select/select-field';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { centsToDecimal, parseMoney } from '@/lib/money';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceActionForm, type InvoiceFormProps } from './invoice-action-form';
import { invoiceChangeFailure } from './invoice-change-failure';
import { WithCompanyToday } from '../company-today';
import { money, PAYMENT_METHOD_LABELS } from '../invoice-labels';

type Errors = Partial<Record<'amount' | 'refundedOn', string>>;

/** The form, once the company's today is known: it is the proposed date and the latest allowed. */
export function RecordRefundForm(props: InvoiceFormProps) {
  return <WithCompanyToday>{(today) => <RefundForm {...props} today={today} />}</WithCompanyToday>;
}

function RefundForm({ invoice, onDone, onCancel, today }: InvoiceFormProps & { today: IsoDate }) {
  const refund = useRecordRefund();
  const owed = invoice.creditOwed ?? 0;
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues<{ amount: string; refundedOn: string; method: PaymentMethod; reference: string }>(
    { amount: centsToDecimal(owed), refundedOn: today, method: 'BANK_TRANSFER', reference: '' },
    { kind: 'refund', owner: username, id: invoice.id, label: `the refund on ${invoice.number ?? 'an invoice'}` },
  );
  const { form, errors, message: failure, pending, submit } = useFormSubmit<keyof Errors>();
  const cents = parseMoney(values.amount) ?? 0;
  const onSubmit = submit({
    validate: () => {
      const found: Errors = {};
      if (cents <= 0) found.amount = 'Enter the amount refunded, e.g. 50.00.';
      else if (cents > owed) found.amount = `A refund cannot be more than the credit owed of ${money(owed, invoice.currency)}.`;
      if (!isIsoDate(values.refundedOn)) found.refundedOn = 'Enter the date it was refunded.';
      else if (values.refundedOn > today) found.refundedOn = 'The refund date cannot be in the future.';
      return found;
    },
    send: () =>
      refund.mutateAsync({
        invoiceId: invoice.id,
        body: {
          version: invoice.version,
          amount: cents,
          refundedOn: values.refundedOn,
          method: values.method,
          ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
        },
      }),
    kept,
    onSuccess: () => onDone(`Refund of ${money(cents, invoice.currency)} recorded.`),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => invoiceChangeFailure(error, 'The refund could not be recorded. Please try again.'),
  });
  return (
    <InvoiceActionForm
      id="record-refund-heading"
      title="Record a refund"
      hint={`Credit owed to the client: ${money(owed, invoice.currency)}.`}
      kept={kept}
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: 'Record refund', pending }}
      onCancel={onCancel}
    >
      <TextField
        label="Amount"
        inputMode="decimal"
        required
        autoComplete="off"
        value={values.amount}
        error={errors.amount}
        onChange={(e) => set('amount', e.target.value)}
      />
      <TextField
        label="Date refunded"
        type="date"
        required
        max={today}
        value={values.refundedOn}
        error={errors.refundedOn}
        onChange={(e) => set('refundedOn', e.target.value)}
      />
      <SelectField
        label="Method"
        options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
        value={values.method}
        onChange={(e) => set('method', e.target.value as PaymentMethod)}
      />
      <TextField
        label="Reference (optional)"
        maxLength={INVOICE_LIMITS.paymentReferenceLength}
        value={values.reference}
        onChange={(e) => set('reference', e.target.value)}
      />
    </InvoiceActionForm>
  );
}
