// Payment reminders (docs/sending.md#reminders): the business's rules, the per-invoice and per-client
// switches, the dashboard's overview, and the run that sends what the mock's clock says is due.
import { http, HttpResponse } from 'msw';
import { REMINDERS_BUDGET_MS, REMINDERS_PER_REQUEST } from '../../src/config/invoicing';
import { reminderSettingsRequest, reminderSwitchRequest } from '../../src/lib/requests/reminders';
import { sortRules } from '../../src/lib/reminders';
import { authenticate } from '../runtime/auth';
import { offersPart } from '../runtime/capabilities';
import { today } from '../runtime/clock';
import { db, insert, serialise } from '../runtime/db';
import { notFound } from '../runtime/problem';
import { mayInvoiceFor } from '../domain/invoicing';
import { anyReminderDue, invoiceRemindersOf, overviewOf, sendDueReminders, settingsOf } from '../domain/reminders';
import { businessFor } from './emails';
import { isRefusal, oneAtATime, parseId, readBody } from './http-utils';
import { forbiddenBusiness, onInvoice, signedIn } from './invoice-common';
import { businessIdParameter, fieldProblem } from './invoice-requests';
import { scope } from './invoices';
import type { UrlFor } from './types';

function clientFor(principal: Parameters<typeof mayInvoiceFor>[0], rawId: unknown) {
  const id = parseId(typeof rawId === 'string' ? rawId : undefined);
  const client = id === null ? undefined : db.clients.findFirst((q) => q.where({ id }));
  const business = client && db.businesses.findFirst((q) => q.where({ id: client.linkedBusinessId }));
  if (!client || !business) return { refusal: notFound('Client') };
  if (!mayInvoiceFor(principal, business)) return { refusal: forbiddenBusiness(business) };
  return { client };
}

export function reminderHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/businesses/:id/reminder-settings'),
      signedIn(({ principal, params }) => {
        const found = businessFor(principal, params.id);
        return isRefusal(found) ? found.refusal : HttpResponse.json(settingsOf(found.business.id));
      }),
    ),

    http.put(
      url('/api/businesses/:id/reminder-settings'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const found = businessFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const sent = await readBody(request, reminderSettingsRequest);
          if (isRefusal(sent)) return sent.refusal;
          const businessId = found.business.id;
          const before = settingsOf(businessId);
          const rules = sortRules(sent.body.rules.map((rule) => ({ ...rule, subject: rule.subject.trim() })));
          // Switched on now: rule dates from today on send, not every old one (decision 264).
          const since = sent.body.enabled && !before.enabled ? today() : before.since;
          const content = { enabled: sent.body.enabled, rules, ...(since ? { since } : {}) };
          const stored = db.reminderSettings.findFirst((q) => q.where({ businessId }));
          if (stored) {
            await db.reminderSettings.update((q) => q.where({ id: stored.id }), {
              data(draft) {
                Object.assign(draft, content);
              },
            });
          } else {
            await insert(db.reminderSettings, (id) => ({ id, businessId, ...content }));
          }
          return HttpResponse.json(settingsOf(businessId));
        }),
      ),
    ),

    http.get(
      url('/api/invoices/:id/reminders'),
      onInvoice(({ record }) => HttpResponse.json(invoiceRemindersOf(record, today()))),
    ),

    http.put(
      url('/api/invoices/:id/reminders'),
      oneAtATime(
        onInvoice(async ({ record, request }) => {
          const sent = await readBody(request, reminderSwitchRequest);
          if (isRefusal(sent)) return sent.refusal;
          const updated = await db.invoices.update((q) => q.where({ id: record.id }), {
            data(draft) {
              draft.remindersOff = !sent.body.enabled;
            },
          });
          return HttpResponse.json(invoiceRemindersOf(updated ?? record, today()));
        }),
      ),
    ),

    http.get(
      url('/api/clients/:id/reminders'),
      signedIn(({ principal, params }) => {
        const found = clientFor(principal.user, params.id);
        return isRefusal(found) ? found.refusal : HttpResponse.json({ enabled: found.client.remindersOff !== true });
      }),
    ),

    http.put(
      url('/api/clients/:id/reminders'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const found = clientFor(principal.user, params.id);
          if (isRefusal(found)) return found.refusal;
          const sent = await readBody(request, reminderSwitchRequest);
          if (isRefusal(sent)) return sent.refusal;
          await db.clients.update((q) => q.where({ id: found.client.id }), {
            data(draft) {
              draft.remindersOff = !sent.body.enabled;
            },
          });
          return HttpResponse.json({ enabled: sent.body.enabled });
        }),
      ),
    ),

    http.get(
      url('/api/reminders/overview'),
      signedIn(({ principal, request }) => {
        const businessId = businessIdParameter(new URL(request.url).searchParams);
        if (businessId === null) return fieldProblem('businessId', 'The business id must be a whole number from 1.');
        const allowed = scope(principal, businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json(overviewOf(today(), allowed));
      }),
    ),
  ];
}

const REMINDING_PATHS = /^api\/(invoices|invoicing|schedules|reminders)([/?#]|$)/;

/**
 * Before every signed-in invoicing request: the reminders due by the mock's clock, under the write
 * lock. Answers nothing, so the request goes on to its own handler.
 */
export function reminderRunHandler(base: string) {
  return http.all(
    ({ request }) => offersPart('sending') && request.url.startsWith(base) && REMINDING_PATHS.test(request.url.slice(base.length)),
    async ({ request }) => {
      // Checked again inside the lock, invoice by invoice.
      if (!anyReminderDue(today())) return undefined;
      const auth = await authenticate(request, ['USER', 'ADMIN']);
      if ('principal' in auth) await serialise(() => sendDueReminders(today(), REMINDERS_PER_REQUEST, REMINDERS_BUDGET_MS));
      return undefined;
    },
  );
}
