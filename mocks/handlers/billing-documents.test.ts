// The invoice history's mixed list: invoices and credit notes in one page, credit notes negative.
import { describe, expect, it } from 'vitest';
import { call } from '../testing/call';
import { asAdmin, asUser, createDraft, issue, today } from '../testing/invoices';

interface Row {
  documentType: 'INVOICE' | 'CREDIT_NOTE';
  id: number;
  number?: string;
  issueDate: string;
  amount: number;
  invoice?: { id: number; total: number; status: string };
  creditNote?: { invoiceId: number; invoiceNumber: string; total: number; gst: number; reason: string };
}
interface Page {
  content: Row[];
  page: { size: number; number: number; totalElements: number; totalPages: number };
}

async function creditedInvoice(token: string) {
  const draft = await createDraft(token);
  const invoice = (await issue(token, draft)).json as unknown as { id: number; number: string; version: number; total: number };
  const answer = await call('POST', `/api/invoices/${invoice.id}/credit-notes`, {
    token,
    body: { kind: 'AMOUNT', amount: 11_500, reason: 'Skirting not fitted' },
  });
  expect(answer.status).toBe(201);
  return { invoice, note: answer.json as unknown as { id: number; number: string; total: number; gst: number } };
}

const documents = async (token: string, query: string) => {
  const answer = await call('GET', `/api/billing-documents${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.json as unknown as Page;
};

describe('GET /api/billing-documents', () => {
  it('lists an invoice and its credit note together, the credit note negative and naming the invoice', async () => {
    const token = await asUser();
    const { invoice, note } = await creditedInvoice(token);
    const both = await documents(token, `?q=${invoice.number}&size=2000`);
    const rows = both.content.filter((row) => row.id === invoice.id || row.id === note.id);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentType: 'INVOICE', id: invoice.id, amount: invoice.total }),
        expect.objectContaining({
          documentType: 'CREDIT_NOTE',
          id: note.id,
          number: note.number,
          issueDate: today(),
          amount: -11_500,
          creditNote: {
            invoiceId: invoice.id,
            invoiceNumber: invoice.number,
            invoiceIssueDate: today(),
            total: 11_500,
            gst: note.gst,
            reason: 'Skirting not fitted',
          },
        }),
      ]),
    );
    expect(both.content.find((row) => row.documentType === 'INVOICE' && row.id === invoice.id)?.invoice).toMatchObject({
      id: invoice.id,
      total: invoice.total,
    });
  });

  it('filters by document type, and a status filter leaves credit notes out', async () => {
    const token = await asUser();
    const { note } = await creditedInvoice(token);
    const notes = await documents(token, '?documentType=CREDIT_NOTE&size=2000');
    expect(notes.content.length).toBeGreaterThan(0);
    expect(notes.content.every((row) => row.documentType === 'CREDIT_NOTE' && row.amount < 0)).toBe(true);
    expect(notes.content.map((row) => row.id)).toContain(note.id);
    const invoices = await documents(token, '?documentType=INVOICE&size=2000');
    expect(invoices.content.every((row) => row.documentType === 'INVOICE')).toBe(true);
    const all = await documents(token, '?size=2000');
    expect(all.page.totalElements).toBe(notes.page.totalElements + invoices.page.totalElements);
    const issued = await documents(token, '?status=ISSUED&size=2000');
    expect(issued.content.some((row) => row.documentType === 'CREDIT_NOTE')).toBe(false);
    expect(issued.content.length).toBeGreaterThan(0);
  });

  it('sorts by signed amount and pages without skipping or repeating rows', async () => {
    const token = await asUser();
    await creditedInvoice(token);
    const whole = await documents(token, '?sort=amount,asc&size=2000');
    const amounts = whole.content.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts[0]).toBeLessThan(0);
    const paged: string[] = [];
    for (let page = 0; page < whole.page.totalElements / 7; page += 1) {
      paged.push(...(await documents(token, `?sort=amount,asc&size=7&page=${page}`)).content.map((row) => `${row.documentType}${row.id}`));
    }
    expect(paged).toEqual(whole.content.map((row) => `${row.documentType}${row.id}`));
  });

  it('refuses bad parameters naming them, and a business the caller may not use', async () => {
    const token = await asUser();
    const refused = async (query: string) => (await call('GET', `/api/billing-documents${query}`, { token })).json.errors;
    expect(await refused('?documentType=QUOTE')).toEqual([
      { field: 'documentType', message: 'The document type must be one of INVOICE, CREDIT_NOTE.' },
    ]);
    expect(await refused('?sort=dueDate,asc')).toEqual([
      { field: 'sort', message: 'Sort by one of issueDate, number, clientName, amount, then asc or desc, e.g. issueDate,desc.' },
    ]);
    expect(await refused('?page=-1')).toEqual([expect.objectContaining({ field: 'page' })]);
    expect((await call('GET', '/api/billing-documents?businessId=2', { token })).status).toBe(403);
    const admin = await asAdmin();
    expect((await call('GET', '/api/billing-documents?businessId=2', { token: admin })).status).toBe(200);
  });
});
