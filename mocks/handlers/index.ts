// Every endpoint of openapi.yaml, for one backend base URL, between the routing edges
// (routing.ts): first the gate (cold start, malformed paths), last the 405/404 fallback.
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { bankAccountHandlers } from './bank-accounts';
import { bankMatchHandlers } from './bank-matches';
import { creditNoteHandlers } from './credit-notes';
import { documentLinkHandlers } from './document-links';
import { billHandlers } from './bills';
import { clientCreditHandlers } from './client-credits';
import { emailHandlers } from './emails';
import { bookHandlers } from './books';
import { capabilityHandlers } from './capabilities';
import { healthHandlers } from './health';
import { invoiceHandlers } from './invoices';
import { outboxHandlers } from './outbox';
import { quoteHandlers } from './quotes';
import { receiptHandlers } from './receipts';
import { reminderHandlers, reminderRunHandler } from './reminders';
import { reportHandlers } from './reports';
import { ledgerHandlers } from './ledger';
import { createRouting } from './routing';
import { generationHandler } from './schedule-generation';
import { scheduleHandlers } from './schedules';
import { statementRunHandlers } from './statement-runs';
import { supplierHandlers } from './suppliers';
import type { UrlFor } from './types';
import { userHandlers } from './users';

/** First path segments that belong to the API. */
const API_ROOTS = ['api', 'auth', 'actuator'];

const withSlash = (baseUrl: string) => (baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

function urlFor(baseUrl: string): UrlFor {
  const base = withSlash(baseUrl);
  return (path) => `${base}${path.replace(/^\//, '')}`;
}

function endpointHandlers(url: UrlFor) {
  return [
    ...healthHandlers(url),
    ...capabilityHandlers(url),
    ...authHandlers(url),
    ...userHandlers(url),
    ...adminHandlers(url),
    ...invoiceHandlers(url),
    ...scheduleHandlers(url),
    ...quoteHandlers(url),
    ...creditNoteHandlers(url),
    ...bookHandlers(url),
    ...reportHandlers(url),
    ...ledgerHandlers(url),
    ...supplierHandlers(url),
    ...billHandlers(url),
    ...receiptHandlers(url),
    ...bankAccountHandlers(url),
    ...bankMatchHandlers(url),
    ...clientCreditHandlers(url),
    ...emailHandlers(url),
    ...statementRunHandlers(url),
    ...reminderHandlers(url),
    ...outboxHandlers(url),
    ...documentLinkHandlers(url),
  ];
}

/** The handlers and the route table, for servers that answer some requests themselves. */
export function createBackend(baseUrl: string) {
  const endpoints = endpointHandlers(urlFor(baseUrl));
  const routing = createRouting(withSlash(baseUrl), API_ROOTS, endpoints);
  // Recurring invoices due are made before any signed-in invoicing request is answered.
  const generation = generationHandler(withSlash(baseUrl));
  // Then the payment reminders due by the mock's clock are sent (decision 264).
  const reminders = reminderRunHandler(withSlash(baseUrl));
  return { handlers: [routing.gate, generation, reminders, ...endpoints, routing.fallback], allowedMethods: routing.allowedMethods };
}

export function createHandlers(baseUrl: string) {
  return createBackend(baseUrl).handlers;
}
