// A statement as a document: the parties, what it covers, a table and the totals, in words and
// formatted money. The screen (statement-document.tsx) and the PDF (statement-pdf.ts) both draw
// from this model, so they always say the same.
import type { ActivityStatement, IssuerDetails, OutstandingStatement, RecipientDetails } from '@/api/types';
import { AGEING_BUCKET_LABELS, displayDate, MOVEMENT_LABELS, money } from '@/features/billing/shared/invoice-labels';

interface StatementColumn {
  label: string;
  align?: 'end';
}

export interface StatementModel {
  title: string;
  issuer: { name: string; lines: string[] };
  recipient: { name: string; lines: string[] };
  /** "1 Sept 2026 to 30 Nov 2026", "As at 23 Nov 2026". */
  covers: string;
  columns: StatementColumn[];
  rows: string[][];
  emptyMessage: string;
  totals: Array<{ label: string; value: string; strong?: boolean }>;
  /** A file name without extension. */
  fileName: string;
}

const present = (lines: Array<string | null | undefined>) => lines.filter((line): line is string => Boolean(line?.trim()));

function issuerOf(issuer: IssuerDetails) {
  return {
    name: issuer.name,
    lines: present([...issuer.addressLines, issuer.phone, issuer.email, issuer.gstNumber ? `GST number: ${issuer.gstNumber}` : null]),
  };
}

function recipientOf(recipient: RecipientDetails) {
  const name = recipient.name ?? recipient.businessName ?? 'Client';
  return {
    name,
    lines: present([recipient.businessName !== name ? recipient.businessName : null, ...recipient.addressLines, recipient.email]),
  };
}

const slug = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/-+/g, '-');

/** A balance in words: negative is credit. */
const balanceText = (cents: number) => (cents < 0 ? `${money(-cents)} in credit` : money(cents));

export function activityModel(statement: ActivityStatement): StatementModel {
  const recipient = recipientOf(statement.client);
  return {
    title: 'Activity statement',
    issuer: issuerOf(statement.business),
    recipient,
    covers: `${displayDate(statement.from)} to ${displayDate(statement.to)}`,
    columns: [
      { label: 'Date' },
      { label: 'Activity' },
      { label: 'Reference' },
      { label: 'Charges', align: 'end' },
      { label: 'Credits', align: 'end' },
      { label: 'Balance', align: 'end' },
    ],
    rows: [
      [displayDate(statement.from), 'Opening balance', '', '', '', balanceText(statement.openingBalance)],
      ...statement.lines.map((line) => {
        const charge = line.kind === 'INVOICE' || line.kind === 'REFUND';
        return [
          displayDate(line.date),
          MOVEMENT_LABELS[line.kind],
          line.number,
          charge ? money(line.amount) : '',
          charge ? '' : money(line.amount),
          balanceText(line.balance),
        ];
      }),
    ],
    emptyMessage: 'No activity in this range.',
    totals: [
      { label: 'Opening balance', value: balanceText(statement.openingBalance) },
      { label: 'Charges', value: money(statement.totalCharged) },
      { label: 'Payments and credits', value: money(statement.totalCredited) },
      { label: 'Closing balance', value: balanceText(statement.closingBalance), strong: true },
    ],
    fileName: slug(`statement-${recipient.name}-${statement.from}-to-${statement.to}`),
  };
}

export function outstandingModel(statement: OutstandingStatement): StatementModel {
  const recipient = recipientOf(statement.client);
  return {
    title: 'Outstanding statement',
    issuer: issuerOf(statement.business),
    recipient,
    covers: `As at ${displayDate(statement.asAt)}`,
    columns: [
      { label: 'Invoice' },
      { label: 'Date' },
      { label: 'Due' },
      { label: 'Age' },
      { label: 'Total', align: 'end' },
      { label: 'Owing', align: 'end' },
    ],
    rows: statement.items.map((item) => [
      item.number,
      displayDate(item.date),
      displayDate(item.dueDate),
      item.daysPastDue > 0 ? `${item.daysPastDue} days overdue` : 'Current',
      money(item.total),
      money(item.balance),
    ]),
    emptyMessage: 'Nothing is owing.',
    totals: [
      ...statement.buckets.map(({ bucket, amount }) => ({ label: AGEING_BUCKET_LABELS[bucket], value: money(amount) })),
      { label: 'Total owing', value: money(statement.totalOutstanding), strong: true },
      ...(statement.creditOwed > 0 ? [{ label: 'Credit owed to you', value: money(statement.creditOwed) }] : []),
      ...(statement.creditOwed > 0 ? [{ label: 'Balance', value: balanceText(statement.netBalance), strong: true }] : []),
    ],
    fileName: slug(`statement-${recipient.name}-as-at-${statement.asAt}`),
  };
}
