import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES } from '@/lib/receipts';
import { renderRoute, signInAs } from '@/testing/render';
import { call } from '../../../../mocks/testing/call';
import { attachReceipt } from '../../../../mocks/testing/multipart';
import { postPurchase, purchaseLine } from '../../../../mocks/testing/bills';

const SLOW = { timeout: 5000 };
const photo = new Uint8Array(readFileSync(resolve(process.cwd(), 'src/features/billing/purchases/fixtures/receipt-photo-gps.jpg')));

// jsdom has no object URLs: each receipt's file becomes a readable stand-in, its blob kept.
const made = new Map<string, Blob>();
const realCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
const realRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
beforeEach(() => {
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:receipt-${made.size + 1}`;
    made.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  for (const [name, real] of [
    ['createObjectURL', realCreate],
    ['revokeObjectURL', realRevoke],
  ] as const) {
    if (real) Object.defineProperty(URL, name, real);
    else Reflect.deleteProperty(URL, name);
  }
  made.clear();
});

const expense = (token: string) => postPurchase(token, { kind: 'EXPENSE', approve: undefined, lines: [purchaseLine('Screws', 2350)] });

const receipts = () => screen.getByRole('region', { name: 'Receipts' });

describe('receipts beside the bill', () => {
  it('shows a PDF as a link to open it and downloads it under its name', async () => {
    await signInAs('user');
    renderRoute('/bills/1');
    const open = await screen.findByRole('link', { name: 'Open the PDF placemakers-tax-invoice.pdf' }, SLOW);
    const download = within(receipts()).getByRole('link', { name: 'Download placemakers-tax-invoice.pdf' });
    expect(download).toHaveAttribute('download', 'placemakers-tax-invoice.pdf');
    expect(download).toHaveAttribute('href', open.getAttribute('href'));
    expect(made.get(open.getAttribute('href') ?? '')?.type).toBe('application/pdf');
  });

  it('shows a photo as an image', async () => {
    const token = await signInAs('user');
    const bill = await expense(token);
    expect((await attachReceipt(token, bill.id, photo, 'IMG_0042.jpg')).status).toBe(201);
    renderRoute(`/bills/${bill.id}`);
    const image = await screen.findByRole('img', { name: 'Receipt IMG_0042.jpg' }, SLOW);
    expect(made.get(image.getAttribute('src') ?? '')?.type).toBe('image/jpeg');
    expect(image.closest('li')).toHaveTextContent('IMG_0042.jpg (9 KB)');
  });

  it('refuses a file too large, one that is not an image or PDF and a PDF with scripts, naming each, and keeps the payment being typed', async () => {
    const token = await signInAs('user');
    const bill = await postPurchase(token, { lines: [purchaseLine('Timber', 50000)] });
    const { user } = renderRoute(`/bills/${String(bill.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }, SLOW));
    const amount = await screen.findByRole('textbox', { name: /^Amount paid/ });
    await user.clear(amount);
    await user.type(amount, '123.45');

    const fake = new File(['MZ\u0090 this program cannot be run in DOS mode'], 'receipt.pdf', { type: 'application/pdf' });
    const huge = new File([new Uint8Array(RECEIPT_MAX_BYTES + 1)], 'video.jpg', { type: 'image/jpeg' });
    const scripted = new File(
      ['%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n'],
      'invoice.pdf',
      { type: 'application/pdf' },
    );
    await user.upload(within(receipts()).getByLabelText('Choose files'), [fake, huge, scripted]);

    const refusal = await within(receipts()).findByText('Not attached:');
    expect(refusal.closest('[role="alert"], .ui-status')).toHaveTextContent(`receipt.pdf: ${RECEIPT_MESSAGES.wrongType}`);
    expect(refusal.closest('[role="alert"], .ui-status')).toHaveTextContent(
      `video.jpg: ${RECEIPT_MESSAGES.tooLarge(RECEIPT_MAX_BYTES + 1)}`,
    );
    expect(refusal.closest('[role="alert"], .ui-status')).toHaveTextContent(
      'invoice.pdf: This PDF contains scripts or embedded actions, which a receipt does not need. Print it to a new PDF or take a photo of it, and attach that.',
    );
    expect(amount).toHaveValue('123.45');
    const shown = await call('GET', `/api/bills/${String(bill.id)}`, { token });
    expect(shown.json.receipts).toEqual([]);
  });

  it('offers the camera as well as files, for images and PDFs', async () => {
    await signInAs('user');
    renderRoute('/bills/1');
    const camera = await within(await screen.findByRole('region', { name: 'Receipts' }, SLOW)).findByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(within(receipts()).getByLabelText('Choose files')).toHaveAttribute('multiple');
    await waitFor(() => expect(within(receipts()).getByLabelText('Take a photo')).toHaveAccessibleDescription(/up to 10 MB each/));
  });
});
