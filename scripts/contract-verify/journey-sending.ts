// Sending by email (docs/sending.md): the business's templates (listed, an unknown placeholder
// refused naming the field, one saved and put back afterwards), and the journey's invoice, a sent
// quote and a credit note emailed to an example.com address with a small PDF: a draft refused, a
// bad address and an attachment over the limit refused, a client's statement, the same Idempotency-Key answered once,
// the EMAILED event on each. Emails go to `kit-<run>@example.com` (RFC 2606: never delivered).
import { Blocked, body, need, type Context } from './journey-support';
import { createDraft, draftInput, INVALID_STATUS } from './journey-invoices';
import type { KitAnswer } from './session';

/** The smallest PDF a service would take, base64. */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
/** 700 KiB and one byte of PDF: over the documented limit, under the 1 MiB body limit once base64. */
const OVERSIZE_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(700 * 1024 - 8, 0x20)]).toString('base64');

const emailed = (a: KitAnswer) => {
  const events = Array.isArray(body(a).events) ? (body(a).events as Array<{ type?: unknown }>) : [];
  return events.some((event) => event.type === 'EMAILED') ? [] : ['must list an EMAILED event'];
};

/** Read-only mode: the templates of the first business the user may invoice for. */
async function readTemplates(ctx: Context): Promise<void> {
  const businesses = await ctx.session.call(
    'the businesses the user invoices for',
    { method: 'GET', path: '/api/invoicing/businesses', token: ctx.tokens.user },
    { status: 200 },
  );
  const first = Array.isArray(businesses.json) ? (businesses.json as Array<{ id?: unknown }>)[0] : undefined;
  if (typeof first?.id !== 'number') ctx.skipped.set('listEmailTemplates', 'the user invoices for no business');
  else {
    await ctx.session.call(
      "list a business's email templates",
      { method: 'GET', path: `/api/businesses/${first.id}/email-templates`, token: ctx.tokens.user },
      { status: 200 },
    );
  }
}

