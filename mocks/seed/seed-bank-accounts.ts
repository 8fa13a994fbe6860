// Demo bank accounts for the default seed (docs/mock-backend.md#data): Kiwi Home Renovations' cheque
// account with a few weeks of lines (some reconciled), Harbourview's trust account with rent
// received, and Southern Lakes Rentals' rent account with none yet, ready for a first import.
import { lineIdentity, type StatementLineFields } from '../../src/lib/bank-statements/line-identity';
import { addDays, type IsoDate } from '../../src/lib/calendar-date';
import { nowIso, today } from '../runtime/clock';
import { db, type BankLineRecord } from '../runtime/db';

interface PlannedLine extends Omit<StatementLineFields, 'date'> {
  daysAgo: number;
  reconciled?: boolean;
}

const ACCOUNTS = [
  { id: 1, businessId: 1, name: 'Business cheque account', accountNumber: '12-3140-0123452-000', actor: 'user' },
  { id: 2, businessId: 2, name: 'Rent trust account', accountNumber: '02-0500-0987657-000', actor: 'admin' },
  { id: 3, businessId: 3, name: 'Rent account', accountNumber: '38-9000-0765434-000', actor: 'user' },
] as const;

const LINES: Record<number, PlannedLine[]> = {
  1: [
    { daysAgo: 20, amount: 287_500, payee: 'J SMITH', particulars: 'RENO-0031', code: 'DECK', reference: 'INV', reconciled: true },
    { daysAgo: 17, amount: -45_320, payee: 'PLACEMAKERS', particulars: 'TIMBER', code: '', reference: '88213', reconciled: true },
    { daysAgo: 12, amount: 115_000, payee: 'A WILLIAMS', particulars: 'RENO-0035', code: 'BATHROOM', reference: 'DEPOSIT' },
    { daysAgo: 9, amount: -8_950, payee: 'Z ENERGY', particulars: 'FUEL', code: 'VAN', reference: '' },
    { daysAgo: 6, amount: -120_000, payee: 'IRD', particulars: 'GST', code: 'RETURN', reference: '123-456-789' },
    { daysAgo: 2, amount: 64_400, payee: 'T NGATA', particulars: 'RENO-0038', code: 'KITCHEN', reference: 'PART' },
  ],
  2: [
    { daysAgo: 25, amount: 260_000, payee: "L O'CONNOR", particulars: 'RENT', code: 'KELBURN', reference: '12 KELBURN', reconciled: true },
    { daysAgo: 10, amount: -35_000, payee: 'WELLINGTON PLUMBING', particulars: 'CALLOUT', code: '', reference: 'PM-1039' },
    { daysAgo: 4, amount: 260_000, payee: "L O'CONNOR", particulars: 'RENT', code: 'KELBURN', reference: '12 KELBURN' },
  ],
  3: [],
};

export async function seedBankAccounts(date: IsoDate = today()): Promise<void> {
  const at = nowIso();
  let lineId = 1;
  for (const account of ACCOUNTS) {
    const { actor, ...fields } = account;
    await db.bankAccounts.create({ ...fields, version: 0, createdBy: actor, createdAt: at, updatedAt: at });
    let balance = 1_250_000;
    const planned = [...(LINES[account.id] ?? [])].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const { daysAgo, reconciled, ...line } of planned) {
      balance += line.amount;
      const fields: StatementLineFields = { ...line, date: addDays(date, -daysAgo), balance };
      const record: BankLineRecord = {
        id: lineId,
        accountId: account.id,
        date: fields.date,
        amount: line.amount,
        ...(line.payee ? { payee: line.payee } : {}),
        ...(line.particulars ? { particulars: line.particulars } : {}),
        ...(line.code ? { code: line.code } : {}),
        ...(line.reference ? { reference: line.reference } : {}),
        balance,
        status: reconciled ? 'RECONCILED' : 'TO_MATCH',
        identity: lineIdentity(fields),
        importedAt: at,
        importedBy: actor,
      };
      await db.bankLines.create(record);
      lineId += 1;
    }
  }
}
