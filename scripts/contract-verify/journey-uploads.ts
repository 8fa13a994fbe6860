// Uploads and emails are what they claim (issue 33), steps listed in the report with their expected
// answer: a receipt form carrying two files refused whole, a PDF that runs JavaScript on opening
// refused (also when packed in a compressed object stream), a receipt served as a download (a PDF)
// or inline (an image) with nosniff and a sandboxing CSP, a PNG named .pdf kept under .png, and a
// line break or control character in an email's subject, its addresses or a template's subject
// refused naming the field (a mailer would write them into headers).
import { deflateSync } from 'node:zlib';
import { Blocked, body, need, type Context } from './journey-support';
import { multipart, type FormField } from './multipart';
import type { KitAnswer } from './session';

const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const SCRIPTED_PDF =
  "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /S /JavaScript /JS (app.alert('kit')) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
/** The same action inside a compressed object stream, where PDF 1.5+ writers put dictionaries. */
function packedScriptedPdf(): Uint8Array {
  const packed = deflateSync(Buffer.from("3 0 << /S /JavaScript /JS (app.alert('kit')) >>", 'latin1'));
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        'latin1',
      ),
      packed,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
    ]),
  );
}
/** A PNG's signature and the start of its header chunk: what a service tells a PNG by. */
const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52);
const SMALL_PDF_BASE64 = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

const SANDBOX = "sandbox; default-src 'none'";
const servedSafely = (disposition: 'inline' | 'attachment') => (a: KitAnswer) => [
  ...(a.headers.get('Content-Disposition')?.startsWith(`${disposition};`) ? [] : [`Content-Disposition must be ${disposition}`]),
  ...(a.headers.get('X-Content-Type-Options') === 'nosniff' ? [] : ['X-Content-Type-Options must be nosniff']),
  ...(a.headers.get('Content-Security-Policy') === SANDBOX ? [] : [`Content-Security-Policy must be "${SANDBOX}"`]),
];

/** The first bill of the kit's business (the bills section recorded one). */
async function kitBill(ctx: Context): Promise<number> {
  const business = ctx.made.business;
  if (!business) throw new Blocked('the kit has no business');
  const bills = await ctx.session.call(
    "the kit business's bills, for the upload checks",
    { method: 'GET', path: `/api/bills?businessId=${business.id}&size=1`, token: ctx.tokens.user },
    { status: 200 },
  );
  const first = (Array.isArray(body(bills).content) ? (body(bills).content as Array<{ id?: unknown }>) : [])[0];
  if (typeof first?.id !== 'number') throw new Blocked('the bills section left no bill');
  return first.id;
}

async function receiptChecks(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const billId = await kitBill(ctx);
  const path = `/api/bills/${billId}/receipts`;
  const upload = (fields: FormField[]) => {
    const form = multipart(fields);
    return { method: 'POST', path, token: tokens.user, rawBody: form.body, contentType: form.contentType };
  };
  const file = (fileName: string, bytes: Uint8Array, type = 'application/pdf'): FormField => ({ name: 'file', fileName, type, bytes });
  await session.call(
    'a receipt form with two `file` parts: 400 naming file',
    upload([file(`kit-${ctx.run}-a.pdf`, latin1(PDF)), file(`kit-${ctx.run}-b.pdf`, latin1(PDF))]),
    { status: 400, field: 'file', invalidRequest: true },
  );
  await session.call(
    'after the two-file form: the bill holds none of its files',
    { method: 'GET', path: `/api/bills/${billId}`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const receipts = Array.isArray(body(a).receipts) ? (body(a).receipts as Array<{ fileName?: unknown }>) : [];
        return receipts.some((receipt) => String(receipt.fileName).startsWith(`kit-${ctx.run}-`))
          ? ['a form with two files must store none of them, not its first']
          : [];
      },
    },
  );
  await session.call('a PDF whose /OpenAction runs JavaScript: 400 naming file', upload([file('kit-scripted.pdf', latin1(SCRIPTED_PDF))]), {
    status: 400,
    field: 'file',
  });
  await session.call(
    'a PDF whose JavaScript action is in a compressed object stream: 400 naming file',
    upload([file('kit-packed.pdf', packedScriptedPdf())]),
    { status: 400, field: 'file' },
  );

  const pdf = await session.call('a plain PDF receipt: 201', upload([file('kit plain.pdf', latin1(PDF))]), { status: 201 });
  const pdfId = need(pdf, 201, 'attaching a plain PDF');
  await session.call(
    'the PDF receipt served: attachment, nosniff, sandbox CSP',
    { method: 'GET', path: `${path}/${pdfId}`, token: tokens.user },
    { status: 200, check: servedSafely('attachment') },
  );
  const png = await session.call('a PNG named kit-photo.pdf: 201, kept as kit-photo.png, image/png', upload([file('kit-photo.pdf', PNG)]), {
    status: 201,
    check: (a) =>
      body(a).fileName === 'kit-photo.png' && body(a).contentType === 'image/png'
        ? []
        : ['must be kept as kit-photo.png, image/png: the name says what the bytes are'],
  });
  const pngId = need(png, 201, 'attaching a PNG named .pdf');
  await session.call(
    'the image receipt served: inline, nosniff, sandbox CSP',
    { method: 'GET', path: `${path}/${pngId}`, token: tokens.user },
    { status: 200, check: servedSafely('inline') },
  );
  for (const id of [pdfId, pngId]) {
    await session.call(`remove receipt ${id}`, { method: 'DELETE', path: `${path}/${id}`, token: tokens.user }, { status: 204 });
  }
}

async function emailChecks(ctx: Context): Promise<void> {
  const { session, tokens, made } = ctx;
  const invoice = made.draft;
  const business = made.business;
  if (!invoice || !business) throw new Blocked('the kit has no issued invoice to email');
  const address = `kit-${ctx.run}@example.com`;
  const email = (overrides: Record<string, unknown>) => ({
    to: [address],
    subject: `Kit ${ctx.run}`,
    message: 'Sent by the conformance kit.',
    attachment: { fileName: `kit-${ctx.run}.pdf`, content: SMALL_PDF_BASE64 },
    ...overrides,
  });
  const path = `/api/invoices/${invoice.id}/emails`;
  for (const [name, sent, field] of [
    [
      'an email whose subject is "Hi\\r\\nBcc: victim@example.nz": 400 naming subject',
      email({ subject: 'Hi\r\nBcc: victim@example.nz' }),
      'subject',
    ],
    [
      'an email to an address ending "\\r\\nBcc: victim@example.nz": 400 naming to.0',
      email({ to: [`${address}\r\nBcc: victim@example.nz`] }),
      'to.0',
    ],
    ['an email copied to an address holding a NUL: 400 naming cc.0', email({ cc: [`kit-${ctx.run}\u0000@example.com`] }), 'cc.0'],
  ] as const) {
    await session.call(name, { method: 'POST', path, token: tokens.user, body: sent }, { status: 400, field, invalidRequest: true });
  }
  await session.call(
    'an invoice template whose subject holds a line break: 400 naming subject',
    {
      method: 'PUT',
      path: `/api/businesses/${business.id}/email-templates/INVOICE`,
      token: tokens.user,
      body: { subject: 'Invoice {number}\nBcc: victim@example.nz', message: 'Kit {number}' },
    },
    { status: 400, field: 'subject', invalidRequest: true },
  );
}

export async function uploadsAndEmails(ctx: Context): Promise<void> {
  await receiptChecks(ctx);
  await emailChecks(ctx);
}
