// The free invoice generator of the specification's service: the document editor's parts (lines,
// totals, discount, dates, notes, preview and its PDF) with the parties picked or typed, numbered in
// this browser, and kept in this browser only (decision 343). What is typed is kept as unsaved work
// until the invoice is kept, like the invoice editor's.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { InvoicingClient, IssuerDetails, RecipientDetails } from '@/api/types';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import type { IsoDate } from '@/lib/calendar-date';
import { INVOICE_TYPE } from '../shared/editor/document-type';
import { documentFromForm } from '../shared/editor/editor-document';
import { validateForm } from '../shared/editor/editor-checks';
import { emptyForm, liveTotals, type EditorForm } from '../shared/editor/editor-form';
import { EditorShell } from '../shared/editor/editor-shell';
import { useDocumentEditor, type PreviewOf } from '../shared/editor/use-document-editor';
import { useUnsavedDocument } from '../shared/editor/use-unsaved-document';
import { keptDocument, keptInvoiceId, keepInvoice, nextSequence, type KeptInvoice } from './kept-invoices-store';
import { downloadKeptPdf } from './kept-pdf';
import { KeptPartiesSection, type PartiesSource } from './kept-parties-section';
import {
  editorBusiness,
  rememberedParties,
  rememberParties,
  typedIssuer,
  typedRecipient,
  typedSequence,
  TYPED_ID,
  type TypedParties,
} from './kept-parties';

/** A business of the admin list, with what numbers its invoices. */
export interface AdminIssuer {
  id: number;
  issuer: IssuerDetails;
  tag: string;
  firstSequence: number;
}

export interface KeptInvoiceEditorProps {
  owner: string;
  /** The company's today by the server's clock; null when it did not say (the user picks the date). */
  today: IsoDate | null;
  /** An ADMIN's lists; null for a USER, who types the parties. */
  admin: { businesses: readonly AdminIssuer[]; clients: readonly InvoicingClient[] } | null;
  /** The invoices kept so far (for the numbers); null when the kept list cannot be read. */
  kept: readonly KeptInvoice[] | null;
  /** Kept (and its PDF downloaded, when `downloaded`). */
  onKept: (invoice: KeptInvoice, how: { downloaded: boolean }) => void;
}

function withoutIds(client: InvoicingClient): RecipientDetails {
  const recipient: Partial<InvoicingClient> = { ...client };
  delete recipient.id;
  delete recipient.businessId;
  return recipient as RecipientDetails;
}

const typedKey = (parties: TypedParties) => `typed:${parties.business.name.trim().toLowerCase()}`;

function firstForm(today: IsoDate | null, business: Parameters<typeof emptyForm>[1], typed: boolean): EditorForm {
  // Without the server's today the dates start empty: the user picks them, never the device's date.
  const form = today ? emptyForm(today, business) : { ...emptyForm('2000-01-01', business), issueDate: '', dueDate: '' };
  return typed ? { ...form, clientId: TYPED_ID } : form;
}

const UNREADABLE =
  'The invoices kept in this browser could not be read, so this one cannot be added to them. Open Invoice History to set them aside first.';
const REFUSED = 'This browser refused to keep the invoice (its storage may be full). Download the PDF to keep a copy.';

