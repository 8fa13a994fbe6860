// The supplier request body (openapi.yaml: SupplierInput), checked alike by the supplier form and the
// mock backend (docs/architecture.md#request-rules).
import * as z from 'zod/mini';
import { isEmail, isIrdGstNumber, isNzBankAccount, isNzbn, isPhoneNumber } from '@/lib/validation';
import { optionalFormatted, optionalText } from './text';

const NAME = 'Enter the supplier’s name, e.g. Placemakers Kaiwharawhara.';
const SUPPLIER_GST_NUMBER_MESSAGE =
  'This GST number fails the IRD’s check digit: check it against the supplier’s invoice, e.g. 49-091-850.';

export const supplierRequest = z.object({
  name: z.string({ error: NAME }).check(
    z.maxLength(200, 'Must be at most 200 characters.'),
    z.refine((value) => value.trim() !== '', NAME),
  ),
  gstNumber: optionalFormatted(20, isIrdGstNumber, SUPPLIER_GST_NUMBER_MESSAGE),
  nzbn: optionalFormatted(20, isNzbn, 'Enter the 13-digit NZBN, e.g. 9429000106078 (its last digit is a check digit).'),
  email: optionalFormatted(254, isEmail, 'Enter an email address like name@example.com.'),
  phone: optionalFormatted(40, isPhoneNumber, 'Enter a phone number of 6 to 15 digits, e.g. +64 9 555 0142.'),
  address: optionalText(500),
  bankAccount: optionalFormatted(
    30,
    isNzBankAccount,
    'Enter the bank account as bank, branch, account and suffix, e.g. 12-3456-7890123-00.',
  ),
});
