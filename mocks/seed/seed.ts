// Demo data. `default`: the accounts from the README, a few New Zealand businesses and clients, and
// about 40 invoices over the last year (seed-invoices.ts).
// `large`: 10,000 users, 300 businesses, 5,000 clients, 20,000 more invoices and 20,000 bills for
// performance work; `huge`: 100,000 users, 50,000 clients, 200,000 more invoices and 200,000 bills,
// for the benchmarks at scale.
// `month-end`: the default data plus 520 clients owing a balance, for a statement run (seed-month-end.ts).
import { forgetGuesses } from '../domain/document-links';
import { clearDb, createAll, dataVersion, db, type BusinessRecord, type ClientRecord } from '../runtime/db';
import { DEFAULT_REMINDER_RULES, sortRules } from '../../src/lib/reminders';
import { today } from '../runtime/clock';
import { hashPassword } from '../runtime/passwords';
import { seedBankAccounts } from './seed-bank-accounts';
import { seedCreditNotes } from './seed-credit-notes';
import { seedBooksClient } from './seed-books';
import { seedLargeBills, seedPurchases, seedStartingAccounts } from './seed-purchases';
import { mulberry32, seedInvoices, seedLargeInvoices } from './seed-invoices';
import { seedMonthEndClients } from './seed-month-end';
import { seedSchedules } from './seed-schedules';
import { seedLargeQuotes, seedQuotes } from './seed-quotes';

export type SeedScenario = 'default' | 'month-end' | 'large' | 'huge';

/** How many records each generated scenario holds (the default seed's own records included). */
const SIZES = {
  large: { users: 10_000, businesses: 300, clients: 5_000, invoices: 20_000, bills: 20_000 },
  huge: { users: 100_000, businesses: 300, clients: 50_000, invoices: 200_000, bills: 200_000 },
} as const;

/** The seeded accounts, in id order (README lists them). */
export const SEED_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123', email: 'admin@invoicing.example.nz', roles: ['ADMIN', 'USER'] },
  user: { username: 'user', password: 'user123', email: 'user@invoicing.example.nz', roles: ['USER'] },
  mere: { username: 'mere', password: 'mere123', email: 'mere@southernlakesrentals.nz', roles: ['USER'] },
} as const;

export const businessCode = (id: number) => `BUS-${String(id).padStart(4, '0')}`;

const BUSINESSES: Array<Omit<BusinessRecord, 'id' | 'businessId'>> = [
  {
    businessName: 'Kiwi Home Renovations Ltd',
    businessType: 'Renovation contractor',
    businessEmailAddress: 'accounts@kiwihomereno.co.nz',
    businessPhoneNumber: '+64 9 555 0142',
    businessAddressLine1: '18 Karangahape Road',
    businessAddressLine2: 'Newton',
    businessAddressLine3: 'Auckland 1010',
    businessContactPerson: 'Aroha Ngata',
    businessBankAccountNumber: '12-3045-0678912-00',
    businessBankProvider: 'ASB',
    businessLicenseNumber: 'LBP BP123456',
    businessGst: '49-091-850',
    businessInvoiceTag: 'RENO-',
    businessInvoiceSequenceNumber: 42,
    businessQuoteSequenceNumber: 12,
    businessNotes: 'Payment within 14 days. Licensed building practitioner on every job.',
    businessPermittedLogins: ['admin', 'user'],
  },
  {
    businessName: 'Harbourview Property Management Ltd',
    businessType: 'Property management',
    businessEmailAddress: 'billing@harbourviewpm.co.nz',
    businessPhoneNumber: '+64 4 555 0199',
    businessAddressLine1: 'Level 3, 101 Lambton Quay',
    businessAddressLine2: 'Wellington Central',
    businessAddressLine3: 'Wellington 6011',
    businessContactPerson: 'James Whitaker',
    businessBankAccountNumber: '02-0500-0123456-001',
    businessBankProvider: 'BNZ',
    businessLicenseNumber: 'REAA 20012345',
    businessGst: '35-901-981',
    businessInvoiceTag: 'PM-',
    businessInvoiceSequenceNumber: 1042,
    businessQuoteSequenceNumber: 32,
    businessNotes: 'Management fees invoiced monthly in arrears.',
    businessPermittedLogins: ['admin'],
  },
  {
    businessName: 'Southern Lakes Rentals',
    businessType: 'Sole trader',
    businessEmailAddress: 'hello@southernlakesrentals.nz',
    businessPhoneNumber: '+64 3 555 0107',
    businessAddressLine1: '7 Shotover Street',
    businessAddressLine2: 'Queenstown 9300',
    businessContactPerson: 'Mere Tane',
    businessBankAccountNumber: '06-0901-0456789-00',
    businessBankProvider: 'ANZ',
    businessInvoiceTag: 'SLR-',
    businessInvoiceSequenceNumber: 7,
    businessNotes: 'Not GST registered.',
    businessPermittedLogins: ['admin', 'user'],
  },
];

