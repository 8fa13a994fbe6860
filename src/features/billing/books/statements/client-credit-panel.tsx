// A client's credit (decision 232) beside their statement: what is owed to them from overpayments,
// its movements, and the two ways to use it: pay one of their open invoices, or pay it back. The
// forms check with the same schema as the server, so its limits read the same words.
import { useId, useState } from 'react';
import { useApplyClientCredit, useClientCredit, useRefundClientCredit } from '@/api/client-credits';
import { errorMessage } from '@/api/errors';
import { useOutstandingStatement } from '@/api/statements';
import type { PaymentMethod } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { PAYMENT_METHOD_VALUES } from '@/config/api-values';
import { PAYMENT_METHOD_LABELS } from '@/features/billing/shared/invoice-labels';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney, parseMoney } from '@/lib/money';
import { clientCreditApplicationRequest, clientCreditRefundRequest } from '@/lib/requests/client-credits';
import { checkRequest } from '@/lib/requests/issues';

const KIND_WORDS = { OVERPAYMENT: 'Overpaid', APPLIED: 'Used on', REFUNDED: 'Refunded' } as const;

export interface ClientCreditPanelProps {
  clientId: number;
  /** The company's today (a refund is not dated later). */
  today: string;
}

export function ClientCreditPanel({ clientId, today }: ClientCreditPanelProps) {
  const id = useId();
  const credit = useClientCredit(clientId);
  // The open invoices the credit can pay, read only when there is credit to use.
  const open = useOutstandingStatement(clientId, today, (credit.data?.balance ?? 0) > 0);
  const openItems = open.data?.items ?? [];
  const apply = useApplyClientCredit(clientId);
  const refund = useRefundClientCredit(clientId);
  const [use, setUse] = useState<'apply' | 'refund'>('apply');
  const [invoiceId, setInvoiceId] = useState('');
  const [amount, setAmount] = useState('');
  const [refundedOn, setRefundedOn] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const data = credit.data;
  if (!data || data.entries.length === 0) return null;
  const invoice = openItems.find((item) => String(item.invoiceId) === invoiceId);

  const submit = () => {
    setNews(null);
    const cents = parseMoney(amount) ?? Number.NaN;
    if (use === 'apply') {
      const checked = checkRequest(clientCreditApplicationRequest({ max: Math.min(data.balance, invoice?.balance ?? data.balance) }), {
        invoiceId: Number(invoiceId) || undefined,
        amount: cents,
      });
      if (!checked.ok) return setProblem(checked.issues[0]?.message ?? null);
      setProblem(null);
      apply.mutate(checked.body, {
        onSuccess: () => {
          setNews(`${formatMoney(checked.body.amount)} of credit paid ${invoice?.number ?? 'the invoice'}.`);
          setAmount('');
        },
      });
      return;
    }
    const checked = checkRequest(clientCreditRefundRequest({ max: data.balance, today }), { amount: cents, refundedOn, method });
    if (!checked.ok) return setProblem(checked.issues[0]?.message ?? null);
    setProblem(null);
    const { reference, ...body } = checked.body;
    refund.mutate(reference ? { ...body, reference } : body, {
      onSuccess: () => {
        setNews(`${formatMoney(checked.body.amount)} of credit refunded.`);
        setAmount('');
      },
    });
  };

  const failed = apply.error ?? refund.error;
  return (
    <section aria-labelledby={`${id}-title`} className="ui-card no-print">
      <h2 id={`${id}-title`}>Credit owed to the client: {formatMoney(data.balance)}</h2>
      <ul aria-label="Credit movements">
        {data.entries.map((entry) => (
          <li key={entry.id}>
            {formatDate(entry.date)} · {KIND_WORDS[entry.kind]}
            {entry.invoiceNumber ? ` ${entry.invoiceNumber}` : ''} · {entry.kind === 'OVERPAYMENT' ? '+' : '−'}
            {formatMoney(entry.amount)}
            {entry.reference ? ` · ${entry.reference}` : ''}
          </li>
        ))}
      </ul>
      {data.balance > 0 ? (
        <form
          aria-label="Use the credit"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SelectField
            label="Use it to"
            value={use}
            options={[
              { value: 'apply', label: 'Pay an open invoice' },
              { value: 'refund', label: 'Refund the client' },
            ]}
            onChange={(event) => setUse(event.target.value === 'refund' ? 'refund' : 'apply')}
          />
          {use === 'apply' ? (
            <SelectField
              label="Invoice"
              placeholder={openItems.length > 0 ? 'Choose an invoice' : 'No open invoice'}
              value={invoiceId}
              options={openItems.map((item) => ({
                value: String(item.invoiceId),
                label: `${item.number} · ${formatMoney(item.balance)} to pay`,
              }))}
              onChange={(event) => setInvoiceId(event.target.value)}
            />
          ) : (
            <>
              <TextField
                label="Refunded on"
                type="date"
                value={refundedOn}
                max={today}
                onChange={(event) => setRefundedOn(event.target.value)}
              />
              <SelectField
                label="How"
                value={method}
                options={PAYMENT_METHOD_VALUES.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              />
            </>
          )}
          <TextField label="Amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          {problem ? <StatusMessage tone="error">{problem}</StatusMessage> : null}
          {failed ? <StatusMessage tone="error">{errorMessage(failed, 'The credit could not be used.')}</StatusMessage> : null}
          {news ? <StatusMessage tone="success">{news}</StatusMessage> : null}
          <Button type="submit" busy={apply.isPending || refund.isPending}>
            {use === 'apply' ? 'Pay the invoice from credit' : 'Record the refund'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
