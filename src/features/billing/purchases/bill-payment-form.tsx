// Record a payment made on a bill: the amount (at most what is owed; part payments are fine), the
// date (the company's today proposed; not in the future nor before the bill's date) and a reference.
import { fieldErrorsFrom, errorMessage } from '@/api/errors';
import { useRecordBillPayment } from '@/api/bills';
import type { Bill, BillPaymentRequest } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import type { IsoDate } from '@/lib/calendar-date';
import { billPaymentRequest } from '@/lib/requests/bill-payments';
import { centsToDecimal, parseMoney } from '@/lib/money';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceActionForm } from '@/features/billing/shared/actions/invoice-action-form';
import { WithCompanyToday } from '@/features/billing/shared/company-today';
import { money } from '@/features/billing/shared/invoice-labels';
import { usePeriodLock } from '@/features/billing/shared/period-lock/period-locked-notice';

type Field = 'amount' | 'paidOn' | 'reference';
export type BillPaymentValues = Record<Field, string>;

/** The body the form sends for what was typed; an amount that cannot be read is `NaN`, so the schema names it. */
export function toBillPaymentBody(values: BillPaymentValues): BillPaymentRequest {
  const reference = values.reference.trim();
  return { amount: parseMoney(values.amount) ?? Number.NaN, paidOn: values.paidOn, ...(reference ? { reference } : {}) };
}

/** What the server would say about the payment of `bill`, by field (decision 210). */
export function validateBillPayment(bill: Bill, today: IsoDate, values: BillPaymentValues) {
  const limits = { max: bill.balance, today, billDate: bill.date };
  return requestErrors<Field>(billPaymentRequest(limits), toBillPaymentBody(values));
}

export interface BillPaymentFormProps {
  bill: Bill;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function BillPaymentForm(props: BillPaymentFormProps) {
  return <WithCompanyToday>{(today) => <PaymentForm {...props} today={today} />}</WithCompanyToday>;
}

function PaymentForm({ bill, onDone, onCancel, today }: BillPaymentFormProps & { today: IsoDate }) {
  const record = useRecordBillPayment();
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues(
    { amount: centsToDecimal(bill.balance), paidOn: today, reference: '' },
    { kind: 'bill-payment', owner: username, id: bill.id, label: `the payment of the bill from ${bill.supplierName}` },
  );
  const { form, errors, setErrors, message, setMessage, pending, submit } = useFormSubmit<Field>();
  const lock = usePeriodLock();
  const cents = parseMoney(values.amount);

  const onSubmit = submit({
    validate: () => validateBillPayment(bill, today, values),
    send: () => record.mutateAsync({ id: bill.id, payment: toBillPaymentBody(values) }),
    kept,
    onSuccess: (updated) =>
      onDone(
        updated.status === 'PAID'
          ? `Payment of ${money(cents ?? 0)} recorded. The bill is paid in full.`
          : `Payment of ${money(cents ?? 0)} recorded. ${money(updated.balance)} is left to pay.`,
      ),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => {
      lock.noteFailure(error);
      return errorMessage(error, 'The payment could not be recorded. Please try again.');
    },
  });

  return (
    <InvoiceActionForm
      id="bill-payment-heading"
      title="Record a payment made"
      hint={`Owing: ${money(bill.balance)}. A part payment is fine.`}
      kept={kept}
      form={form}
      onSubmit={onSubmit}
      failure={message}
      submit={{ label: 'Record payment', pending }}
      onCancel={onCancel}
    >
      <TextField
        label="Amount paid"
        name="amount"
        inputMode="decimal"
        value={values.amount}
        error={errors.amount}
        onChange={(event) => set('amount', event.target.value)}
      />
      <TextField
        label="Date paid"
        name="paidOn"
        type="date"
        min={bill.date}
        max={today}
        value={values.paidOn}
        error={errors.paidOn}
        onChange={(event) => set('paidOn', event.target.value)}
      />
      {lock.noticeFor('paidOn', { set, setErrors, setMessage })}
      <TextField
        label="Reference"
        name="reference"
        maxLength={100}
        value={values.reference}
        error={errors.reference}
        onChange={(event) => set('reference', event.target.value)}
      />
    </InvoiceActionForm>
  );
}
