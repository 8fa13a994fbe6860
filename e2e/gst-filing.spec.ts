// Filing a GST return and the period lock (issue 22): the return of an ended period checked to the
// cent, marked filed; a new invoice dated in that period refused beside its date, re-dated today
// with one press (the lines kept) and issued; it counts in the current period's return, and the
// filed return still shows what was filed.
import { adminWithOwnBusiness, api, nzToday } from './books-helpers';
import { chooseClient, fillLine } from './editor';
import { expect, expectAccessible, test } from './fixtures';

/** The two-monthly period (even months) before the one holding `date`: its name, first and last day. */
function previousPeriod(date: string) {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const last = (month % 2 === 0 ? month : month + 1) - 2;
  const [y, m] = last <= 0 ? [year - 1, last + 12] : [year, last];
  const pad = (n: number) => String(n).padStart(2, '0');
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { period: `${y}-${pad(m)}`, start: `${y}-${pad(m - 1)}-01`, end };
}

test.describe('GST filing', () => {
  test('files a return, refuses an invoice dated in its period and dates the correction today', async ({ page }) => {
    const today = nzToday();
    const previous = previousPeriod(today);
    const lockedDay = `${previous.start.slice(0, 8)}06`;

    // A business of its own with one invoice in the previous period: $100.00 + GST.
    const { base, business } = await adminWithOwnBusiness(page, {
      businessName: 'Lockwood Joinery Ltd',
      businessGst: '49-091-850',
      businessInvoiceTag: 'LJ-',
    });
    const id = String(business.id);
    await api(page, base, 'POST', '/api/admin/clients', {
      linkedBusinessId: business.id,
      clientName: 'Pat Kereama',
      clientEmailAddress: 'pat@example.nz',
    });
    const clients = (await api(page, base, 'GET', `/api/invoicing/businesses/${id}/clients`)) as unknown as Array<{ id: number }>;
    const draft = await api(page, base, 'POST', '/api/invoices', {
      businessId: business.id,
      clientId: clients[0]?.id,
      issueDate: lockedDay,
      dueDate: lockedDay,
      lines: [{ description: 'Kitchen joinery', quantity: '1', unitPrice: 10000, taxCode: 'STANDARD' }],
    });
    await api(page, base, 'POST', `/api/invoices/${String(draft.id)}/issue`, { version: draft.version });

    // The return of that period, to the cent, then filed today.
    await page.goto(`/gst-return?business=${id}&period=${previous.period}`);
    const box = (n: number) => page.getByRole('button', { name: new RegExp(`^Box ${n}:`) });
    await expect(box(5)).toHaveText('$115.00');
    await expect(box(8)).toHaveText('$15.00');
    await expect(box(15)).toHaveText('$15.00');
    await expect(page.getByLabel('Filed with IRD on')).toHaveValue(today);
    await page.getByRole('button', { name: 'Mark as filed' }).click();
    await expect(page.getByText(/^Filed on .* by admin\. These are the figures as filed; the period is locked\.$/)).toBeVisible();
    await expectAccessible(page);

    // A new invoice dated in the filed period: refused beside its date, re-dated today, issued.
    await page.goto('/create-invoice');
    await page.getByLabel('Business').selectOption({ label: 'Lockwood Joinery Ltd' });
    await chooseClient(page, 'Pat');
    await page.getByLabel('Issue date').fill(lockedDay);
    await fillLine(page, 1, 'Extra shelving', '1', '40');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const notice = page.getByRole('group', { name: 'Locked GST period' });
    await expect(notice).toContainText('was filed on');
    await expect(page.getByLabel('Issue date')).toHaveAccessibleDescription(/so that period is locked: this invoice/);
    await notice.getByRole('button', { name: /^Date it today/ }).click();
    await expect(page.getByLabel('Issue date')).toHaveValue(today);
    await expect(page.getByLabel('Description, line 1')).toHaveValue('Extra shelving');
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByText('Issued as LJ-0002.', { exact: true })).toBeVisible();

    // The correction counts in the current return; the filed one is unchanged.
    await page.goto(`/gst-return?business=${id}`);
    await expect(box(5)).toHaveText('$46.00');
    await page.goto(`/gst-return?business=${id}&period=${previous.period}`);
    await expect(box(5)).toHaveText('$115.00');
  });
});
