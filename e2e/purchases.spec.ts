// The purchases journeys of issue 22: a supplier added on screen, a bill with two GST treatments
// entered in the bill editor, paid in part on its page, its receipt photographed (and stored without
// the photo's location), and the GST return of the period showing it in boxes 11 to 15, to the cent;
// box 15 opens its documents and exports them as CSV. An expense entered in the editor, paid at once.
// A supplier credit note recorded from its bill's page reduces what the bill owes and the return's box 11.
import { readFileSync } from 'node:fs';
import { adminWithOwnBusiness, api } from './books-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** A phone's photo of a receipt, with its GPS position and camera in its EXIF. */
const RECEIPT_PHOTO = 'src/features/billing/purchases/fixtures/receipt-photo-gps.jpg';

test.describe('purchases', () => {
  test('a bill with two GST treatments, paid in part, counts in the return’s purchase boxes to the cent', async ({ page }) => {
    // A business of its own, so nothing seeded counts in its return.
    const { base, business } = await adminWithOwnBusiness(page, {
      businessName: 'Harbour Build Ltd',
      businessGst: '49-091-850',
      businessInvoiceTag: 'HB-',
    });

    // The supplier, on screen: a mistyped GST number is refused beside the field, then corrected.
    await page.goto(`/suppliers?business=${String(business.id)}`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('Timber Yard Ltd');
    const gst = page.getByRole('textbox', { name: /^GST number/ });
    await gst.fill('35-901-982');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    await expect(gst).toHaveAccessibleDescription(/fails the IRD’s check digit/);
    await expect(name).toHaveValue('Timber Yard Ltd');
    await gst.fill('35-901-981');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    await expect(page.getByText('Supplier added: Timber Yard Ltd.')).toBeVisible();

    // The bill, in the bill editor opened from the list for this business: $200.00 + GST and $50.00
    // zero-rated, prices exclusive: $280.00, GST $30.00, totalled live as the server will.
    await page.goto(`/bills?business=${String(business.id)}`);
    await page.getByRole('link', { name: 'New bill' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New bill' })).toBeVisible();
    await page.getByLabel('Supplier', { exact: true }).selectOption({ label: 'Timber Yard Ltd' });
    await page.getByLabel('Supplier’s reference').fill('TY-1001');
    const line = async (n: number, description: string, quantity: string, price: string, gst: string) => {
      await page.getByLabel(`Description, line ${String(n)}`).fill(description);
      await page.getByLabel(`Quantity, line ${String(n)}`).fill(quantity);
      await page.getByLabel(`Unit price, line ${String(n)}`).fill(price);
      await page.getByLabel(`GST, line ${String(n)}`).selectOption({ label: gst });
      await page.getByLabel(`Account, line ${String(n)}`).selectOption({ label: 'Materials' });
    };
    await line(1, 'Decking timber', '4', '50', 'GST 15 %');
    await page.getByRole('button', { name: 'Add line' }).click();
    await line(2, 'Imported fixings', '1', '50', 'Zero-rated');
    await expect(page.locator('#editor-total')).toHaveText('$280.00');
    await expect(page.getByRole('article', { name: 'Preview of the bill' }).getByLabel('Totals')).toContainText('GST claimed$30.00');
    await page.getByRole('button', { name: 'Save and approve' }).click();

    // Saved and approved: on to its page, paid in part there.
    await expect(page.getByRole('heading', { name: 'Bill from Timber Yard Ltd (TY-1001)' })).toBeVisible();
    await expect(page.getByText('Bill saved: $280.00 awaiting payment. Attach its receipt here.')).toBeVisible();
    const billId = /\/bills\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    await expect(page.getByLabel('Totals')).toContainText('Total$280.00');
    await page.getByRole('button', { name: 'Record a payment' }).click();
    const amount = page.getByRole('textbox', { name: /^Amount paid/ });
    await amount.fill('300');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(amount).toHaveAccessibleDescription(/cannot be more than the \$280\.00 still owed/);
    await amount.fill('100');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment of $100.00 recorded. $180.00 is left to pay.')).toBeVisible();
    await expect(page.getByText('Part paid')).toBeVisible();

    // The supplier's invoice, photographed with the phone's camera: shown beside the bill, stored
    // without the photo's GPS position and camera.
    await page.getByLabel('Take a photo').setInputFiles(RECEIPT_PHOTO);
    await expect(page.getByText('Attached receipt-photo-gps.jpg.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Receipt receipt-photo-gps.jpg' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download receipt-photo-gps.jpg' })).toHaveAttribute('download', 'receipt-photo-gps.jpg');
    const stored = (await api(page, base, 'GET', `/api/bills/${String(billId)}`)) as { receipts?: Array<{ id: number; size: number }> };
    const receipt = stored.receipts?.[0];
    expect(receipt?.size).toBeLessThan(readFileSync(RECEIPT_PHOTO).length);
    const served = await page.evaluate(
      async (url) => {
        const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { type: response.headers.get('Content-Type'), text: Array.from(bytes, (byte) => String.fromCharCode(byte)).join('') };
      },
      `${base}/api/bills/${String(billId)}/receipts/${String(receipt?.id)}`,
    );
    expect(served.type).toBe('image/jpeg');
    expect(served.text).not.toContain('PhoneCo');
    expect(served.text).not.toContain('\x88\x25\x00\x04'); // the GPSInfo tag
    await expectAccessible(page);

    // The return (invoice basis): the bill dated in the period counts its standard-rated $230.00.
    await page.goto(`/gst-return?business=${String(business.id)}`);
    const box = (n: number) => page.getByRole('button', { name: new RegExp(`^Box ${n}:`) });
    await expect(box(10)).toHaveText('$0.00');
    await expect(box(11)).toHaveText('$230.00');
    await expect(box(12)).toHaveText('$30.00');
    await expect(box(13)).toHaveText('$0.00');
    await expect(box(14)).toHaveText('$30.00');
    await expect(box(15)).toHaveText('-$30.00');
    await expect(page.getByText('Refund due: $30.00')).toBeVisible();
    await box(11).click();
    const behind = page.getByRole('region', { name: 'Documents behind box 11' });
    await expect(behind.getByRole('row', { name: /Bill TY-1001/ })).toContainText('$280.00$230.00');
    await expect(behind.getByText('These add up to box 11').locator('xpath=following-sibling::dd')).toHaveText('$230.00');
    // Box 15 opens box 10's sales and box 14's purchases (their GST negative); its CSV ends with the box.
    await box(15).click();
    const box15 = page.getByRole('region', { name: 'Documents behind box 15' });
    await expect(box15.getByRole('row', { name: /Bill TY-1001/ })).toContainText('$280.00-$30.00');
    const [download] = await Promise.all([page.waitForEvent('download'), box15.getByRole('button', { name: 'Export box 15 CSV' }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Bill,TY-1001,');
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe('Box 15,,,,,-30.00');
  });

  test('an expense entered in the bill editor is recorded paid at once', async ({ page }) => {
    await page.goto('/login?mockReset');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/bills?business=1');
    await page.getByRole('link', { name: 'New expense' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New expense' })).toBeVisible();
    await expect(page.getByLabel('Due date')).toHaveCount(0);
    await page.getByLabel('Supplier', { exact: true }).selectOption({ label: 'Z Energy' });
    await page.getByLabel('Prices include GST').check();
    await page.getByLabel('Description, line 1').fill('Diesel, 40 L');
    await page.getByLabel('Unit price, line 1').fill('92.00');
    await page.getByLabel('Account, line 1').selectOption({ label: 'Vehicle' });
    // $92.00 as printed, GST included: $12.00 of it claimable.
    await expect(page.locator('.invoice-editor__totals')).toContainText('GST claimable$12.00');
    await page.getByRole('button', { name: 'Save expense' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expense from Z Energy' })).toBeVisible();
    await expect(page.getByText('Expense recorded, paid $92.00. Attach its receipt here.')).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Totals')).toContainText('Owing$0.00');
    await expectAccessible(page);
  });

  test('a supplier credit note reduces its bill and counts in the return of the period received, to the cent', async ({ page }) => {
    const { base, business } = await adminWithOwnBusiness(page, {
      businessName: 'Harbour Build Ltd',
      businessGst: '49-091-850',
      businessInvoiceTag: 'HB-',
    });
    const supplier = await api(page, base, 'POST', `/api/businesses/${String(business.id)}/suppliers`, {
      name: 'Timber Yard Ltd',
      gstNumber: '35-901-981',
    });
    const accounts = (await api(page, base, 'GET', `/api/businesses/${String(business.id)}/expense-accounts`)) as unknown as Array<{
      id: number;
    }>;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    // $460.00 including GST of $60.00.
    const bill = await api(page, base, 'POST', '/api/bills', {
      businessId: business.id,
      kind: 'BILL',
      supplierId: supplier.id,
      supplierReference: 'TY-2001',
      date: today,
      dueDate: today,
      pricesIncludeGst: true,
      approve: true,
      lines: [{ description: 'Decking timber', quantity: '4', unitPrice: 11500, taxCode: 'STANDARD', accountId: accounts[0]?.id }],
    });

    // From the bill's page, in the bill editor: one length sent back, $115.00 including GST.
    await page.goto(`/bills/${String(bill.id)}`);
    await page.getByRole('link', { name: 'Record a credit note' }).click();
    await expect(page.getByRole('heading', { name: 'Record a supplier credit note' })).toBeVisible();
    await expect(page.getByText(/\$460\.00 is owed on it/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Description, line 1' }).fill('One length returned');
    await page.getByRole('textbox', { name: 'Unit price, line 1' }).fill('115');
    await page.getByRole('textbox', { name: /^Credit note number/ }).fill('CN-1');
    await page.getByRole('button', { name: 'Record credit note' }).click();
    await expect(page.getByText(/^Credit note recorded: \$115\.00 off bill TY-2001/)).toBeVisible();
    await page.getByRole('link', { name: 'TY-2001' }).click();
    await expect(page.getByLabel('Totals')).toContainText('Credited$115.00Owing$345.00');
    await expect(page.getByText('Part paid')).toBeVisible();

    // The return: box 11 is the bill less the credit note, both received in the period.
    await page.goto(`/gst-return?business=${String(business.id)}`);
    const box = (n: number) => page.getByRole('button', { name: new RegExp(`^Box ${n}:`) });
    await expect(box(11)).toHaveText('$345.00');
    await expect(box(12)).toHaveText('$45.00');
    await expect(box(15)).toHaveText('-$45.00');
    await box(11).click();
    const behind = page.getByRole('region', { name: 'Documents behind box 11' });
    await expect(behind.getByRole('row', { name: /Supplier credit note CN-1/ })).toContainText('-$115.00-$115.00');
    await expect(behind.getByText('These add up to box 11').locator('xpath=following-sibling::dd')).toHaveText('$345.00');
  });
});
