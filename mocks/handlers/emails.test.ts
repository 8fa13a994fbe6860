// Sending documents by email (docs/sending.md): who may, what is refused and how, the outbox, the
// event on the document, no double sending, and the business's templates.
import { describe, expect, it } from 'vitest';
import { EMAIL_ATTACHMENT_MAX_BYTES } from '../../src/lib/email-templates';
import { call, callerFor, tokenFor } from '../testing/call';
import { startHttpServer } from '../testing/http-server';
import { asAdmin, asMere, asUser, createDraft, issue, type Json } from '../testing/invoices';
import { createQuote, sentQuote } from '../testing/quotes';

/** A tiny but real-looking PDF, base64. */
const PDF = btoa('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const emailBody = (overrides: Record<string, unknown> = {}) => ({
  to: ['mere@example.com'],
  subject: 'Invoice RENO-0042 from Kiwi Home Renovations Ltd',
  message: 'Kia ora Mere,\n\nPlease find attached your invoice.',
  attachment: { fileName: 'RENO-0042.pdf', content: PDF },
  ...overrides,
});

type Invoice = Json & {
  id: number;
  version: number;
  number: string;
  sentAt?: string;
  events: Array<{ type: string; detail: string; actor: string }>;
};

async function issuedInvoice(token: string) {
  const issued = await issue(token, await createDraft(token));
  expect(issued.status).toBe(200);
  return issued.json as Invoice;
}

const send = (token: string, path: string, body: unknown = emailBody(), headers: Record<string, string> = {}) =>
  call('POST', path, { token, body, headers });

/** The field errors of a send refused with 400. */
async function fieldErrorsOf(token: string, path: string, body: unknown) {
  const answer = await send(token, path, body);
  expect(answer.status).toBe(400);
  return (answer.json as unknown as { errors: Array<{ field: string; message: string }> }).errors;
}

const outbox = async () =>
  (await call('GET', '/__mock/outbox')).json as unknown as { emails: Array<Record<string, unknown> & { id: number }> };

