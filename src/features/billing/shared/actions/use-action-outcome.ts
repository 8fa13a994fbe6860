// What a document page's actions said last (a flash from the screen that sent us here, a success,
// a refusal), and the PDF download with its busy state: the same for invoices and quotes.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { InvoiceDocumentModel } from '../document/invoice-document-model';
import { failureOf, flashOf, type Outcome } from './invoice-outcome';

export function useActionOutcome(doc: InvoiceDocumentModel, id: number) {
  const location = useLocation();
  // A message from the screen that sent us here (the editor: "Draft saved.", "Issued as …").
  const [outcome, setOutcome] = useState<Outcome>(() => flashOf(location.state));
  const [pdfBusy, setPdfBusy] = useState(false);
  const succeeded = (text: string) => setOutcome({ tone: 'success', text });
  /** The handler that shows a refusal, with `fallback` when the server gave no reason. */
  const failed = (fallback: string) => (error: unknown) => setOutcome(failureOf(error, fallback));

  const onDownload = async () => {
    setPdfBusy(true);
    setOutcome(null);
    try {
      const { downloadInvoicePdf } = await import('../document/invoice-pdf');
      await downloadInvoicePdf(doc, id);
      succeeded('The PDF has been downloaded.');
    } catch {
      setOutcome({ tone: 'error', text: 'The PDF could not be made. Please try again.' });
    } finally {
      setPdfBusy(false);
    }
  };

  return {
    outcome,
    clear: () => setOutcome(null),
    succeeded,
    failed,
    showError: (text: string) => setOutcome({ tone: 'error', text }),
    pdfBusy,
    onDownload,
  };
}
