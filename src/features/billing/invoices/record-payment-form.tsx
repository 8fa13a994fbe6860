// Record a payment against an issued invoice: amount (at most the balance), date (the company's
// today proposed; not in the future, not before the issue date), method and an optional reference.
// Partial payments are fine.
import { fieldErrorsFrom } from '@/api/errors';
import { useRecordPayment } from '@/api/invoices';
import type { PaymentMethod } from '@/api/types';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import type { IsoDate } from '@/lib/calendar-date';
import { centsToDecimal, parseMoney } from '@/lib/money';
import { paymentRequest } from '@/lib/requests/money-movements';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceActionForm, type InvoiceFormProps } from '@/features/billing/shared/actions/invoice-action-form';
import { invoiceChangeFailure } from '@/features/billing/shared/actions/invoice-change-failure';
import { money } from '@/features/billing/shared/invoice-labels';
import { MoneyMovementFields } from '@/features/billing/shared/actions/money-movement-fields';
import { WithCompanyToday } from '@/features/billing/shared/company-today';
import { usePeriodLock } from '@/features/billing/shared/period-lock/period-locked-notice';

type Errors = Partial<Record<'amount' | 'paidOn', string>>;

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
  const { form, errors, setErrors, message: failure, setMessage, pending, submit } = useFormSubmit<keyof Errors>();
  const lock = usePeriodLock();

  const cents = parseMoney(amount) ?? 0;
  const payment = { version: invoice.version, amount: cents, paidOn, method, ...(reference.trim() ? { reference: reference.trim() } : {}) };
  const limits = { max: invoice.balance, currency: invoice.currency, today, issueDate: invoice.issueDate };
  const onSubmit = submit({
    validate: () => requestErrors<keyof Errors>(paymentRequest(limits), payment),
    send: () => record.mutateAsync({ id: invoice.id, payment }),
    kept,
    onSuccess: (updated) =>
      onDone(
        updated.status === 'PAID'
          ? `Payment of ${money(cents, invoice.currency)} recorded. The invoice is paid in full.`
          : `Payment of ${money(cents, invoice.currency)} recorded. ${money(updated.balance, invoice.currency)} is left to pay.`,
      ),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => {
      lock.noteFailure(error);
      return invoiceChangeFailure(error, 'The payment could not be recorded. Please try again.');
    },
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
      <MoneyMovementFields
        values={{ amount, date: paidOn, method, reference }}
        errors={{ amount: errors.amount, date: errors.paidOn }}
        dateLabel="Date paid"
        today={today}
        min={invoice.issueDate}
        set={(field, value) => set(field === 'date' ? 'paidOn' : field, value)}
      />
      {lock.noticeFor('paidOn', { set, setErrors, setMessage })}
    </InvoiceActionForm>
  );
}
