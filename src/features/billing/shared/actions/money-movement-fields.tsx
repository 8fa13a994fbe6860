// The fields of money moving for an invoice (a payment received, a refund paid out): amount, date
// (not in the future nor before the invoice's issue date), method and an optional reference. The forms say which date it is.
import type { PaymentMethod } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { SelectField } from '@/components/select/select-field';
import { fieldBinder } from '@/components/form/bind-field';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { PAYMENT_METHOD_LABELS } from '../invoice-labels';

interface MovementValues {
  amount: string;
  date: string;
  method: PaymentMethod;
  reference: string;
}

interface MoneyMovementFieldsProps {
  values: MovementValues;
  errors: { amount?: string; date?: string };
  /** E.g. "Date paid". */
  dateLabel: string;
  today: string;
  /** The earliest date allowed, if any (the invoice's issue date). */
  min?: string;
  set: <K extends keyof MovementValues>(field: K, value: MovementValues[K]) => void;
}

export function MoneyMovementFields({ values, errors, dateLabel, today, min, set }: MoneyMovementFieldsProps) {
  const bind = fieldBinder(values, errors, set);
  return (
    <>
      <TextField label="Amount" inputMode="decimal" required autoComplete="off" {...bind('amount')} />
      <TextField label={dateLabel} type="date" required min={min} max={today} {...bind('date')} />
      <SelectField
        label="Method"
        options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
        value={values.method}
        onChange={(event) => set('method', event.target.value as PaymentMethod)}
      />
      <TextField
        label="Reference (optional)"
        maxLength={INVOICE_LIMITS.paymentReferenceLength}
        value={values.reference}
        onChange={(event) => set('reference', event.target.value)}
      />
    </>
  );
}
