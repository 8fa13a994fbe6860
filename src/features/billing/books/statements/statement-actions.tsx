// Print, PDF and Email for a statement. The PDF module (and pdf-lib) loads only when asked for.
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import { EmailButton } from '@/features/billing/shared/send/email-button';
import type { SendableDocument } from '@/features/billing/shared/send/sendable-document';
import type { StatementModel } from './statement-model';

/** `sendable`: the statement as the send dialog takes it, once its business is known. */
export function StatementActions({ doc, sendable }: { doc: StatementModel; sendable: SendableDocument | null }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [emailed, setEmailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { downloadStatementPdf } = await import('./statement-pdf');
      await downloadStatementPdf(doc);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="invoice-view__actions no-print" role="group" aria-label="Statement actions">
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="secondary" busy={busy} busyLabel="Making the PDF…" onClick={() => void download()}>
        Download PDF
      </Button>
      {sendable ? <EmailButton document={sendable} onSent={setEmailed} /> : null}
      <StatusMessage tone="success">{emailed}</StatusMessage>
      {failed ? <StatusMessage tone="error">The PDF could not be made. Please try again.</StatusMessage> : null}
    </div>
  );
}