describe('emailing an invoice', () => {
  it('sends it: 201 with the email, kept in the outbox with its PDF, and the invoice marked sent with an event', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const answer = await send(
      token,
      `/api/invoices/${invoice.id}/emails`,
      emailBody({ to: ['mere@example.com', 'accounts@example.com'], cc: ['boss@example.com'] }),
    );
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      documentType: 'INVOICE',
      documentId: invoice.id,
      documentNumber: invoice.number,
      to: ['mere@example.com', 'accounts@example.com'],
      cc: ['boss@example.com'],
      sentBy: 'user',
      attachment: { fileName: 'RENO-0042.pdf', contentType: 'application/pdf', size: atob(PDF).length },
    });

    const after = (await call('GET', `/api/invoices/${invoice.id}`, { token })).json as Invoice;
    expect(after.sentAt).toBeDefined();
    const listed = (await call('GET', '/api/invoices?size=100', { token })).json as unknown as {
      content: Array<{ id: number; sentAt?: string }>;
    };
    expect(listed.content.find((item) => item.id === invoice.id)?.sentAt).toBe(after.sentAt);
    expect(after.version).toBe(invoice.version);
    expect(after.events.at(-1)).toMatchObject({
      type: 'EMAILED',
      actor: 'user',
      detail: 'Emailed to mere@example.com, accounts@example.com (cc boss@example.com).',
    });

    const { emails } = await outbox();
    expect(emails[0]).toMatchObject({ documentNumber: invoice.number, subject: emailBody().subject, attachment: { kept: true } });
    const full = await call('GET', `/__mock/outbox/${emails[0]?.id ?? 0}`);
    expect(full.json).toMatchObject({ message: emailBody().message });
    const pdf = await fetch(new URL(`__mock/outbox/${emails[0]?.id ?? 0}/attachment`, 'http://localhost:8080/'));
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(await pdf.text()).toBe(atob(PDF));
  });

  it('refuses a draft and a void invoice with 409, sending nothing', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const refused = await send(token, `/api/invoices/${draft.id}/emails`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      type: 'urn:invoicing:invalid-status',
      detail: 'Issue the draft before emailing it: a draft has no number.',
    });

    const invoice = await issuedInvoice(token);
    await call('POST', `/api/invoices/${invoice.id}/void`, { token, body: { version: invoice.version, reason: 'Wrong client' } });
    expect((await send(token, `/api/invoices/${invoice.id}/emails`)).status).toBe(409);
    expect((await outbox()).emails).toHaveLength(0);
  });

  it('answers 401 without a token, 403 for another business, 404 for no invoice', async () => {
    const invoice = await issuedInvoice(await asUser());
    expect((await call('POST', `/api/invoices/${invoice.id}/emails`, { body: emailBody() })).status).toBe(401);
    expect((await send(await asMere(), `/api/invoices/${invoice.id}/emails`)).status).toBe(403);
    expect((await send(await asAdmin(), '/api/invoices/999999/emails')).status).toBe(404);
  });

  it('names each bad field with 400, never 500: addresses, subject, message, attachment', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const path = `/api/invoices/${invoice.id}/emails`;
    const fieldsOf = (body: unknown) => fieldErrorsOf(token, path, body);
    expect(await fieldsOf(emailBody({ to: ['mere@example.com', 'not an address'] }))).toEqual([
      { field: 'to.1', message: 'Enter an email address like name@example.com.' },
    ]);
    expect(await fieldsOf(emailBody({ to: [] }))).toEqual([{ field: 'to', message: 'Enter at least one address to send to.' }]);
    expect(await fieldsOf(emailBody({ subject: '  ' }))).toEqual([{ field: 'subject', message: 'Enter a subject.' }]);
    expect(await fieldsOf(emailBody({ attachment: { fileName: 'x.pdf', content: 'not base64!' } }))).toEqual([
      { field: 'attachment.content', message: 'The attachment must be base64.' },
    ]);
    expect(await fieldsOf(emailBody({ attachment: { fileName: 'x.pdf', content: btoa('GIF89a....') } }))).toEqual([
      { field: 'attachment.content', message: 'The attachment is not a PDF.' },
    ]);
    expect((await fieldsOf(emailBody({ to: 'mere@example.com' })))[0]).toEqual({ field: 'to', message: 'Send the addresses as a list.' });
    expect((await outbox()).emails).toHaveLength(0);
  });

  it('refuses a control character in a subject or an address with 400 naming it, as a mailer would write them into headers', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const path = `/api/invoices/${invoice.id}/emails`;
    const fieldsOf = (body: unknown) => fieldErrorsOf(token, path, body);
    const subject = 'The subject must be one line: remove line breaks, tabs and other control characters.';
    const address = 'Remove the line break or other control character from this address.';
    expect(await fieldsOf(emailBody({ subject: 'Hi\r\nBcc: victim@example.nz' }))).toEqual([{ field: 'subject', message: subject }]);
    expect(await fieldsOf(emailBody({ subject: 'Invoice\u0000 42' }))).toEqual([{ field: 'subject', message: subject }]);
    expect(await fieldsOf(emailBody({ subject: 'Invoice\u2028Bcc: victim@example.nz' }))).toEqual([{ field: 'subject', message: subject }]);
    expect(await fieldsOf(emailBody({ to: ['mere@example.com\r\nBcc: victim@example.nz'] }))).toEqual([{ field: 'to.0', message: address }]);
    expect(await fieldsOf(emailBody({ to: ['mere@example.com\r\n'] }))).toEqual([{ field: 'to.0', message: address }]);
    expect(await fieldsOf(emailBody({ cc: ['boss\u0007@example.com'] }))).toEqual([{ field: 'cc.0', message: address }]);
    // The message is the body, not a header: its lines are kept.
    expect((await send(token, path, emailBody({ message: 'Kia ora,\r\n\r\nThank you.' }))).status).toBe(201);

    const template = await call('PUT', '/api/businesses/1/email-templates/INVOICE', {
      token,
      body: { subject: 'Invoice {number}\nBcc: victim@example.nz', message: 'Hello' },
    });
    expect(template.status).toBe(400);
    expect(template.json).toMatchObject({ errors: [{ field: 'subject', message: subject }] });
    expect((await outbox()).emails.map((email) => email.message)).toEqual(['Kia ora,\r\n\r\nThank you.']);
  });

  it('refuses a PDF over the limit with 413 naming the attachment', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const big = btoa('%PDF-' + 'x'.repeat(EMAIL_ATTACHMENT_MAX_BYTES));
    const answer = await send(
      token,
      `/api/invoices/${invoice.id}/emails`,
      emailBody({ attachment: { fileName: 'big.pdf', content: big } }),
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({
      errors: [
        {
          field: 'attachment.content',
          message: 'The PDF is 701 KB; an email can carry at most 700 KB. Shorten the document or send it another way.',
        },
      ],
    });
  });

  it('refuses an address at bounce.test with 422 naming it, and records nothing', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const answer = await send(
      token,
      `/api/invoices/${invoice.id}/emails`,
      emailBody({ to: ['mere@example.com'], cc: ['nobody@bounce.test'] }),
    );
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      type: 'urn:invoicing:email-bounced',
      errors: [{ field: 'cc.0', message: 'The mail server for nobody@bounce.test refused it: the address does not exist.' }],
    });
    expect((await outbox()).emails).toHaveLength(0);
    const after = (await call('GET', `/api/invoices/${invoice.id}`, { token })).json as Invoice;
    expect(after.sentAt).toBeUndefined();
  });

  it('sends once for one Idempotency-Key, however many requests arrive at once', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const headers = { 'Idempotency-Key': 'b3f6a1d2-0c55-4a39-9a4e-5f2f0d8e7c11' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(token, `/api/invoices/${invoice.id}/emails`, emailBody(), headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => (answer.json as unknown as { id: number }).id)).size).toBe(1);
    expect((await outbox()).emails).toHaveLength(1);
    const other = await issuedInvoice(token);
    expect((await send(token, `/api/invoices/${other.id}/emails`, emailBody(), headers)).status).toBe(409);
  });
});

