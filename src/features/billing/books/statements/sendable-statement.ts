// A client's statement as the send dialog takes it (docs/sending.md): its template values, drawn
// from the same model as the screen and the PDF, and its PDF.
import type { RecipientDetails } from '@/api/types';
import type { SendableDocument } from '@/features/billing/shared/send/sendable-document';
import type { StatementModel } from './statement-model';

export function sendableStatement(
  statement: { clientId: number; client: RecipientDetails },
  doc: StatementModel,
  businessId: number,
): SendableDocument {
  const balance = doc.totals.filter((total) => total.strong).at(-1)?.value ?? '';
  return {
    type: 'STATEMENT',
    id: statement.clientId,
    number: doc.covers,
    title: `Email the statement for ${doc.recipient.name}`,
    businessId,
    clientEmail: statement.client.email,
    values: { client: doc.recipient.name, business: doc.issuer.name, balance, period: doc.covers },
    fileName: `${doc.fileName.slice(0, 96)}.pdf`,
    makePdf: async () => (await import('./statement-pdf')).buildStatementPdf(doc),
  };
}
