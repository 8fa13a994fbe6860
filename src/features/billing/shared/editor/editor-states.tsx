// What the create and edit pages show instead of the editor: loading, a failed load, no business to
// invoice for, an invoice that is no longer a draft (an address that names no invoice:
// ../invoice-not-found.tsx).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import type { Invoice } from '@/api/types';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { invoicePath, paths } from '@/config/paths';
import '@/components/form/form-layout.css';
import '../invoices.css';

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
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
      <LoadError message={`${what} could not be loaded.`} detail={errorMessage(error, 'Please try again.')} onRetry={retry} />
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
