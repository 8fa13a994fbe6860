import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BankAccount } from '@/api/types';
import { StatementImport } from './statement-import';

/** The seed's Southern Lakes Rentals rent account, with no lines yet. */
const RENT: BankAccount = {
  id: 3,
  version: 0,
  businessId: 3,
  businessName: 'Southern Lakes Rentals',
  name: 'Rent account',
  accountNumber: '38-9000-0765434-000',
  lineCount: 0,
  linesToMatch: 0,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
};

const ANZ = [
  'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge',
  'Direct Credit,H KIM,RENT,WEEKLY,SLR-0001,450.00,02/03/2026,,',
  'Eft-Pos,MITRE 10 MEGA,,,,"(1,086.40)",03/03/2026,,',
].join('\r\n');

const csv = (text: string, name = 'statement.csv') => new File([text], name, { type: 'text/csv' });

const meta = {
  title: 'Bank accounts/Statement import',
  component: StatementImport,
  parameters: { session: 'user', layout: 'padded' },
  args: { account: RENT },
} satisfies Meta<typeof StatementImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ANZ file: recognised, previewed (nothing saved), imported; the same file again is all skipped. */
export const ImportThenSkip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Statement file (CSV or OFX)');
    await userEvent.upload(input, csv(ANZ));
    await expect(await canvas.findByText(/Read as a ANZ file/)).toBeInTheDocument();
    await expect(canvas.getByText('2 new lines')).toBeInTheDocument();
    await expect(canvas.getByText('-$1,086.40')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 lines' }));
    await expect(await canvas.findByText('Imported 2 lines.')).toBeInTheDocument();
    await userEvent.upload(input, csv(ANZ));
    await expect(await canvas.findByText('Every line of this file is imported already.')).toBeInTheDocument();
    await expect(canvas.getAllByText('Skipped: imported already')).toHaveLength(2);
  },
};

/** Rows that cannot be read: listed, and nothing can be imported. */
export const RowsThatCannotBeRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Statement file (CSV or OFX)'), csv(`${ANZ}\r\nX,A,,,,twelve,04/03/2026,,`));
    await expect(await canvas.findByText("Row 4: the amount 'twelve' is not an amount.")).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  },
};

/** A file for another account: the server's refusal is shown, nothing is saved. */
export const AnotherAccountsFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kiwibank = [
      'Account number,Date,Memo/Description,Source Code (payment type),TP ref,TP part,TP code,OP ref,OP part,OP code,OP name,OP Bank Account Number,Amount (credit),Amount (debit),Amount,Balance',
      '12-3140-0123452-00,02-03-2026,Rent,CR,SLR-0005,RENT,WK1,,,,Hannah Kim,,450.00,,450.00,12950.00',
    ].join('\n');
    await userEvent.upload(canvas.getByLabelText('Statement file (CSV or OFX)'), csv(kiwibank));
    await expect(
      await canvas.findByText('This file is for account 12-3140-0123452-000, not Rent account (38-9000-0765434-000).'),
    ).toBeInTheDocument();
  },
};

/** An empty file, and a file that is not a statement. */
export const NotAStatement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Statement file (CSV or OFX)');
    await userEvent.upload(input, csv(''));
    await expect(await canvas.findByText('This file is empty. Export the statement again from your bank.')).toBeInTheDocument();
    await userEvent.upload(input, csv('Name,Email\nHannah Kim,hannah@example.nz\n', 'contacts.csv'));
    await expect(
      await canvas.findByText(
        'This file is not a bank statement: no rows of dates and amounts were found. Export the statement from your bank as CSV or OFX.',
      ),
    ).toBeInTheDocument();
  },
};

/** Another bank's layout: the columns are mapped once, then the file is previewed. */
export const MapTheColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = 'Transaction Date,Description,Money In,Money Out\n01/03/2026,Tenant bond,"1,800.00",\n03/03/2026,Council rates,,412.35\n';
    await userEvent.upload(canvas.getByLabelText('Statement file (CSV or OFX)'), csv(other));
    await expect(await canvas.findByRole('heading', { name: 'Which column holds what?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use these columns' }));
    await expect(await canvas.findByText(/Read as a your column mapping file/)).toBeInTheDocument();
    await expect(canvas.getByText('-$412.35')).toBeInTheDocument();
  },
};

/** 5,000 lines with long payees: more than one request may carry, so it is refused before sending. */
export const TooMuchAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payee = 'P'.repeat(200);
    const rows = Array.from({ length: 5_000 }, (_, index) => `X,${payee},RENT,WK,REF${index},1.00,02/03/2026,,`);
    await userEvent.upload(canvas.getByLabelText('Statement file (CSV or OFX)'), csv([ANZ.split('\r\n')[0], ...rows].join('\r\n')));
    await expect(
      await canvas.findByText(
        'This statement holds too much to import at once. Export a shorter period from your bank and import it in parts.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
  },
};