describe('emailing a quote and a credit note', () => {
  it('emails a sent quote with an EMAILED event, and refuses a draft quote', async () => {
    const token = await asUser();
    const draft = await createQuote(token);
    expect((await send(token, `/api/quotes/${draft.id}/emails`)).status).toBe(409);
    const quote = await sentQuote(token);
    expect((await send(token, `/api/quotes/${quote.id}/emails`)).status).toBe(201);
    const after = (await call('GET', `/api/quotes/${quote.id}`, { token })).json as unknown as {
      status: string;
      events: Array<{ type: string }>;
    };
    expect(after.status).toBe('SENT');
    expect(after.events.at(-1)?.type).toBe('EMAILED');
  });

  it('emails a credit note, listing the email in its events', async () => {
    const token = await asUser();
    const page = (await call('GET', '/api/credit-notes?size=1', { token })).json as unknown as { content: Array<{ id: number }> };
    const id = page.content[0]?.id ?? 0;
    expect((await send(token, `/api/credit-notes/${id}/emails`)).status).toBe(201);
    const note = (await call('GET', `/api/credit-notes/${id}`, { token })).json as unknown as {
      events: Array<{ type: string; detail: string }>;
    };
    expect(note.events).toEqual([expect.objectContaining({ type: 'EMAILED', detail: 'Emailed to mere@example.com.' })]);
    expect((await send(await asMere(), `/api/credit-notes/${id}/emails`)).status).toBe(403);
  });
});

