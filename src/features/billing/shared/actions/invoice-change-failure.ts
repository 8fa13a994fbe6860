// What a failed change to a saved invoice says: someone else changed it first (a 409 on its
// version; the invoice is reloaded), or the server's reason.
import { errorMessage } from '@/api/errors';
import { isStaleVersion } from '@/api/invoices';

export const STALE_INVOICE = 'Someone else changed this invoice since you opened it. It has been reloaded: check it and try again.';

export function invoiceChangeFailure(error: unknown, fallback: string): string {
  return isStaleVersion(error) ? STALE_INVOICE : errorMessage(error, fallback);
}
