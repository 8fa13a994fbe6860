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
import { requestErrors } from '@/components/form/request-errors';
import { claimRequest } from '@/lib/requests/quotes';
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
export type ClaimValues = { kind: string; method: string; value: string; quantities: string[] };
type Values = ClaimValues;

const KINDS = [
  { value: 'DEPOSIT', label: 'Deposit' },
  { value: 'PROGRESS', label: 'Progress claim' },
  { value: 'FINAL', label: 'Final invoice (the remainder)' },
];

/** What is left to claim of the quote line at `index` (all of it when the server did not say). */
const leftOf = (quote: Quote, index: number) => quote.lineClaims?.[index]?.remaining ?? quote.lines[index]?.quantity ?? '0';

/** The body the form sends for what was typed; a value that cannot be read is `NaN`, so the schema names it. */
export function toClaimBody(quote: Quote, values: Values, method: string | null): QuoteClaimRequest {
  const kind = values.kind as QuoteClaimRequest['kind'];
  if (kind === 'FINAL' || method === null) return { kind: 'FINAL' };
  if (method === 'PERCENT') return { kind, method: 'PERCENT', rate: readPercent(values.value) ?? Number.NaN };
  if (method === 'AMOUNT') return { kind, method: 'AMOUNT', amount: parseMoney(values.value) ?? Number.NaN };
  const lines = quote.lines.flatMap((line, index) => {
    const text = values.quantities[index]?.trim() ?? '';
    return text === '' ? [] : [{ position: line.position, quantity: text }];
  });
  return { kind, method: 'LINES', lines };
}

/** The form's field a problem of the body's `path` belongs to. */
export function claimFieldOf(path: string): Field | undefined {
  if (path === 'rate' || path === 'amount') return 'value';
  return path === 'lines' || path.startsWith('lines.') ? 'lines' : undefined;
}

/** The request for what was typed, or the field that is wrong: the server's words (decision 195), then what each line has left. */
export function claimOf(quote: Quote, values: Values, method: string | null): QuoteClaimRequest | { field: Field; message: string } {
  const body = toClaimBody(quote, values, method);
  for (const [path, message] of Object.entries(requestErrors(claimRequest, body))) {
    const field = claimFieldOf(path);
    if (field && message) return { field, message };
  }
  if (body.method !== 'LINES') return body;
  const over = (body.lines ?? []).find(
    (pick) => (parseQuantity(pick.quantity) ?? 0) > (parseQuantity(leftOf(quote, pick.position - 1)) ?? 0),
  );
  if (over) return { field: 'lines', message: `Line ${over.position} has ${leftOf(quote, over.position - 1)} left to claim.` };
  return body;
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
