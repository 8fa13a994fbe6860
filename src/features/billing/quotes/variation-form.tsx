// Add a variation to an accepted quote: work agreed later, with its own reference (RENO-Q-0012-V1),
// priced like the quote (same GST entry). It raises what may be invoiced.
import { errorMessage } from '@/api/errors';
import { useAddVariation } from '@/api/quotes';
import type { Quote } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { fieldBinder } from '@/components/form/bind-field';
import { MATH_MESSAGES, parseQuantity } from '@/lib/invoice-math';
import { quoteLabel } from '@/lib/quote-rules';
import { useAuth } from '@/features/session/use-auth';
import { readPrice } from '@/features/billing/shared/editor/editor-form';
import { InvoiceActionForm } from '@/features/billing/shared/actions/invoice-action-form';
import { money } from '@/features/billing/shared/invoice-labels';

type Field = 'description' | 'line' | 'quantity' | 'unitPrice';

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
    validate: () => {
      const problems: Partial<Record<Field, string>> = {};
      if (values.description.trim() === '') problems.description = 'Describe the variation.';
      if (values.line.trim() === '') problems.line = 'Describe the work.';
      if ((parseQuantity(values.quantity) ?? 0) <= 0) problems.quantity = MATH_MESSAGES.quantity;
      const price = readPrice(values.unitPrice);
      if (price === null || price <= 0) problems.unitPrice = MATH_MESSAGES.unitPrice;
      return problems;
    },
    send: () =>
      add.mutateAsync({
        id: quote.id,
        input: {
          version: quote.version,
          description: values.description.trim(),
          lines: [
            {
              description: values.line.trim(),
              quantity: values.quantity.trim(),
              unitPrice: readPrice(values.unitPrice) ?? 0,
              taxCode: standard ? 'STANDARD' : 'EXEMPT',
            },
          ],
        },
      }),
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
