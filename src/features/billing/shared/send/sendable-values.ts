// The placeholder values every kind of document shares: who it is for, who sends it, its number and total.
import type { Currency, RecipientDetails } from '@/api/types';
import { money } from '../invoice-labels';

export function commonValues(doc: {
  recipient: Pick<RecipientDetails, 'name' | 'businessName'>;
  issuer: { name: string };
  number: string;
  total: number;
  currency: Currency;
}) {
  return {
    client: doc.recipient.name ?? doc.recipient.businessName ?? 'there',
    business: doc.issuer.name,
    number: doc.number,
    total: money(doc.total, doc.currency),
  };
}
