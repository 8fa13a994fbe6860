// Refund credit owed to the client (docs/invoicing.md#credit-notes): amount (at most the credit
// owed), date (the company's today proposed, not in the future nor before the issue date), method and an optional reference.
import { useRecordRefund } from '@/api/credit-notes';
import { fieldErrorsFrom } from '@/api/errors';
import type { PaymentMethod } from '@/api/types';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import type { IsoDate } from '@/lib/calendar-date';
import { centsToDecimal, parseMoney } from '@/lib/money';
import { refundRequest } from '@/lib/requests/money-movements';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceActionForm, type InvoiceFormProps } from './invoice-action-form';
import { invoiceChangeFailure } from './invoice-change-failure';
import { WithCompanyToday } from '../company-today';
import { money } from '../invoice-labels';
import { MoneyMovementFields } from './money-movement-fields';
import { usePeriodLock } from '../period-lock/period-locked-notice';

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
  const { form, errors, setErrors, message: failure, setMessage, pending, submit } = useFormSubmit<keyof Errors>();
  const lock = usePeriodLock();
  const cents = parseMoney(values.amount) ?? 0;
  const body = {
    version: invoice.version,
    amount: cents,
    refundedOn: values.refundedOn,
    method: values.method,
    ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
  };
  const limits = { max: owed, currency: invoice.currency, today, issueDate: invoice.issueDate };
  const onSubmit = submit({
    validate: () => requestErrors<keyof Errors>(refundRequest(limits), body),
    send: () => refund.mutateAsync({ invoiceId: invoice.id, body }),
    kept,
    onSuccess: () => onDone(`Refund of ${money(cents, invoice.currency)} recorded.`),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => {
      lock.noteFailure(error);
      return invoiceChangeFailure(error, 'The refund could not be recorded. Please try again.');
    },
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
      <MoneyMovementFields
        values={{ ...values, date: values.refundedOn }}
        errors={{ amount: errors.amount, date: errors.refundedOn }}
        dateLabel="Date refunded"
        today={today}
        min={invoice.issueDate}
        set={(field, value) => set(field === 'date' ? 'refundedOn' : field, value)}
      />
      {lock.noticeFor('refundedOn', { set, setErrors, setMessage })}
    </InvoiceActionForm>
  );
}
