// A client's credit balance (openapi.yaml: /api/clients/{id}/credit…, decision 232): read it, pay an
// open invoice of theirs from it, or pay it back. Every use is checked against the balance inside
// the write lock, so the balance never goes below 0.
import { http, HttpResponse } from 'msw';
import { statusAfterSettlement } from '../../src/lib/credit-math';
import { canDo } from '../../src/lib/invoice-rules';
import { formatMoney } from '../../src/lib/money';
import { clientCreditApplicationRequest, clientCreditRefundRequest } from '../../src/lib/requests/client-credits';
import { nowIso, today } from '../runtime/clock';
import { db, insert } from '../runtime/db';
import { creditBalance, creditEntriesOf, toClientCredit } from '../domain/client-credits';
import { periodLockRefusal } from '../domain/period-lock';
import { balanceOf, nextInvoicePaymentId, settlementOf } from '../domain/invoice-views';
import { findClient } from './books';
import { isRefusal, oneAtATime, readBody, recheck } from './http-utils';
import { saveChange, signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import type { UrlFor } from './types';

export function clientCreditHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/clients/:id/credit'),
      signedIn(({ principal, params }) => {
        const found = findClient(principal, params.id);
        return isRefusal(found) ? found.refusal : HttpResponse.json(toClientCredit(found.client));
      }),
    ),

    http.post(
      url('/api/clients/:id/credit/applications'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = findClient(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const parsed = await readBody(request, clientCreditApplicationRequest());
          if (isRefusal(parsed)) return parsed.refusal;
          const { client } = found;
          const record = db.invoices.findFirst((q) => q.where({ id: parsed.body.invoiceId }));
          if (!record || record.clientId !== client.id) return fieldProblem('invoiceId', 'Choose an invoice of this client.');
          if (!canDo('recordPayment', { ...record, creditOwed: settlementOf(record).creditOwed })) {
            return fieldProblem('invoiceId', `${record.number ?? 'The draft'} is not open for payment.`);
          }
          const balance = balanceOf(record);
          const credit = creditBalance(creditEntriesOf(client.id));
          const refused = recheck(clientCreditApplicationRequest({ max: Math.min(balance, credit) }), parsed.body);
          if (refused) return refused;
          const { amount } = parsed.body;
          const actor = principal.user.username;
          const at = nowIso();
          const on = today();
          const paymentId = nextInvoicePaymentId();
          const entry = await insert(db.clientCredits, (id) => ({
            id,
            businessId: client.linkedBusinessId,
            clientId: client.id,
            kind: 'APPLIED' as const,
            amount,
            date: on,
            invoiceId: record.id,
            paymentId,
            recordedBy: actor,
            recordedAt: at,
          }));
          const paid = record.paid + amount;
          const status = statusAfterSettlement({ total: record.total, paid, credited: record.credited ?? 0 });
          const payment = {
            id: paymentId,
            amount,
            paidOn: on,
            method: 'OTHER' as const,
            reference: 'Paid from the client’s credit',
            recordedBy: actor,
            recordedAt: at,
            clientCreditId: entry.id,
          };
          const detail =
            `Payment of ${formatMoney(amount)} from the client’s credit recorded` +
            (status === 'PAID' ? '; paid in full.' : `; ${formatMoney(balance - amount)} left to pay.`);
          await saveChange({ record, actor, at }, ['PAYMENT_RECORDED', detail], { status, paid, payments: [...record.payments, payment] });
          return HttpResponse.json(toClientCredit(client));
        }),
      ),
    ),

    http.post(
      url('/api/clients/:id/credit/refunds'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = findClient(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const parsed = await readBody(request, clientCreditRefundRequest());
          if (isRefusal(parsed)) return parsed.refusal;
          const { client } = found;
          const credit = creditBalance(creditEntriesOf(client.id));
          const refused = recheck(clientCreditRefundRequest({ max: credit, today: today() }), parsed.body);
          if (refused) return refused;
          const { amount, refundedOn, method, reference } = parsed.body;
          const locked = periodLockRefusal(client.linkedBusinessId, [{ field: 'refundedOn', date: refundedOn }], 'this refund');
          if (locked) return locked;
          await insert(db.clientCredits, (id) => ({
            id,
            businessId: client.linkedBusinessId,
            clientId: client.id,
            kind: 'REFUNDED' as const,
            amount,
            date: refundedOn,
            method,
            ...(reference?.trim() ? { reference: reference.trim() } : {}),
            recordedBy: principal.user.username,
            recordedAt: nowIso(),
          }));
          return HttpResponse.json(toClientCredit(client));
        }),
      ),
    ),
  ];
}
