// Create an invoice from an accepted quote: a deposit or progress claim (a percentage of the quote,
// an amount, or chosen lines at chosen quantities) or the final invoice for what remains. The
// server decides (it refuses anything over what is left); this shows what the claim comes to.
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useInvoiceQuote } from '@/api/quotes';
import type { Quote, QuoteClaimRequest } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { SelectField } from '@/components/select/select-field';
import { fieldBinder } from '@/components/form/bind-field';
import { invoicePath } from '@/config/paths';
import { calculateInvoice, parseQuantity } from '@/lib/invoice-math';
import { parseMoney } from '@/lib/money';
import { percentOf } from '@/lib/quote-claims';
import { quoteLabel } from '@/lib/quote-rules';
import { useAuth } from '@/features/session/use-auth';
import { readPercent } from '@/features/billing/shared/editor/editor-form';
import { InvoiceActionForm } from '@/features/billing/shared/actions/invoice-action-form';
import { money } from '@/features/billing/shared/invoice-labels';

type Field = 'value' | 'lines';
type Values = { kind: string; method: string; value: string; quantities: string[] };

const KINDS = [
  { value: 'DEPOSIT', label: 'Deposit' },
  { value: 'PROGRESS', label: 'Progress claim' },
  { value: 'FINAL', label: 'Final invoice (the remainder)' },
];

/** What is left to claim of the quote line at `index` (all of it when the server did not say). */
const leftOf = (quote: Quote, index: number) => quote.lineClaims?.[index]?.remaining ?? quote.lines[index]?.quantity ?? '0';

/** The request for what was typed, or the field that is wrong. */
function claimOf(quote: Quote, values: Values, method: string | null): QuoteClaimRequest | { field: Field; message: string } {
  const kind = values.kind as QuoteClaimRequest['kind'];
  if (kind === 'FINAL' || method === null) return { kind: 'FINAL' };
  if (method === 'PERCENT') {
    const rate = readPercent(values.value);
    return rate === null || rate === 0
      ? { field: 'value', message: 'Enter a percentage above 0 and at most 100, e.g. 30.' }
      : { kind, method: 'PERCENT', rate };
  }
  if (method === 'AMOUNT') {
    const amount = parseMoney(values.value);
    return amount === null || amount < 1
      ? { field: 'value', message: 'Enter an amount of at least $0.01, e.g. 5000.' }
      : { kind, method: 'AMOUNT', amount };
  }
  const lines = quote.lines.flatMap((line, index) => {
    const text = values.quantities[index]?.trim() ?? '';
    return text === '' ? [] : [{ position: line.position, quantity: text }];
  });
  const bad = lines.find((pick) => (parseQuantity(pick.quantity) ?? 0) <= 0);
  if (lines.length === 0 || bad) return { field: 'lines', message: 'Enter a quantity above 0 for at least one line.' };
  const over = lines.find((pick) => (parseQuantity(pick.quantity) ?? 0) > (parseQuantity(leftOf(quote, pick.position - 1)) ?? 0));
  if (over) return { field: 'lines', message: `Line ${over.position} has ${leftOf(quote, over.position - 1)} left to claim.` };
  return { kind, method: 'LINES', lines };
}

/** What the claim comes to, when it can be told from what was typed. */
function amountOf(quote: Quote, claim: QuoteClaimRequest): number | null {
  if (claim.kind === 'FINAL') return quote.remaining;
  if (claim.method === 'PERCENT') return percentOf(quote.contractTotal, claim.rate ?? 0);
  if (claim.method === 'AMOUNT') return claim.amount ?? null;
  try {
    const lines = (claim.lines ?? []).flatMap((pick) => {
      const line = quote.lines[pick.position - 1];
      return line ? [{ ...line, quantity: pick.quantity }] : [];
    });
    return calculateInvoice({
      lines,
      pricesIncludeGst: quote.pricesIncludeGst,
      discount: quote.discount?.type === 'PERCENT' ? quote.discount : null,
    }).total;
  } catch {
    return null;
  }
}

