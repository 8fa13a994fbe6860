// Create a credit note for an issued invoice (docs/invoicing.md#credit-notes): all that is left,
// some lines and quantities, or an amount; a reason; a preview priced by the server's maths; and a
// confirmation, since a credit note is issued (numbered) when created. Typed work is kept.
import { useNavigate } from 'react-router-dom';
import { useCreateCreditNote } from '@/api/credit-notes';
import { fieldErrorsFrom } from '@/api/errors';
import type { CreditKind, Invoice } from '@/api/types';
import { Button } from '@/components/button/button';
import { useConfirm } from '@/components/dialog/use-confirm';
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { StatusMessage } from '@/components/status-message/status-message';
import { fieldBinder } from '@/components/form/bind-field';
import { creditNotePath, invoicePath } from '@/config/paths';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { creditableTotal } from '@/lib/credit-math';
import { useAuth } from '@/features/session/use-auth';
import { invoiceChangeFailure } from '@/features/billing/shared/actions/invoice-change-failure';
import { money } from '@/features/billing/shared/invoice-labels';
import { IncludesGstCheckbox, withGstBasis } from '@/features/billing/shared/gst-basis';
import { CreditLines } from './credit-lines';
import { CreditPreview } from './credit-preview';
import { hasGst, previewCredit, startValues, toRequest, validateCreditNote, type CreditNoteValues } from './credit-note-values';
import './credit-notes.css';

const KINDS: Array<{ kind: CreditKind; label: string }> = [
  { kind: 'LINES', label: 'Some lines' },
  { kind: 'AMOUNT', label: 'An amount' },
  { kind: 'FULL', label: 'All that is left' },
];

export function CreditNoteForm({ invoice }: { invoice: Invoice }) {
  const { username } = useAuth();
  const navigate = useNavigate();
  const create = useCreateCreditNote();
  const { confirm, dialog } = useConfirm();
  const { values, set, kept } = useKeptValues<CreditNoteValues>(startValues(invoice), {
    kind: 'credit-note',
    owner: username,
    id: invoice.id,
    label: `the credit note for ${invoice.number ?? 'an invoice'}`,
  });
  const { form, errors, message, pending, submit } = useFormSubmit();
  const bind = fieldBinder(values, errors, set);
  const left = creditableTotal({ taxBreakdown: invoice.taxBreakdown, creditedBreakdown: invoice.creditedBreakdown ?? [] });
  const preview = previewCredit(invoice, values);

  const onSubmit = submit({
    validate: () => validateCreditNote(invoice, values),
    confirm: () =>
      confirm({
        title: 'Issue this credit note?',
        detail:
          'credit' in preview
            ? `It credits ${money(preview.credit.total, invoice.currency)} on ${invoice.number ?? 'the invoice'} and takes the next credit-note number. It cannot be changed or deleted afterwards.`
            : undefined,
        confirmLabel: 'Issue credit note',
      }),
    send: () => create.mutateAsync({ invoiceId: invoice.id, body: toRequest(invoice, values) }),
    kept,
    onSuccess: (note) => void navigate(creditNotePath(note.id), { state: { issued: note.number } }),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => invoiceChangeFailure(error, 'The credit note could not be issued. Please try again.'),
  });

  return (
    <>
      <KeptWorkForm kept={kept} ref={form} className="ui-form credit-note-form" noValidate onSubmit={onSubmit} aria-label="Credit note">
        <p>
          Left to credit on {invoice.number}: <strong>{money(left, invoice.currency)}</strong> of {money(invoice.total, invoice.currency)}.
        </p>
        <fieldset className="credit-note-form__kinds">
          <legend>What to credit</legend>
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className="credit-note-form__kind">
              <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} /> {label}
            </label>
          ))}
        </fieldset>
        {values.kind === 'LINES' ? (
          <CreditLines invoice={invoice} quantities={values.quantities} errors={errors} onChange={(next) => set('quantities', next)} />
        ) : null}
        {values.kind === 'AMOUNT' ? (
          <div className="credit-note-form__amount">
            {/* As the invoice editor offers prices: with or without GST (an invoice without GST has no choice). */}
            <IncludesGstCheckbox
              label="Amount includes GST"
              checked={values.amountIncludesGst || !hasGst(invoice)}
              disabled={!hasGst(invoice)}
              onChange={(value) => set('amountIncludesGst', value)}
            />
            <TextField
              label={withGstBasis('Amount to credit', values.amountIncludesGst || !hasGst(invoice), { sayExclusive: true })}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              hint={
                values.amountIncludesGst || !hasGst(invoice)
                  ? "Split over the invoice's GST rates in proportion to what is left of each."
                  : "The GST is added at the invoice's rates, split in proportion to what is left of each; the preview shows the total."
              }
              {...bind('amount')}
            />
          </div>
        ) : null}
        <TextAreaField
          label="Reason"
          name="reason"
          required
          rows={3}
          maxLength={INVOICE_LIMITS.voidReasonLength}
          hint="What is corrected and why. It is printed on the credit note."
          {...bind('reason')}
        />
        <CreditPreview invoice={invoice} preview={preview} />
        <StatusMessage tone="error">{errors.lines ?? message}</StatusMessage>
        <div className="ui-form__actions">
          <Button type="submit" busy={pending}>
            Issue credit note
          </Button>
          <Button variant="secondary" onClick={kept.discardAnd(() => void navigate(invoicePath(invoice.id)))}>
            Cancel
          </Button>
        </div>
      </KeptWorkForm>
      {dialog}
    </>
  );
}