export async function sending(ctx: Context): Promise<void> {
  if (ctx.readOnly) return readTemplates(ctx);
  const { session, tokens, made } = ctx;
  const user = tokens.user;
  const business = made.business;
  const invoice = made.draft;
  if (!business || !invoice) throw new Blocked('the kit has no business and issued invoice to email');
  const address = `kit-${ctx.run}@example.com`;
  const email = (overrides: Record<string, unknown> = {}) => ({
    to: [address],
    subject: `Kit ${ctx.run}`,
    message: 'Sent by the conformance kit.',
    attachment: { fileName: `kit-${ctx.run}.pdf`, content: PDF },
    ...overrides,
  });

  const templates = await session.call(
    "list the business's email templates",
    { method: 'GET', path: `/api/businesses/${business.id}/email-templates`, token: user },
    {
      status: 200,
      check: (a) => {
        const kinds = Array.isArray(body(a).templates) ? (body(a).templates as Array<{ kind?: unknown }>).map((t) => t.kind) : [];
        return kinds.join() === 'INVOICE,QUOTE,CREDIT_NOTE,REMINDER,STATEMENT'
          ? []
          : ['must list one template per kind, in the enum order'];
      },
    },
  );
  const before = (Array.isArray(body(templates).templates) ? (body(templates).templates as Array<Record<string, unknown>>) : [])[0];
  const templatePath = `/api/businesses/${business.id}/email-templates/INVOICE`;
  await session.call(
    'save a template with an unknown placeholder: 400 naming message',
    { method: 'PUT', path: templatePath, token: user, body: { subject: 'Invoice {number}', message: 'Hello {nickname}' } },
    { status: 400, field: 'message' },
  );
  const saved = await session.call(
    'save the invoice template',
    {
      method: 'PUT',
      path: templatePath,
      token: user,
      body: { subject: 'Invoice {number}', message: `Kit ${ctx.run}: {balance} by {dueDate}.` },
    },
    { status: 200, check: (a) => (body(a).custom === true ? [] : ['a saved template must say custom: true']) },
  );
  if (saved.status === 200 && before && typeof before.subject === 'string' && typeof before.message === 'string') {
    const { subject, message } = before;
    ctx.cleanup.add('put the invoice template back', async () => {
      await session.call(
        'put the invoice template back',
        { method: 'PUT', path: templatePath, token: user, body: { subject, message } },
        { status: 200 },
      );
    });
  }

  const draft = await createDraft(ctx, 'create a draft to email', draftInput(ctx));
  const send = (name: string, path: string, sent: unknown, expected: Parameters<typeof session.call>[2], key?: string) =>
    session.call(
      name,
      { method: 'POST', path, token: user, body: sent, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) },
      expected,
    );
  await send('email a draft: 409', `/api/invoices/${draft.id}/emails`, email(), { status: 409, problemType: INVALID_STATUS });
  const invoicePath = `/api/invoices/${invoice.id}`;
  await send('email to a malformed address: 400 naming to.0', `${invoicePath}/emails`, email({ to: ['not an address'] }), {
    status: 400,
    field: 'to.0',
    invalidRequest: true,
  });
  await send(
    'email a PDF over 700 KiB: 413 naming attachment.content',
    `${invoicePath}/emails`,
    email({ attachment: { fileName: 'big.pdf', content: OVERSIZE_PDF } }),
    { status: 413 },
  );
  const key = `kit-${ctx.run}-invoice`;
  const first = await send('email the invoice', `${invoicePath}/emails`, email(), { status: 201 }, key);
  const sentId = need(first, 201, 'emailing the invoice');
  await send(
    'the same Idempotency-Key again: 200, the same email, not sent twice',
    `${invoicePath}/emails`,
    email(),
    { status: 200, check: (a) => (body(a).id === sentId ? [] : [`must answer the email already sent (${sentId})`]) },
    key,
  );
  await session.call(
    'the invoice after its email',
    { method: 'GET', path: invoicePath, token: user },
    { status: 200, check: (a) => [...emailed(a), ...(typeof body(a).sentAt === 'string' ? [] : ['must have sentAt'])] },
  );

  if (made.client) {
    await send("email the journey client's statement", `/api/clients/${made.client.id}/statements/emails`, email(), { status: 201 });
  } else ctx.skipped.set('emailStatement', 'the kit made no client');

  const quotes = await session.call(
    'find a numbered quote to email',
    { method: 'GET', path: `/api/quotes?businessId=${business.id}&status=SENT&status=ACCEPTED&status=DECLINED&size=1`, token: user },
    { status: 200 },
  );
  const quote = (Array.isArray(body(quotes).content) ? (body(quotes).content as Array<{ id?: unknown }>) : [])[0];
  if (typeof quote?.id !== 'number') ctx.skipped.set('emailQuote', 'the quotes section left no sent quote');
  else {
    await send('email a sent quote', `/api/quotes/${quote.id}/emails`, email(), { status: 201 });
    await session.call(
      'the quote after its email',
      { method: 'GET', path: `/api/quotes/${quote.id}`, token: user },
      { status: 200, check: emailed },
    );
  }

  const notes = await session.call(
    "find the invoice's credit notes",
    { method: 'GET', path: `/api/credit-notes?invoiceId=${invoice.id}&size=1`, token: user },
    { status: 200 },
  );
  const note = (Array.isArray(body(notes).content) ? (body(notes).content as Array<{ id?: unknown }>) : [])[0];
  if (typeof note?.id !== 'number') ctx.skipped.set('emailCreditNote', 'the credit notes section left no credit note');
  else {
    await send('email a credit note', `/api/credit-notes/${note.id}/emails`, email(), { status: 201 });
    await session.call(
      'the credit note after its email',
      { method: 'GET', path: `/api/credit-notes/${note.id}`, token: user },
      { status: 200, check: emailed },
    );
  }
}