export function ClaimForm({ quote, onCancel }: { quote: Quote; onCancel: () => void }) {
  const navigate = useNavigate();
  const invoiceQuote = useInvoiceQuote();
  const { username } = useAuth();
  const start: Values = {
    kind: quote.invoiced === 0 ? 'DEPOSIT' : 'PROGRESS',
    method: 'PERCENT',
    value: '',
    quantities: quote.lines.map(() => ''),
  };
  const { values, set, kept } = useKeptValues(start, {
    kind: 'claim',
    owner: username,
    id: quote.id,
    label: `an invoice from ${quoteLabel(quote)}`,
  });
  const { form, errors, message: failure, pending, submit } = useFormSubmit<Field>();
  const bind = fieldBinder(values, errors, set);
  const method = values.kind === 'FINAL' ? null : values.kind === 'DEPOSIT' && values.method === 'LINES' ? 'PERCENT' : values.method;
  const claim = claimOf(quote, values, method);
  const amount = 'field' in claim ? null : amountOf(quote, claim);

  const onSubmit = submit({
    validate: () => ('field' in claim ? { [claim.field]: claim.message } : {}),
    send: () => invoiceQuote.mutateAsync({ id: quote.id, claim: 'field' in claim ? { kind: 'FINAL' } : claim }),
    kept,
    onSuccess: (invoice) =>
      void navigate(invoicePath(invoice.id), {
        state: {
          flash: `Draft invoice of ${money(invoice.total, invoice.currency)} made from ${quoteLabel(quote)}: check it and issue it.`,
        },
      }),
    failure: (error) => errorMessage(error, 'The invoice could not be made. Please try again.'),
  });

  return (
    <InvoiceActionForm
      id="claim-heading"
      title={`Create an invoice from ${quoteLabel(quote)}`}
      hint={`Quoted ${money(quote.contractTotal, quote.currency)}; invoiced so far ${money(quote.invoiced, quote.currency)} (drafts included); remaining ${money(quote.remaining, quote.currency)}.`}
      kept={kept}
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: 'Create draft invoice', pending }}
      onCancel={onCancel}
    >
      <SelectField label="Invoice" options={KINDS} value={values.kind} onChange={(event) => set('kind', event.target.value)} />
      {method ? (
        <SelectField
          label="Claim"
          options={[
            { value: 'PERCENT', label: 'A percentage of the quote' },
            { value: 'AMOUNT', label: 'An amount (incl. GST)' },
            ...(values.kind === 'PROGRESS' ? [{ value: 'LINES', label: 'Chosen lines of the quote' }] : []),
          ]}
          value={method}
          onChange={(event) => set('method', event.target.value)}
        />
      ) : null}
      {method === 'PERCENT' || method === 'AMOUNT' ? (
        <TextField label={method === 'PERCENT' ? 'Percentage' : 'Amount (incl. GST)'} inputMode="decimal" {...bind('value')} />
      ) : null}
      {method === 'LINES' ? (
        <fieldset className="invoice-claim-lines">
          <legend>Quantities to claim</legend>
          {errors.lines ? <p className="ui-field__error">{errors.lines}</p> : null}
          {quote.lines.map((line, index) => (
            <TextField
              key={line.position}
              label={`${line.description || `Line ${line.position}`} (quoted ${line.quantity}, ${leftOf(quote, index)} left)`}
              inputMode="decimal"
              value={values.quantities[index] ?? ''}
              onChange={(event) =>
                set(
                  'quantities',
                  values.quantities.map((q, i) => (i === index ? event.target.value : q)),
                )
              }
            />
          ))}
        </fieldset>
      ) : null}
      <p role="status">{amount !== null ? `This invoice comes to ${money(amount, quote.currency)}.` : ''}</p>
    </InvoiceActionForm>
  );
}