const CLIENTS: Array<Omit<ClientRecord, 'id' | 'businessId' | 'linkedBusinessId'> & { business: number }> = [
  {
    business: 0,
    clientName: 'Sophie Turner',
    clientType: 'Individual',
    clientAddressLine1: '24 Ponsonby Road',
    clientAddressLine2: 'Ponsonby',
    clientAddressLine3: 'Auckland 1011',
    clientPhoneNumber: '+64 21 555 0134',
    clientEmailAddress: 'sophie.turner@example.co.nz',
  },
  {
    business: 0,
    clientName: 'Ben Walker',
    clientBusinessName: 'Walker Family Trust',
    clientType: 'Trust',
    clientAddressLine1: '9 Tamaki Drive',
    clientAddressLine2: 'Mission Bay',
    clientAddressLine3: 'Auckland 1071',
    clientEmailAddress: 'trustees@walkerfamily.example.nz',
  },
  {
    business: 0,
    clientName: 'Priya Patel',
    clientBusinessName: 'Patel Dental Ltd',
    clientType: 'Company',
    clientAddressLine1: '310 Dominion Road',
    clientAddressLine2: 'Mount Eden',
    clientAddressLine3: 'Auckland 1024',
    clientPhoneNumber: '+64 9 555 0177',
    clientEmailAddress: 'practice@pateldental.example.nz',
    clientGst: '111-111-111',
  },
  {
    business: 1,
    clientName: 'Liam O’Connor',
    clientType: 'Individual',
    clientAddressLine1: '45 Oriental Parade',
    clientAddressLine2: 'Oriental Bay',
    clientAddressLine3: 'Wellington 6011',
    clientPhoneNumber: '+64 27 555 0102',
    clientEmailAddress: 'liam.oconnor@example.nz',
  },
  {
    business: 1,
    clientName: 'Wellington City Council',
    clientBusinessName: 'Wellington City Council',
    clientType: 'Government entity',
    clientAddressLine1: '113 The Terrace',
    clientAddressLine2: 'Wellington 6011',
    clientEmailAddress: 'accounts.payable@wcc.example.nz',
    clientGst: '123-123-123',
  },
  {
    business: 2,
    clientName: 'Hannah Kim',
    clientType: 'Individual',
    clientAddressLine1: '12 Lake Esplanade',
    clientAddressLine2: 'Queenstown 9300',
    clientPhoneNumber: '+64 22 555 0150',
    clientEmailAddress: 'hannah.kim@example.nz',
  },
  {
    business: 2,
    clientName: 'Alpine Adventures Ltd',
    clientBusinessName: 'Alpine Adventures Ltd',
    clientType: 'Company',
    clientAddressLine1: '2 Camp Street',
    clientAddressLine2: 'Queenstown 9300',
    clientEmailAddress: 'office@alpineadventures.example.nz',
  },
];

async function seedDefault(): Promise<void> {
  for (const [index, { username, email, password, roles }] of Object.values(SEED_ACCOUNTS).entries()) {
    await db.users.create({ id: index + 1, username, email, passwordHash: await hashPassword(password), roles: [...roles] });
  }

  for (const [index, business] of BUSINESSES.entries()) {
    await db.businesses.create({ ...business, id: index + 1, businessId: businessCode(index + 1) });
  }
  for (const [index, { business, ...client }] of CLIENTS.entries()) {
    await db.clients.create({ ...client, id: index + 1, linkedBusinessId: business + 1, businessId: businessCode(business + 1) });
  }
  await seedInvoices();
  await seedSchedules();
  await seedQuotes();
  await seedCreditNotes();
  await seedPurchases();
  await seedBankAccounts();
  // Kiwi Home Renovations sends payment reminders by the default rules, from the seed's day on:
  // moving the mock's clock shows them going out (docs/sending.md#reminders).
  await db.reminderSettings.create({ id: 1, businessId: 1, enabled: true, since: today(), rules: sortRules(DEFAULT_REMINDER_RULES) });
}

