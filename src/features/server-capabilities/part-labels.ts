// How the screens name each part of the service when it is not there yet.
import type { Offering, PartName } from '@/lib/capabilities';
import { partsOf } from '@/lib/capabilities';

/** The part as a heading says it, with its verb: "Quotes are". */
const PART_LABELS: Record<PartName, { name: string; plural: boolean }> = {
  invoices: { name: 'Invoices saved on the server', plural: true },
  recurring: { name: 'Recurring invoices', plural: true },
  quotes: { name: 'Quotes', plural: true },
  'credit-notes': { name: 'Credit notes', plural: true },
  statements: { name: 'Client statements', plural: true },
  'gst-returns': { name: 'GST returns', plural: true },
  reports: { name: 'Reports', plural: true },
  purchases: { name: 'Purchases', plural: true },
  'bank-accounts': { name: 'Bank accounts', plural: true },
  sending: { name: 'Sending by email', plural: false },
  'document-links': { name: 'Links for clients', plural: true },
  ledger: { name: 'The ledger', plural: false },
};

export const partLabel = (part: PartName): string => PART_LABELS[part].name;

/** "Quotes are not on this server yet": the first part of the offering the service lacks. */
export function notOnServerTitle(offering: Offering, offered: ReadonlySet<PartName>): string {
  const parts = partsOf(offering);
  const { name, plural } = PART_LABELS[parts.find((part) => !offered.has(part)) ?? parts[0] ?? 'invoices'];
  return `${name} ${plural ? 'are' : 'is'} not on this server yet`;
}
