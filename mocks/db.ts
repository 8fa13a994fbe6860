// The mock backend's data: one @msw/data collection per resource, typed by zod schemas whose
// shapes follow openapi.yaml (the stored user also keeps a password hash, never returned).
import { Collection } from '@msw/data';
import { z } from 'zod';

const text = z.string().optional();

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  roles: z.array(z.string()),
});

export const businessSchema = z.object({
  id: z.number().int(),
  businessId: z.string(),
  businessName: text,
  businessType: text,
  businessEmailAddress: text,
  businessPhoneNumber: text,
  businessAddressLine1: text,
  businessAddressLine2: text,
  businessAddressLine3: text,
  businessAddressLine4: text,
  businessAddressLine5: text,
  businessContactPerson: text,
  businessBankAccountNumber: text,
  businessBankProvider: text,
  businessLicenseNumber: text,
  businessGst: text,
  businessInvoiceTag: text,
  businessInvoiceSequenceNumber: z.number().int().min(1).optional(),
  businessNotes: text,
  businessPermittedLogins: z.array(z.string()),
});

export const clientSchema = z.object({
  id: z.number().int(),
  linkedBusinessId: z.number().int(),
  businessId: z.string(),
  clientName: text,
  clientBusinessName: text,
  clientType: text,
  clientAddressLine1: text,
  clientAddressLine2: text,
  clientAddressLine3: text,
  clientAddressLine4: text,
  clientAddressLine5: text,
  clientPhoneNumber: text,
  clientEmailAddress: text,
  clientLicenseNumber: text,
  clientGst: text,
  clientNotes: text,
});

export type UserRecord = z.infer<typeof userSchema>;
export type BusinessRecord = z.infer<typeof businessSchema>;
export type ClientRecord = z.infer<typeof clientSchema>;

export const db = {
  users: new Collection({ schema: userSchema }),
  businesses: new Collection({ schema: businessSchema }),
  clients: new Collection({ schema: clientSchema }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;

/** The next free id in a collection (ids are never reused while records exist). */
export function nextId(collection: { all(): Array<{ id: number }> }): number {
  let max = 0;
  for (const record of collection.all()) if (record.id > max) max = record.id;
  return max + 1;
}

/** Empties every collection. */
export function clearDb(): void {
  for (const collection of Object.values(db)) collection.clear();
}
