// The credit-note form's lines: each invoice line with what is left to credit of it, and the
// quantity to credit (blank for none).
import type { Invoice } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { money } from '@/features/billing/shared/invoice-labels';
import { quantityLeft } from './credit-note-values';

interface CreditLinesProps {
  invoice: Invoice;
  quantities: string[];
  errors: Record<string, string | undefined>;
  onChange: (quantities: string[]) => void;
}

export function CreditLines({ invoice, quantities, errors, onChange }: CreditLinesProps) {
  return (
    <fieldset className="credit-note-form__lines">
      <legend>Lines and quantities to credit</legend>
      {invoice.lines.map((line, index) => {
        const left = quantityLeft(line);
        return (
          <div key={line.position} className="credit-note-form__line">
            <p className="credit-note-form__line-text">
              <span>{line.description}</span>
              <span className="credit-note-form__line-facts">
                {line.quantity} × {money(line.unitPrice, invoice.currency)} · {left} left to credit
              </span>
            </p>
            <TextField
              label={`Quantity to credit, line ${line.position}`}
              name={`lines.${index}.quantity`}
              inputMode="decimal"
              autoComplete="off"
              disabled={left === '0'}
              value={quantities[index] ?? ''}
              error={errors[`lines.${index}.quantity`]}
              onChange={(event) => onChange(invoice.lines.map((_, i) => (i === index ? event.target.value : (quantities[i] ?? ''))))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
