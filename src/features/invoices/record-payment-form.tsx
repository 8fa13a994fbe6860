// Record a payment against an issued invoice: amount (at most the balance), date (not in the
// future), method and an optional reference. Partial payments are fine.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrorsFrom } from '@/api/errors';
import { useRecordPayment } from '@/api/invoices';
import type { Invoice, PaymentMethod } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { focusFirstInvalid } from '@/components/form/focus-first-invalid';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { isIsoDate, todayIn } from '@/lib/calendar-date';
import { centsToDecimal, parseMoney } from '@/lib/money';
import { invoiceChangeFailure } from './invoice-change-failure';
import { money, PAYMENT_METHOD_LABELS } from './invoice-labels';

type Errors = Partial<Record<'amount' | 'paidOn', string>>;

export function validatePayment(amountText: string, paidOn: string, balance: number, currency: Invoice['currency'], today: string): Errors {
  const errors: Errors = {};
  const amount = parseMoney(amountText);
  if (amount === null || amount <= 0) errors.amount = 'Enter the amount paid, e.g. 250.00.';
  else if (amount > balance) errors.amount = `The payment cannot be more than the balance of ${money(balance, currency)}.`;
  if (!isIsoDate(paidOn)) errors.paidOn = 'Enter the date it was paid.';
  else if (paidOn > today) errors.paidOn = 'The payment date cannot be in the future.';
  return errors;
}

export function RecordPaymentForm({
  invoice,
  onDone,
  onCancel,
}: {
  invoice: Invoice;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const record = useRecordPayment();
  const today = todayIn();
  const [amount, setAmount] = useState(centsToDecimal(invoice.balance));
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const found = validatePayment(amount, paidOn, invoice.balance, invoice.currency, today);
    flushSync(() => {
      setErrors(found);
      setFailure(null);
    });
    if (focusFirstInvalid(form.current)) return;
    const cents = parseMoney(amount) ?? 0;
    record.mutate(
      {
        id: invoice.id,
        payment: {
          version: invoice.version,
          amount: cents,
          paidOn,
          method,
          ...(reference.trim() ? { reference: reference.trim() } : {}),
        },
      },
      {
        onSuccess: (updated) =>
          onDone(
            updated.status === 'PAID'
              ? `Payment of ${money(cents, invoice.currency)} recorded. The invoice is paid in full.`
              : `Payment of ${money(cents, invoice.currency)} recorded. ${money(updated.balance, invoice.currency)} is left to pay.`,
          ),
        onError: (error) => {
          const fields = fieldErrorsFrom(error);
          flushSync(() => {
            setErrors({ ...(fields.amount ? { amount: fields.amount } : {}), ...(fields.paidOn ? { paidOn: fields.paidOn } : {}) });
            setFailure(invoiceChangeFailure(error, 'The payment could not be recorded. Please try again.'));
          });
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="ui-form invoice-action-form" noValidate onSubmit={submit} aria-labelledby="record-payment-heading">
      <h2 id="record-payment-heading" className="invoice-section-title">
        Record a payment
      </h2>
      <p className="invoice-action-form__hint">Balance due: {money(invoice.balance, invoice.currency)}. A part payment is fine.</p>
      <TextField
        ref={first}
        label="Amount"
        inputMode="decimal"
        required
        autoComplete="off"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label="Date paid"
        type="date"
        required
        max={today}
        value={paidOn}
        error={errors.paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      <SelectField
        label="Method"
        options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
      />
      <TextField
        label="Reference (optional)"
        maxLength={INVOICE_LIMITS.paymentReferenceLength}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" busy={record.isPending}>
          Record payment
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