const FIRST = [
  'Aroha',
  'Ben',
  'Chloe',
  'Daniel',
  'Emma',
  'Finn',
  'Grace',
  'Hemi',
  'Isla',
  'Jack',
  'Kiri',
  'Liam',
  'Mia',
  'Noah',
  'Olivia',
  'Tama',
];
const LAST = ['Smith', 'Ngata', 'Patel', 'Wilson', 'Brown', 'Taylor', 'Walker', 'Kim', 'Tane', 'Lee', 'Martin', 'Clarke'];
const TOWNS = ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin', 'Nelson', 'Queenstown'];

async function seedGenerated(size: (typeof SIZES)[keyof typeof SIZES]): Promise<void> {
  await seedDefault();
  const random = mulberry32(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sharedHash = await hashPassword('password123');

  const users = db.users.all().length;
  await createAll(
    db.users,
    Array.from({ length: size.users - users }, (_, i) => {
      const id = users + i + 1;
      const username = `${pick(FIRST).toLowerCase()}.${pick(LAST).toLowerCase()}${id}`;
      return {
        id,
        username,
        email: `${username}@example.nz`,
        passwordHash: sharedHash,
        roles: random() < 0.05 ? ['ADMIN', 'USER'] : ['USER'],
      };
    }),
  );

  const businesses = db.businesses.all().length;
  await createAll(
    db.businesses,
    Array.from({ length: size.businesses - businesses }, (_, i) => {
      const id = businesses + i + 1;
      const owner = `${pick(FIRST)} ${pick(LAST)}`;
      return {
        id,
        businessId: businessCode(id),
        businessName: `${pick(LAST)} ${pick(['Property', 'Renovations', 'Rentals', 'Builders', 'Homes'])} ${id} Ltd`,
        businessType: pick(['Property management', 'Renovation contractor', 'Sole trader']),
        businessEmailAddress: `accounts${id}@example.nz`,
        businessPhoneNumber: `+64 9 555 ${String(id).padStart(4, '0')}`,
        businessAddressLine1: `${1 + Math.floor(random() * 300)} Main Road`,
        businessAddressLine2: pick(TOWNS),
        businessContactPerson: owner,
        businessGst: `${100 + (id % 900)}-${String(100 + (id % 899)).padStart(3, '0')}-${String(100 + (id % 897)).padStart(3, '0')}`,
        businessInvoiceTag: `B${id}-`,
        businessInvoiceSequenceNumber: 1,
        businessPermittedLogins: ['admin', 'user'].filter(() => random() < 0.5),
      };
    }),
  );
  await seedStartingAccounts(Array.from({ length: size.businesses - businesses }, (_, i) => businesses + i + 1));

  // One fewer: seedBooksClient below adds the last client, so the scenario holds exactly size.clients.
  const clients = db.clients.all().length;
  await createAll(
    db.clients,
    Array.from({ length: size.clients - clients - 1 }, (_, i) => {
      const id = clients + i + 1;
      const linkedBusinessId = 1 + Math.floor(random() * 300);
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      return {
        id,
        linkedBusinessId,
        businessId: businessCode(linkedBusinessId),
        clientName: name,
        clientType: pick(['Individual', 'Company', 'Trust']),
        clientAddressLine1: `${1 + Math.floor(random() * 300)} Queen Street`,
        clientAddressLine2: pick(TOWNS),
        clientEmailAddress: `${name.toLowerCase().replace(/\W+/g, '.')}.${id}@example.nz`,
      };
    }),
  );

  await seedLargeInvoices(size.invoices);
  await seedLargeQuotes();
  await seedBooksClient();
  // Harbourview's 20,000 (its GST return's benchmark); in the huge scenario the rest spread as invoices are.
  await seedLargeBills(size.bills, 20_000);
}

/** Replaces all data with a scenario's seed. */
export async function seed(scenario: SeedScenario = 'default'): Promise<void> {
  clearDb();
  // A fresh start also forgets which addresses guessed links (docs/sending.md#links-for-the-client).
  forgetGuesses();
  if (scenario === 'default') await seedDefault();
  else if (scenario === 'month-end') {
    await seedDefault();
    await seedMonthEndClients();
  } else await seedGenerated(SIZES[scenario]);
}

let defaultSeedVersion: string | null = null;

/**
 * The default seed, unless the data is still exactly what the last call left: a test that only
 * read (most of them) costs no reseed. Same result as `seed('default')`, dated by the clock then.
 */
export async function reseedDefault(): Promise<void> {
  if (defaultSeedVersion !== null && defaultSeedVersion === dataVersion()) return;
  await seed('default');
  defaultSeedVersion = dataVersion();
}

export function parseSeedScenario(value: string | null | undefined): SeedScenario {
  return value === 'month-end' || value === 'large' || value === 'huge' ? value : 'default';
}
