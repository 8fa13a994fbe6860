// What the create and edit pages show instead of the editor: loading, a failed load, no business to
// invoice for, an address that names no invoice, an invoice that is no longer a draft.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import type { Invoice } from '@/api/types';
import { Button } from '@/components/button/button';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { invoicePath, paths } from '@/config/paths';
import '@/components/form/form-layout.css';
import '../invoices.css';

export function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} width="narrow">
      {children}
    </Page>
  );
}

export function Loading({ title }: { title: string }) {
  return (
    <EditorFrame title={title}>
      <p role="status">Loading...</p>
    </EditorFrame>
  );
}

export function LoadFailure({ title, what, error, retry }: { title: string; what: string; error: unknown; retry: () => void }) {
  return (
    <EditorFrame title={title}>
      <div className="ui-form">
        <StatusMessage tone="error">
          <p>{what} could not be loaded.</p>
          <p>{errorMessage(error, 'Please try again.')}</p>
        </StatusMessage>
        <div className="ui-form__actions">
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      </div>
    </EditorFrame>
  );
}

export function NoBusiness({ title }: { title: string }) {
  return (
    <EditorFrame title={title}>
      <div className="ui-card invoice-empty">
        <h2 className="invoice-section-title">You cannot invoice for any business yet</h2>
        <p>Ask an administrator to add your username to the permitted logins of the business you invoice for.</p>
        <Link to={paths.dashboard}>Back to the dashboard</Link>
      </div>
    </EditorFrame>
  );
}

export function NoSuchInvoice() {
  return (
    <EditorFrame title="Invoice not found">
      <div className="ui-card invoice-empty">
        <p>There is no invoice at this address. It may have been a draft that was deleted.</p>
        <Link to={paths.invoiceHistory}>Go to the invoice history</Link>
      </div>
    </EditorFrame>
  );
}

export function NotADraft({ title, invoice }: { title: string; invoice: Invoice }) {
  return (
    <EditorFrame title={title}>
      <div className="ui-card invoice-empty">
        <p>{invoice.number ?? 'This invoice'} has been issued and can no longer be edited. To change it, void it and duplicate it.</p>
        <Link to={invoicePath(invoice.id)}>Open {invoice.number ?? 'the invoice'}</Link>
      </div>
    </EditorFrame>
  );
}
