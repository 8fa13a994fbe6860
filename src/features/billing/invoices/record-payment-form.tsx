// Record a payment against an issued invoice: amount (at most the balance), date (the company's
// today proposed; not in the future, not before the issue date), method and an optional reference.
// Partial payments are fine.
import { fieldErrorsFrom } from '@/api/errors';
import { useRecordPayment } from '@/api/invoices';
import type { Invoice, PaymentMethod } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { SelectField } from '@/components/select/select-field';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { centsToDecimal, parseMoney } from '@/lib/money';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceActionForm, type InvoiceFormProps } from '../shared/actions/invoice-action-form';
import { invoiceChangeFailure } from '../shared/actions/invoice-change-failure';
import { displayDate, money, PAYMENT_METHOD_LABELS } from '../shared/invoice-labels';
import { WithCompanyToday } from '../shared/company-today';

type Errors = Partial<Record<'amount' | 'paidOn', string>>;

function validatePayment(amountText: string, paidOn: string, invoice: Invoice, today: IsoDate): Errors {
  const errors: Errors = {};
  const amount = parseMoney(amountText);
  if (amount === null || amount <= 0) errors.amount = 'Enter the amount paid, e.g. 250.00.';
  else if (amount > invoice.balance)
    errors.amount = `The payment cannot be more than the balance of ${money(invoice.balance, invoice.currency)}.`;
  if (!isIsoDate(paidOn)) errors.paidOn = 'Enter the date it was paid.';
  else if (paidOn > today) errors.paidOn = 'The payment date cannot be in the future.';
  else if (paidOn < invoice.issueDate)
    errors.paidOn = `The payment date cannot be before the invoice's issue date, ${displayDate(invoice.issueDate)}.`;
  return errors;
}

/** The form, once the company's today is known: it is the proposed date and the latest allowed. */
export function RecordPaymentForm(props: InvoiceFormProps) {
  return <WithCompanyToday>{(today) => <PaymentForm {...props} today={today} />}</WithCompanyToday>;
}

function PaymentForm({ invoice, onDone, onCancel, today }: InvoiceFormProps & { today: IsoDate }) {
  const record = useRecordPayment();
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues<{ amount: string; paidOn: string; method: PaymentMethod; reference: string }>(
    { amount: centsToDecimal(invoice.balance), paidOn: today, method: 'BANK_TRANSFER', reference: '' },
    { kind: 'payment', owner: username, id: invoice.id, label: `the payment on ${invoice.number ?? 'an invoice'}` },
  );
  const { amount, paidOn, method, reference } = values;
  const { form, errors, message: failure, pending, submit } = useFormSubmit<keyof Errors>();

  const cents = parseMoney(amount) ?? 0;
  const onSubmit = submit({
    validate: () => validatePayment(amount, paidOn, invoice, today),
    send: () =>
      record.mutateAsync({
        id: invoice.id,
        payment: { version: invoice.version, amount: cents, paidOn, method, ...(reference.trim() ? { reference: reference.trim() } : {}) },
      }),
    kept,
    onSuccess: (updated) =>
      onDone(
        updated.status === 'PAID'
          ? `Payment of ${money(cents, invoice.currency)} recorded. The invoice is paid in full.`
          : `Payment of ${money(cents, invoice.currency)} recorded. ${money(updated.balance, invoice.currency)} is left to pay.`,
      ),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => invoiceChangeFailure(error, 'The payment could not be recorded. Please try again.'),
  });

  return (
    <InvoiceActionForm
      id="record-payment-heading"
      title="Record a payment"
      hint={`Balance due: ${money(invoice.balance, invoice.currency)}. A part payment is fine.`}
      kept={kept}
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: 'Record payment', pending }}
      onCancel={onCancel}
    >
      <TextField
        label="Amount"
        inputMode="decimal"
        required
        autoComplete="off"
        value={amount}
        error={errors.amount}
        onChange={(event) => set('amount', event.target.value)}
      />
      <TextField
        label="Date paid"
        type="date"
        required
        min={invoice.issueDate}
        max={today}
        value={paidOn}
        error={errors.paidOn}
        onChange={(event) => set('paidOn', event.target.value)}
      />
      <SelectField
        label="Method"
        options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
        value={method}
        onChange={(event) => set('method', event.target.value as PaymentMethod)}
      />
      <TextField
        label="Reference (optional)"
        maxLength={INVOICE_LIMITS.paymentReferenceLength}
        value={reference}
        onChange={(event) => set('reference', event.target.value)}
      />
    </InvoiceActionForm>
  );
}
