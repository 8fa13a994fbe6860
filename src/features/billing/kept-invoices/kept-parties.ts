// The parties of an invoice made on the specification's service: an ADMIN's picked from the admin
// lists, a USER's typed (and remembered in this browser for the next invoice). Both become what an
// invoice shows of its issuer and recipient, and the editor's business and client.
import type { Business, Client, InvoicingBusiness, InvoicingClient, IssuerDetails, RecipientDetails } from '@/api/types';
import { formatInvoiceNumber } from '@/lib/invoice-rules';
import { readKeptValues, sameValues } from '@/lib/kept-work';
import { readJson, writeItem } from '@/lib/storage';

export interface TypedBusiness {
  name: string;
  /** One address line per line of text. */
  address: string;
  gstNumber: string;
  bankAccount: string;
  invoiceTag: string;
  /** The first number to use, as typed. */
  nextNumber: string;
}

export interface TypedClient {
  name: string;
  address: string;
  email: string;
}

export interface TypedParties {
  business: TypedBusiness;
  client: TypedClient;
}

const NO_TYPED_PARTIES: TypedParties = {
  business: { name: '', address: '', gstNumber: '', bankAccount: '', invoiceTag: '', nextNumber: '1' },
  client: { name: '', address: '', email: '' },
};

/** The editor's business and client ids for typed parties: the editor's checks want an id. */
export const TYPED_ID = 1;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const present = (key: string, value: string | undefined | null): Record<string, string> => (value?.trim() ? { [key]: value.trim() } : {});

/** The first sequence a typed business numbers from; null when it is not a whole number from 1. */
export function typedSequence(business: TypedBusiness): number | null {
  const text = business.nextNumber.trim();
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

export function typedIssuer(business: TypedBusiness): IssuerDetails {
  return {
    code: business.invoiceTag.trim(),
    name: business.name.trim(),
    addressLines: lines(business.address),
    ...present('gstNumber', business.gstNumber),
    ...present('bankAccountNumber', business.bankAccount),
  };
}

export function typedRecipient(client: TypedClient): RecipientDetails {
  return { ...present('name', client.name), addressLines: lines(client.address), ...present('email', client.email) };
}

export function adminIssuer(business: Business): IssuerDetails {
  const address = [1, 2, 3, 4, 5].map((n) => business[`businessAddressLine${n as 1 | 2 | 3 | 4 | 5}`] ?? '').join('\n');
  return {
    code: business.businessId,
    name: business.businessName?.trim() || business.businessId,
    addressLines: lines(address),
    ...present('phone', business.businessPhoneNumber),
    ...present('email', business.businessEmailAddress),
    ...present('contactPerson', business.businessContactPerson),
    ...present('gstNumber', business.businessGst),
    ...present('licenseNumber', business.businessLicenseNumber),
    ...present('bankAccountNumber', business.businessBankAccountNumber),
    ...present('bankProvider', business.businessBankProvider),
  };
}

export function adminRecipient(client: Client): InvoicingClient {
  const address = [1, 2, 3, 4, 5].map((n) => client[`clientAddressLine${n as 1 | 2 | 3 | 4 | 5}`] ?? '').join('\n');
  return {
    id: client.id,
    businessId: client.linkedBusinessId,
    ...present('name', client.clientName ?? client.clientBusinessName),
    ...present('businessName', client.clientBusinessName),
    addressLines: lines(address),
    ...present('phone', client.clientPhoneNumber),
    ...present('email', client.clientEmailAddress),
    ...present('gstNumber', client.clientGst),
  };
}

/** An issuer as the editor's business, numbered `sequence` with `tag`. */
export function editorBusiness(id: number, issuer: IssuerDetails, tag: string, sequence: number): InvoicingBusiness {
  return { ...issuer, id, invoiceTag: tag, nextInvoiceNumber: formatInvoiceNumber(tag, sequence) };
}

const partiesKey = (owner: string) => `invoicing:kept-parties:v1:${encodeURIComponent(owner)}`;

/** The parties this user typed last time; none when nothing (readable) was remembered. */
export function rememberedParties(owner: string): TypedParties {
  const stored = readJson(partiesKey(owner));
  if (stored.state !== 'found' || typeof stored.value !== 'object' || stored.value === null) return NO_TYPED_PARTIES;
  const { business, client } = stored.value as Record<string, unknown>;
  return {
    business: readKeptValues(business, NO_TYPED_PARTIES.business) ?? NO_TYPED_PARTIES.business,
    client: readKeptValues(client, NO_TYPED_PARTIES.client) ?? NO_TYPED_PARTIES.client,
  };
}

export function rememberParties(owner: string, parties: TypedParties): void {
  if (!sameValues(parties, rememberedParties(owner))) writeItem(partiesKey(owner), JSON.stringify(parties));
}
