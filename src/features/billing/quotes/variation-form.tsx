// Add a variation to an accepted quote: work agreed later, with its own reference (RENO-Q-0012-V1),
// priced like the quote (same GST entry). It raises what may be invoiced.
import { errorMessage } from '@/api/errors';
import { useAddVariation } from '@/api/quotes';
import type { Quote, QuoteVariationInput } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { fieldBinder } from '@/components/form/bind-field';
import { requestErrors } from '@/components/form/request-errors';
import { variationRequest } from '@/lib/requests/quotes';
import { quoteLabel } from '@/lib/quote-rules';
import { useAuth } from '@/features/session/use-auth';
import { readPrice } from '@/features/billing/shared/editor/editor-form';
import { InvoiceActionForm } from '@/features/billing/shared/actions/invoice-action-form';
import { money } from '@/features/billing/shared/invoice-labels';

type Field = 'description' | 'line' | 'quantity' | 'unitPrice';
type VariationValues = Record<Field, string>;

/** The body the form sends for what was typed; a price that cannot be read (or is empty) is `NaN`, so the schema names it. */
export function toVariationBody(values: VariationValues, version: number, standard: boolean): QuoteVariationInput {
  const price = values.unitPrice.trim() === '' ? null : readPrice(values.unitPrice);
  return {
    version,
    description: values.description.trim(),
    lines: [
      {
        description: values.line.trim(),
        quantity: values.quantity.trim(),
        unitPrice: price ?? Number.NaN,
        taxCode: standard ? 'STANDARD' : 'EXEMPT',
      },
    ],
  };
}

const FIELD_OF_PATH: Record<string, Field> = {
  description: 'description',
  lines: 'line',
  'lines.0.description': 'line',
  'lines.0.quantity': 'quantity',
  'lines.0.unitPrice': 'unitPrice',
};

/** The form's field a problem of the body's `path` belongs to (the single line's fields are the form's). */
export function variationFieldOf(path: string): Field | undefined {
  return FIELD_OF_PATH[path];
}

/** What the server would say about the body, on the form's fields (decision 195). */
export function validateVariation(values: VariationValues, version: number, standard: boolean): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(requestErrors(variationRequest, toVariationBody(values, version, standard)))) {
    const field = variationFieldOf(path);
    if (field && message) problems[field] ??= message;
  }
  return problems;
}

export function VariationForm({ quote, onDone, onCancel }: { quote: Quote; onDone: (message: string) => void; onCancel: () => void }) {
  const add = useAddVariation();
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues(
    { description: '', line: '', quantity: '1', unitPrice: '' },
    { kind: 'variation', owner: username, id: quote.id, label: `a variation to ${quoteLabel(quote)}` },
  );
  const { form, errors, message: failure, pending, submit } = useFormSubmit<Field>();
  const bind = fieldBinder(values, errors, set);
  const standard = Boolean(quote.issuer.gstNumber?.trim());

  const onSubmit = submit({
    validate: () => validateVariation(values, quote.version, standard),
    send: () => add.mutateAsync({ id: quote.id, input: toVariationBody(values, quote.version, standard) }),
    kept,
    onSuccess: (updated) => {
      const added = updated.variations.at(-1);
      onDone(added ? `Variation ${added.reference} of ${money(added.total, updated.currency)} added.` : 'Variation added.');
    },
    failure: (error) => errorMessage(error, 'The variation could not be added. Please try again.'),
  });

  return (
    <InvoiceActionForm
      id="variation-heading"
      title={`Add a variation to ${quoteLabel(quote)}`}
      hint={`Prices ${quote.pricesIncludeGst ? 'include' : 'exclude'} GST, as on the quote. The variation raises what may be invoiced.`}
      kept={kept}
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: 'Add variation', pending }}
      onCancel={onCancel}
    >
      <TextField label="Variation" hint="What was agreed, e.g. Extra power points." {...bind('description')} />
      <TextField label="Work" {...bind('line')} />
      <TextField label="Quantity" inputMode="decimal" {...bind('quantity')} />
      <TextField label="Unit price" inputMode="decimal" {...bind('unitPrice')} />
    </InvoiceActionForm>
  );
}
