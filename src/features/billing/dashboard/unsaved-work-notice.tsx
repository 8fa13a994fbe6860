// The dashboard's "Unsaved work": what the user typed and did not save, kept in this browser (after
// a reload, a crash or a forced sign-out), one link each back to the form that offers it again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  bankAccountPath,
  billPath,
  editBillPath,
  newBillPath,
  newSupplierCreditNotePath,
  createCreditNotePath,
  editInvoicePath,
  editQuotePath,
  invoicePath,
  paths,
  quotePath,
  schedulePath,
} from '@/config/paths';
import { formatList } from '@/lib/format';
import { keptWorkOf, type KeptWorkKind, type KeptWorkSummary } from '@/lib/kept-work';
import { useAuth } from '@/features/session/use-auth';
import { unsavedWorkOf } from '@/features/billing/shared/editor/unsaved-work';
import './dashboard.css';

/**
 * Where each form that keeps work lives, by its kind (the `kind` its `useKeptValues` or `useKeptWork`
 * names): the invoice page reopens its payment or void form, the list screens open the record kept
 * (useResumedEdit). A Record over every kind, so a new kind is a type error until it has a place.
 * null: not listed here (the editor's own entries, 'invoice', are read and checked by
 * unsaved-work.ts and listed above the others; registration is kept in the tab, not for a user).
 */
const FORM_PLACES: Record<KeptWorkKind, ((id: string) => string) | null> = {
  invoice: null,
  'kept-invoice': () => paths.createInvoice,
  register: null,
  payment: (id) => invoicePath(Number(id)),
  void: (id) => invoicePath(Number(id)),
  refund: (id) => invoicePath(Number(id)),
  'credit-note': (id) => createCreditNotePath(Number(id)),
  profile: () => paths.profile,
  user: () => paths.adminUsers,
  business: () => paths.adminBusinesses,
  client: () => paths.adminClients,
  supplier: () => paths.suppliers,
  bill: (id) => (id === 'new' ? newBillPath('BILL') : editBillPath(Number(id))),
  expense: () => newBillPath('EXPENSE'),
  'supplier-credit-note': (id) => newSupplierCreditNotePath(Number(id)),
  'bill-payment': (id) => billPath(Number(id)),
  quote: (id) => (id === 'new' ? paths.createQuote : editQuotePath(Number(id))),
  claim: (id) => quotePath(Number(id)),
  variation: (id) => quotePath(Number(id)),
  schedule: (id) => (id === 'new' ? paths.newSchedule : schedulePath(Number(id))),
  'bank-account': (id) => (id === 'new' ? paths.bankAccounts : bankAccountPath(Number(id))),
  'csv-mapping': (id) => bankAccountPath(Number(id)),
};

/** Kept work of a kind this build does not know (an older or newer version's) has no place. */
const isKnownKind = (kind: string): kind is KeptWorkKind => Object.hasOwn(FORM_PLACES, kind);

type OtherWork = KeptWorkSummary & { label: string; to: string };

function otherWorkOf(username: string): OtherWork[] {
  return keptWorkOf(username).flatMap((work) => {
    const place = isKnownKind(work.kind) ? FORM_PLACES[work.kind] : null;
    const valid = work.id === 'new' || /^\d{1,15}$/.test(work.id);
    return place && valid && work.label ? [{ ...work, label: work.label, to: place(work.id) }] : [];
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function UnsavedWorkNotice() {
  const { username } = useAuth();
  const [invoices] = useState(() => (username ? unsavedWorkOf(username) : []));
  const [others] = useState(() => (username ? otherWorkOf(username) : []));
  if (invoices.length === 0 && others.length === 0) return null;
  return (
    <div className="ui-card invoice-unsaved" role="region" aria-label="Unsaved work">
      {invoices.length > 0 ? (
        <p>
          {invoices.length === 1 ? 'An invoice you were working on has' : `${invoices.length} invoices you were working on have`} unsaved
          changes kept in this browser.
        </p>
      ) : null}
      {others.length > 0 ? (
        <p>{`Your unsaved changes to ${formatList(others.map((work) => work.label))} are kept in this browser${invoices.length > 0 ? ' too' : ''}.`}</p>
      ) : null}
      <ul className="ui-link-list">
        {invoices.map((work) => (
          <li key={work.draftId ?? 'new'}>
            <Link to={work.draftId === null ? paths.createInvoice : editInvoicePath(work.draftId)}>
              {work.draftId === null ? 'Continue the new invoice' : `Continue draft ${work.draftId}`}
            </Link>
          </li>
        ))}
        {others.map((work) => (
          <li key={work.key}>
            <Link to={work.to}>{capitalised(work.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
