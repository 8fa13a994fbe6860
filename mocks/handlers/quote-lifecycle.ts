// A quote's life after the draft: send (number, snapshots), accept, decline, revise, variations,
// and invoicing it in stages (docs/invoicing.md#quotes-and-progress-billing). Each runs one write
// at a time, so two claims at once are checked one after the other against what is left.
import { http } from 'msw';
import { z } from 'zod';
import { QUOTE_CLAIM_KIND_VALUES, QUOTE_CLAIM_METHOD_VALUES } from '../../src/config/api-values';
import { DEFAULT_PAYMENT_TERMS_DAYS, INVOICE_LIMITS } from '../../src/config/invoicing';
import { QUOTE_PROBLEM_TYPES } from '../../src/config/quotes';
import { addDays } from '../../src/lib/calendar-date';
import { calculateInvoice, checkInvoiceMath, totalProblems } from '../../src/lib/invoice-math';
import { formatMoney } from '../../src/lib/money';
import { isClaimProblem, planClaim, type ClaimRequest } from '../../src/lib/quote-claims';
import { formatQuoteNumber, quoteLabel } from '../../src/lib/quote-rules';
import { db, simulatedDatabase } from '../runtime/db';
import { issuerDetails, PROBLEM_TYPES, priceDraft, recipientDetails, without } from '../domain/invoicing';
import { claimedLinesOf, contractTotalOf, remainingOf } from '../domain/quote-ledger';
import { nextQuoteSequence } from '../domain/quotes';
import { notFound, problem } from '../runtime/problem';
import { readBody } from './http-utils';
import { today } from '../runtime/clock';
import { createdAnswer, insertDraft } from './invoice-common';
import { fieldProblem, versionSchema } from './invoice-requests';
import { changeQuote, createdQuote, insertQuote, quoteAnswer, saveQuote, variationRequest } from './quote-common';
import type { UrlFor } from './types';

const KIND_WORDS = { DEPOSIT: 'a deposit', PROGRESS: 'a progress claim', FINAL: 'the final invoice' } as const;

const claimSchema = z.object({
  version: z.number().int().min(0).optional(),
  kind: z.enum(QUOTE_CLAIM_KIND_VALUES, { message: 'Choose a deposit, a progress claim or the final invoice.' }),
  method: z.enum(QUOTE_CLAIM_METHOD_VALUES, { message: 'Choose a percentage, an amount or lines.' }).optional(),
  rate: z.number().optional(),
  amount: z.number().optional(),
  lines: z.array(z.object({ position: z.number().int(), quantity: z.string() })).optional(),
});

/** The claim the body asks for, or the field it lacks. */
function claimOf(body: z.infer<typeof claimSchema>): ClaimRequest | { field: string; message: string } {
  if (body.kind === 'FINAL') return { kind: 'FINAL' };
  if (body.method === undefined) return { field: 'method', message: 'Choose a percentage, an amount or lines.' };
  if (body.method === 'PERCENT')
    return body.rate === undefined
      ? { field: 'rate', message: 'Enter the percentage.' }
      : { kind: body.kind, method: 'PERCENT', rate: body.rate };
  if (body.method === 'AMOUNT')
    return body.amount === undefined
      ? { field: 'amount', message: 'Enter the amount.' }
      : { kind: body.kind, method: 'AMOUNT', amount: body.amount };
  if (body.kind !== 'PROGRESS') return { field: 'method', message: 'A deposit is a percentage or an amount.' };
  return { kind: 'PROGRESS', method: 'LINES', lines: body.lines ?? [] };
}

const simpleChange = (action: 'accept' | 'decline', status: 'ACCEPTED' | 'DECLINED', at: 'acceptedAt' | 'declinedAt', words: string) =>
  changeQuote(
    action,
    (request) => readBody(request, versionSchema),
    async (change) => quoteAnswer(await saveQuote(change, [status, `Marked ${words}.`], { status, [at]: change.at })),
  );

