// Print and PDF for a statement. The PDF module (and pdf-lib) loads only when asked for.
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import type { StatementModel } from './statement-model';

export function StatementActions({ doc }: { doc: StatementModel }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
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
      {failed ? <StatusMessage tone="error">The PDF could not be made. Please try again.</StatusMessage> : null}
    </div>
  );
}