describe('emailing a statement', () => {
  it('emails a client’s statement, recorded in the outbox under the client, for those who may invoice for its business', async () => {
    const token = await asUser();
    const answer = await send(token, '/api/clients/1/statements/emails');
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ documentType: 'STATEMENT', documentId: 1, businessId: 1 });
    expect((answer.json as unknown as { documentNumber: string }).documentNumber).toMatch(/^Statement for /);
    expect((await outbox()).emails).toHaveLength(1);
    expect((await send(await asMere(), '/api/clients/1/statements/emails')).status).toBe(403);
    expect((await send(token, '/api/clients/999999/statements/emails')).status).toBe(404);
  });
});

describe('email templates', () => {
  it('lists the defaults, saves the business’s own, and refuses unknown placeholders naming them', async () => {
    const token = await asUser();
    const listed = await call('GET', '/api/businesses/1/email-templates', { token });
    expect(listed.status).toBe(200);
    const templates = (listed.json as unknown as { templates: Array<{ kind: string; custom: boolean }> }).templates;
    expect(templates.map((t) => [t.kind, t.custom])).toEqual([
      ['INVOICE', false],
      ['QUOTE', false],
      ['CREDIT_NOTE', false],
      ['REMINDER', false],
      ['STATEMENT', false],
    ]);

    const saved = await call('PUT', '/api/businesses/1/email-templates/INVOICE', {
      token,
      body: { subject: 'Invoice {number}', message: 'Hi {client}, {balance} by {dueDate}.' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      kind: 'INVOICE',
      subject: 'Invoice {number}',
      message: 'Hi {client}, {balance} by {dueDate}.',
      custom: true,
    });

    const refused = await call('PUT', '/api/businesses/1/email-templates/QUOTE', {
      token,
      body: { subject: 'Quote {number}', message: 'Due {dueDate}, {nickname}.' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      errors: [
        {
          field: 'message',
          message: 'Unknown placeholders {dueDate}, {nickname}. Use only {client}, {business}, {number}, {total}, {validUntil}, {link}.',
        },
      ],
    });
    expect((await call('PUT', '/api/businesses/1/email-templates/LETTER', { token, body: { subject: 'a', message: 'b' } })).status).toBe(
      400,
    );
    expect((await call('GET', '/api/businesses/1/email-templates', { token: await asMere() })).status).toBe(403);
    expect((await call('GET', '/api/businesses/999/email-templates', { token })).status).toBe(404);
  });
});

describe('the outbox over real HTTP (npm run mock:server)', () => {
  it('serves the emails sent and each PDF with its test controls on, as the in-page mock does', async () => {
    const running = await startHttpServer({ controls: true });
    try {
      const http = callerFor(running.base);
      const token = await tokenFor('user', 'user123', http);
      const issued = await http('POST', '/api/invoices', {
        token,
        body: {
          businessId: 1,
          clientId: 1,
          issueDate: new Date().toISOString().slice(0, 10),
          dueDate: '2099-01-01',
          lines: [{ description: 'Work', quantity: '1', unitPrice: 10000, taxCode: 'STANDARD' }],
        },
      });
      const draft = issued.json as unknown as { id: number; version: number };
      const numbered = await http('POST', `/api/invoices/${draft.id}/issue`, { token, body: { version: draft.version } });
      expect(numbered.status).toBe(200);
      expect((await http('POST', `/api/invoices/${draft.id}/emails`, { token, body: emailBody() })).status).toBe(201);
      const listed = (await http('GET', '/__mock/outbox')).json as unknown as { emails: Array<{ id: number; subject: string }> };
      expect(listed.emails.map((email) => email.subject)).toEqual([emailBody().subject]);
      const pdf = await fetch(`${running.base}/__mock/outbox/${listed.emails[0]?.id ?? 0}/attachment`);
      expect(pdf.status).toBe(200);
      expect(await pdf.text()).toBe(atob(PDF));
      expect((await http('GET', '/__mock/outbox/999')).status).toBe(404);
    } finally {
      await running.close();
    }
  });
});