export function quoteLifecycleHandlers(url: UrlFor) {
  return [
    http.post(
      url('/api/quotes/:id/send'),
      changeQuote(
        'send',
        (request) => readBody(request, versionSchema),
        async (change) => {
          const { record } = change;
          const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
          const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
          if (!business || !client) return notFound(business ? 'Client' : 'Business');
          const errors: Array<{ field: string; message: string }> = [];
          if (record.lines.length === 0) errors.push({ field: 'lines', message: 'Add at least one line before sending.' });
          record.lines.forEach((line, index) => {
            if (line.description === '')
              errors.push({ field: `lines.${index}.description`, message: 'Describe every line before sending.' });
          });
          if (record.lines.length > 0 && record.total <= 0)
            errors.push({ field: 'lines', message: 'A quote must total more than $0.00 to be sent.' });
          if (errors.length > 0) return problem(400, errors.map((e) => e.message).join(' '), errors, PROBLEM_TYPES.notReady);
          // A revision keeps its original's number; a first send takes the next in the business's quote sequence.
          const sequence = record.sequence ?? nextQuoteSequence(business);
          const number = record.number ?? formatQuoteNumber(business.businessInvoiceTag, sequence);
          await simulatedDatabase.roundTrip();
          if (record.sequence === undefined) {
            await db.businesses.update((q) => q.where({ id: business.id }), {
              data(draft) {
                draft.businessQuoteSequenceNumber = sequence + 1;
              },
            });
          }
          const sent = await saveQuote(change, ['SENT', `Sent as ${quoteLabel({ number, revision: record.revision })}.`], {
            status: 'SENT',
            number,
            sequence,
            issuerSnapshot: issuerDetails(business),
            recipientSnapshot: recipientDetails(client),
            sentAt: change.at,
          });
          return quoteAnswer(sent);
        },
      ),
    ),

    http.post(url('/api/quotes/:id/accept'), simpleChange('accept', 'ACCEPTED', 'acceptedAt', 'accepted')),
    http.post(url('/api/quotes/:id/decline'), simpleChange('decline', 'DECLINED', 'declinedAt', 'declined')),

    http.post(
      url('/api/quotes/:id/revise'),
      changeQuote(
        'revise',
        (request) => readBody(request, versionSchema),
        async (change) => {
          const { record, actor } = change;
          const revision = Math.max(...db.quotes.findMany((q) => q.where({ number: record.number })).map((q) => q.revision)) + 1;
          const label = quoteLabel({ number: record.number, revision });
          const content = without(structuredClone(record), [
            ...(['id', 'version', 'status', 'events', 'variations', 'createdBy', 'createdAt', 'updatedAt'] as const),
            ...(['issuerSnapshot', 'recipientSnapshot', 'sentAt', 'replacedById'] as const),
          ]);
          const copy = await insertQuote(
            { ...content, revision, revisionOfId: record.id },
            actor,
            `Draft revision ${label} created from ${quoteLabel(record)}.`,
          );
          await saveQuote(change, ['REVISED', `Replaced by ${label}.`], { replacedById: copy.id });
          return createdQuote(copy);
        },
      ),
    ),

    http.post(
      url('/api/quotes/:id/variations'),
      changeQuote(
        'addVariation',
        (request) => readBody(request, variationRequest),
        async (change) => {
          const { record, body } = change;
          const input = { lines: body.lines, pricesIncludeGst: record.pricesIncludeGst };
          const problems = checkInvoiceMath(input);
          if (problems.length > 0) return problem(400, problems.map((p) => `${p.field}: ${p.message}`).join(' '), problems);
          // Priced as a draft of the quote's business and client would be: the same lines and totals.
          const priced = priceDraft({ ...record, dueDate: record.validUntil, discount: undefined, lines: body.lines });
          // The quote with its variations stays an amount one invoice may hold (InvoiceAmount).
          if (contractTotalOf(record) + priced.total > INVOICE_LIMITS.maxTotalCents) {
            const message = `With this variation the quote would come to more than ${formatMoney(INVOICE_LIMITS.maxTotalCents)}, the most an invoice can hold. Quote the extra work separately.`;
            return fieldProblem('lines', message);
          }
          const id = record.variations.length + 1;
          const reference = `${record.number ?? `Q${record.id}`}-V${id}`;
          const { lines, subtotal, gst, total, taxBreakdown } = priced;
          const variation = {
            id,
            reference,
            description: body.description,
            lines,
            subtotal,
            gst,
            total,
            taxBreakdown,
            createdBy: change.actor,
            createdAt: change.at,
          };
          const detail = `Variation ${reference} of ${formatMoney(total)} added: ${body.description}.`;
          return quoteAnswer(await saveQuote(change, ['VARIATION_ADDED', detail], { variations: [...record.variations, variation] }), {
            status: 201,
          });
        },
      ),
    ),

    http.post(
      url('/api/quotes/:id/invoices'),
      changeQuote(
        'invoice',
        (request) => readBody(request, claimSchema),
        async (change) => {
          const { record, body, actor } = change;
          const claim = claimOf(body);
          if ('field' in claim) return fieldProblem(claim.field, claim.message);
          const label = quoteLabel(record);
          const plan = planClaim(record, remainingOf(record), contractTotalOf(record), claim, label, claimedLinesOf(record));
          if (isClaimProblem(plan)) {
            return plan.exceeded
              ? problem(409, plan.message, [{ field: plan.field, message: plan.message }], QUOTE_PROBLEM_TYPES.exceeded)
              : fieldProblem(plan.field, plan.message);
          }
          const issueDate = today();
          const priced = priceDraft({
            businessId: record.businessId,
            clientId: record.clientId,
            issueDate,
            dueDate: addDays(issueDate, DEFAULT_PAYMENT_TERMS_DAYS),
            currency: record.currency,
            pricesIncludeGst: plan.pricesIncludeGst,
            reference: label,
            ...(plan.discount ? { discount: plan.discount } : {}),
            lines: plan.lines,
          });
          const overLimit = totalProblems(
            calculateInvoice({ lines: plan.lines, pricesIncludeGst: plan.pricesIncludeGst, discount: plan.discount ?? null }),
          );
          if (overLimit.length > 0) {
            return fieldProblem(
              'kind',
              `This invoice would come to more than ${formatMoney(INVOICE_LIMITS.maxTotalCents)}, the most an invoice can hold. Invoice it in stages.`,
            );
          }
          const words = KIND_WORDS[body.kind];
          const invoice = await insertDraft(
            {
              ...priced,
              quoteId: record.id,
              quoteKind: body.kind,
              ...('lines' in claim
                ? { quoteLineClaims: claim.lines.map(({ position, quantity }) => ({ position, quantity: quantity.trim() })) }
                : {}),
            },
            actor,
            `Draft created from quote ${label} as ${words}.`,
          );
          await saveQuote(change, ['INVOICED', `Draft invoice of ${formatMoney(invoice.total)} made as ${words}.`], {});
          return createdAnswer(invoice);
        },
      ),
    ),
  ];
}