export function KeptInvoiceEditor({ owner, today, admin, kept, onKept }: KeptInvoiceEditorProps) {
  const [typed, setTyped] = useState(() => rememberedParties(owner));
  useEffect(() => rememberParties(owner, typed), [owner, typed]);
  const counted = useMemo(() => kept ?? [], [kept]);

  const numbering = useMemo(() => {
    if (admin) {
      return admin.businesses.map(({ id, issuer, tag, firstSequence }) => {
        const key = `business:${id}`;
        const sequence = nextSequence(counted, key, firstSequence);
        return { key, sequence, issuer, business: editorBusiness(id, issuer, tag, sequence) };
      });
    }
    const key = typedKey(typed);
    const sequence = nextSequence(counted, key, typedSequence(typed.business) ?? 1);
    const issuer = typedIssuer(typed.business);
    return [{ key, sequence, issuer, business: editorBusiness(TYPED_ID, issuer, typed.business.invoiceTag.trim(), sequence) }];
  }, [admin, counted, typed]);
  const businesses = useMemo(() => numbering.map(({ business }) => business), [numbering]);

  const recipientOf = useCallback(
    (form: EditorForm): InvoicingClient | null =>
      admin
        ? (admin.clients.find((client) => client.id === form.clientId) ?? null)
        : { ...typedRecipient(typed.client), id: TYPED_ID, businessId: TYPED_ID },
    [admin, typed.client],
  );
  const previewOf = useCallback<PreviewOf>(
    (form, live, business) => ({
      ...documentFromForm(form, live, business, recipientOf(form)),
      number: business?.nextInvoiceNumber ?? null,
      status: 'ISSUED',
    }),
    [recipientOf],
  );

  const [initial] = useState(() => firstForm(today, admin ? (businesses.length === 1 ? businesses[0] : null) : businesses[0], !admin));
  const editing = useDocumentEditor({ initial, businesses, totalsOf: liveTotals, previewOf, withClients: false });
  const { editor } = editing;
  const { form, business, pending } = editor;
  const work = useUnsavedDocument({
    kind: 'kept-invoice',
    label: 'a new invoice for this browser',
    username: owner,
    draft: null,
    businesses,
    initial,
    editor,
  });

  const checks = () => {
    const errors = validateForm(form, { issuing: true, business, client: recipientOf(form) });
    if (admin) return errors;
    // The typed parties stand for the business and client the request would name.
    const { clientId: recipientProblem, ...rest } = errors;
    delete rest.businessId;
    if (!typed.business.name.trim()) rest['business.name'] = 'Enter the name of your business.';
    if (typedSequence(typed.business) === null) rest['business.nextNumber'] = 'Enter a whole number from 1.';
    if (!typed.client.name.trim()) rest['client.name'] = 'Enter the client’s name.';
    if (recipientProblem) rest['client.address'] ??= recipientProblem;
    return rest;
  };

  const numbered = () => {
    const chosen = numbering.find((entry) => entry.business.id === form.businessId);
    if (!chosen) throw new Error('No business chosen.');
    const client = recipientOf(form);
    const recipient = client ? withoutIds(client) : { addressLines: [] };
    return { chosen, recipient, document: keptDocument(form, chosen.issuer, recipient, chosen.business.nextInvoiceNumber) };
  };

  // Keeping takes the number: a PDF is never downloaded without it, so no two share one.
  const keepNumbered = () => {
    if (kept === null) throw new Error(UNREADABLE);
    const { chosen, recipient, document } = numbered();
    const invoice: KeptInvoice = {
      id: keptInvoiceId(chosen.business.nextInvoiceNumber),
      businessKey: chosen.key,
      sequence: chosen.sequence,
      number: chosen.business.nextInvoiceNumber,
      issuer: chosen.issuer,
      recipient,
      form,
    };
    if (!keepInvoice(owner, invoice)) throw new Error(REFUSED);
    return { invoice, document };
  };
  const failure = (error: unknown) => ({ text: error instanceof Error && error.message === UNREADABLE ? UNREADABLE : REFUSED });

  const keep = editor.submit({
    validate: checks,
    send: () => Promise.resolve(keepNumbered().invoice),
    kept: work,
    onSuccess: (invoice) => onKept(invoice, { downloaded: false }),
    failure,
  });

  const download = editor.submit({
    validate: checks,
    send: async () => {
      const { invoice, document } = keepNumbered();
      // Kept already: a PDF that fails to download is made again from Invoice History.
      await downloadKeptPdf(document).catch(() => undefined);
      return invoice;
    },
    kept: work,
    onSuccess: (invoice) => onKept(invoice, { downloaded: true }),
    failure,
  });

  const source: PartiesSource = admin ? { kind: 'admin', clients: admin.clients } : { kind: 'typed', parties: typed, onChange: setTyped };
  const dateNotice = today ? null : (
    <p className="invoice-editor__note">The server did not say today’s date, so pick the issue date yourself.</p>
  );
  return (
    <EditorShell
      type={INVOICE_TYPE}
      editor={editing}
      kept={work}
      label="New invoice for this browser"
      onSubmit={keep}
      parties={<KeptPartiesSection source={source} />}
      issueDateNotice={dateNotice}
      actions={
        <div className="invoice-editor__actions">
          <StatusMessage tone="error">{editor.outcome?.text}</StatusMessage>
          <div className="ui-form__actions">
            <Button type="submit" busy={pending} busyLabel="Keeping…">
              Keep in this browser
            </Button>
            <Button type="button" variant="secondary" onClick={download}>
              Keep and download PDF
            </Button>
          </div>
        </div>
      }
    />
  );
}
