// /create-invoice and /invoices/:id/edit: one editor for new invoices and drafts. Live totals come
// from the shared calculator; the preview is the document itself. What is typed is kept in local
// storage (per user and draft) until it is saved, and offered back after a reload, a crash or a
// forced sign-out; leaving with unsaved changes asks first.
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom, httpStatusOf } from '@/api/errors';
import {
  isStaleVersion,
  useCreateInvoice,
  useInvoice,
  useInvoicingBusinesses,
  useInvoicingClients,
  useIssueInvoice,
  useUpdateInvoice,
} from '@/api/invoices';
import { FORCED_SIGN_OUT_EVENT } from '@/api/session-token';
import type { Invoice, InvoicingBusiness } from '@/api/types';
import { Button } from '@/components/button/button';
import { Checkbox } from '@/components/checkbox-group/checkbox';
import { useConfirm } from '@/components/dialog/use-confirm';
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import { focusFirstInvalid } from '@/components/form/focus-first-invalid';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { DEFAULT_PAYMENT_TERMS_DAYS, INVOICE_CURRENCIES, INVOICE_LIMITS } from '@/config/invoicing';
import { invoicePath, paths } from '@/config/paths';
import { daysBetween, isIsoDate, todayIn } from '@/lib/calendar-date';
import { useAuth } from '@/features/session/use-auth';
import { ClientPicker, clientLabel } from './client-picker';
import { documentFromForm } from './editor-document';
import {
  editorReducer,
  emptyForm,
  EXEMPT_TAX,
  formFromInvoice,
  gstRegistered,
  defaultTax,
  liveTotals,
  STANDARD_TAX,
  toInvoiceInput,
  validateForm,
  type DiscountKind,
  type EditorAction,
  type EditorForm,
  type FormErrors,
} from './editor-form';
import { InvoiceDocument } from '../invoice-document';
import { breakdownLabel } from '../invoice-document-model';
import { money } from '../invoice-labels';
import { LeaveGuard } from './leave-guard';
import { LineItemsTable, lineFieldId, type LineErrors, type TaxOption } from './line-items';
import { clearUnsavedWork, readUnsavedWork, sameContent, saveUnsavedWork, unsavedWorkKey, type UnsavedWork } from './unsaved-work';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import '../invoices.css';
import './invoice-editor.css';

const TERMS = [7, 14, 20, 30] as const;

const GST_TAX_OPTIONS: readonly TaxOption[] = [
  { value: STANDARD_TAX, label: 'GST 15%' },
  { value: 'ZERO:0', label: 'Zero-rated (0%)' },
  { value: EXEMPT_TAX, label: 'Exempt (no GST)' },
];
const NO_GST_TAX_OPTIONS: readonly TaxOption[] = [{ value: EXEMPT_TAX, label: 'No GST' }];

const dateTime = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Auckland' });

type Offer = { kind: 'restore'; work: UnsavedWork } | { kind: 'corrupt' } | null;
type Outcome = { text: ReactNode; reload?: boolean } | null;

/** Field errors keyed by line instead of position, so they follow a line that moves. */
function splitErrors(errors: FormErrors, form: EditorForm): { general: FormErrors; lines: Map<string, LineErrors> } {
  const general: FormErrors = {};
  const lines = new Map<string, LineErrors>();
  for (const [field, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.(description|quantity|unitPrice)$/.exec(field);
    const line = match ? form.lines[Number(match[1])] : undefined;
    if (match && line) lines.set(line.key, { ...lines.get(line.key), [match[2] as keyof LineErrors]: message });
    else general[field] = message;
  }
  return { general, lines };
}

/** A restored form may name a business the user can no longer invoice for: never ask about it. */
function withinPermitted(form: EditorForm, businesses: readonly InvoicingBusiness[]): EditorForm {
  return businesses.some((b) => b.id === form.businessId) ? form : { ...form, businessId: null, clientId: null };
}

interface EditorProps {
  businesses: InvoicingBusiness[];
  draft: Invoice | null;
  onReload: () => void;
}

function InvoiceEditor({ businesses, draft, onReload }: EditorProps) {
  const { username } = useAuth();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const issue = useIssueInvoice();
  const storageKey = unsavedWorkKey(username ?? 'signed-out', draft?.id ?? null);

  const initial = useMemo(
    () => (draft ? formFromInvoice(draft) : emptyForm(todayIn(), businesses.length === 1 ? businesses[0] : null)),
    // The editor is keyed by draft and version: its first form never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [form, apply] = useReducer(editorReducer, initial);
  const [dirty, setDirty] = useState(false);
  const [offer, setOffer] = useState<Offer>(() => {
    const stored = readUnsavedWork(storageKey);
    if (stored === 'corrupt') return { kind: 'corrupt' };
    if (stored === null) return null;
    if (sameContent(stored.form, initial)) {
      clearUnsavedWork(storageKey);
      return null;
    }
    return { kind: 'restore', work: stored };
  });
  const [errors, setErrors] = useState<{ general: FormErrors; lines: Map<string, LineErrors> }>({ general: {}, lines: new Map() });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState<'save' | 'issue' | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const linesMessage = useRef<HTMLDivElement>(null);

  // Refs read by the listeners below, always the latest.
  const formRef = useRef(form);
  formRef.current = form;
  const dirtyRef = useRef(false);
  const leaving = useRef(false);
  const forcedOut = useRef(false);

  const dispatch: Dispatch<EditorAction> = useCallback((action) => {
    dirtyRef.current = true;
    setDirty(true);
    apply(action);
    if (action.type === 'line' && action.field !== 'tax') {
      const field = action.field;
      setErrors((previous) => {
        if (!previous.lines.get(action.key)?.[field]) return previous;
        const lines = new Map(previous.lines);
        lines.set(action.key, { ...previous.lines.get(action.key), [field]: undefined });
        return { ...previous, lines };
      });
    }
  }, []);

  const store = useCallback(
    (current: EditorForm) =>
      saveUnsavedWork(storageKey, { savedAt: new Date().toISOString(), baseVersion: draft?.version ?? null, form: current }),
    [storageKey, draft?.version],
  );

  // Every change is kept in this browser at once (after the paint, so typing stays quick).
  useEffect(() => {
    if (dirty) store(form);
  }, [dirty, form, store]);

  // A forced sign-out (401/403) leaves by a full page load: keep the work, and do not ask.
  useEffect(() => {
    const onForcedSignOut = () => {
      forcedOut.current = true;
      if (dirtyRef.current) store(formRef.current);
    };
    window.addEventListener(FORCED_SIGN_OUT_EVENT, onForcedSignOut);
    return () => window.removeEventListener(FORCED_SIGN_OUT_EVENT, onForcedSignOut);
  }, [store]);

  const shouldBlock = useCallback(() => dirtyRef.current && !leaving.current && !forcedOut.current, []);

  const business = businesses.find((b) => b.id === form.businessId) ?? null;
  const clients = useInvoicingClients(business?.id ?? null);
  const client = clients.data?.find((c) => c.id === form.clientId) ?? null;
  const clientContact = client ? [client.addressLines.join(', '), client.email, client.phone].filter(Boolean).join(' · ') : '';
  const live = useMemo(() => liveTotals(form), [form]);
  const registered = gstRegistered(business);
  const taxOptions = registered || !business ? GST_TAX_OPTIONS : NO_GST_TAX_OPTIONS;

  const deferredForm = useDeferredValue(form);
  const preview = useMemo(
    () => documentFromForm(deferredForm, liveTotals(deferredForm), business, client),
    [deferredForm, business, client],
  );

  const onMove = useCallback(
    (key: string, by: -1 | 1) => {
      dispatch({ type: 'moveLine', key, by });
      // Keep focus on the same line's button after it moved (or on the other one at an end).
      requestAnimationFrame(() => {
        const button = document.getElementById(lineFieldId(key, by === -1 ? 'up' : 'down')) as HTMLButtonElement | null;
        const other = document.getElementById(lineFieldId(key, by === -1 ? 'down' : 'up')) as HTMLButtonElement | null;
        (button && !button.disabled ? button : other)?.focus();
      });
    },
    [dispatch],
  );

  const onRemove = useCallback(
    (key: string, index: number) => {
      const lines = formRef.current.lines;
      const neighbour = lines[index + 1] ?? lines[index - 1];
      dispatch({ type: 'removeLine', key });
      requestAnimationFrame(() => {
        (neighbour ? document.getElementById(lineFieldId(neighbour.key, 'description')) : document.getElementById('add-line'))?.focus();
      });
    },
    [dispatch],
  );

  const addLine = () => {
    const tax = defaultTax(business);
    dispatch({ type: 'addLine', tax });
    requestAnimationFrame(() => {
      const last = formRef.current.lines.at(-1);
      if (last) document.getElementById(lineFieldId(last.key, 'description'))?.focus();
    });
  };

  const restore = (work: UnsavedWork) => {
    apply({ type: 'replace', form: withinPermitted(work.form, businesses) });
    dirtyRef.current = true;
    setDirty(true);
    setOffer(null);
  };

  const discard = () => {
    clearUnsavedWork(storageKey);
    setOffer(null);
  };

  const save = async (issuing: boolean) => {
    if (pending) return;
    const found = validateForm(form, { issuing, business, client });
    flushSync(() => {
      setErrors(splitErrors(found, form));
      setOutcome(Object.keys(found).length > 0 ? { text: 'Check the highlighted fields.' } : null);
    });
    if (Object.keys(found).length > 0) {
      if (!focusFirstInvalid(formElement.current)) linesMessage.current?.focus();
      return;
    }
    if (issuing) {
      const ok = await confirm({
        title: 'Issue this invoice?',
        detail: `It takes the next number of ${business?.name ?? 'the business'}${business ? ` (${business.nextInvoiceNumber} unless someone else issues first)` : ''} and can no longer be edited. You can still void it.`,
        confirmLabel: 'Issue invoice',
      });
      if (!ok) return;
    }
    setPending(issuing ? 'issue' : 'save');
    const input = toInvoiceInput(form);
    let saved: Invoice;
    try {
      saved = draft
        ? await update.mutateAsync({ id: draft.id, input: { ...input, version: draft.version } })
        : await create.mutateAsync(input);
    } catch (error) {
      setPending(null);
      const fields = fieldErrorsFrom(error);
      flushSync(() => {
        setErrors(splitErrors(fields, form));
        setOutcome(
          isStaleVersion(error)
            ? {
                text: 'Someone else changed this draft since you opened it. Your changes are kept in this browser: reload the draft and they are offered back.',
                reload: true,
              }
            : { text: errorMessage(error, 'The invoice could not be saved. Please try again.'), reload: httpStatusOf(error) === 409 },
        );
      });
      focusFirstInvalid(formElement.current);
      return;
    }
    // Safe on the server now: the copy in this browser is no longer needed.
    clearUnsavedWork(storageKey);
    dirtyRef.current = false;
    leaving.current = true;
    if (!issuing) {
      void navigate(invoicePath(saved.id), {
        state: { flash: draft ? 'Draft saved.' : 'Draft saved. It gets its number when it is issued.' },
      });
      return;
    }
    try {
      const issued = await issue.mutateAsync({ id: saved.id, version: saved.version });
      void navigate(invoicePath(issued.id), { state: { flash: `Issued as ${issued.number ?? ''}.` } });
    } catch (error) {
      const reasons = Object.values(fieldErrorsFrom(error));
      const reason = reasons.length > 0 ? reasons.join(' ') : errorMessage(error, 'Please try again.');
      void navigate(invoicePath(saved.id), { state: { flash: `The draft was saved but not issued: ${reason}`, tone: 'error' } });
    }
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  const general = errors.general;
  const terms = isIsoDate(form.issueDate) && isIsoDate(form.dueDate) ? daysBetween(form.issueDate, form.dueDate) : null;
  const m = (cents: number) => money(cents, form.currency);
  const totals = live.totals;

  return (
    <Page
      title={draft ? 'Edit draft invoice' : 'Create Invoice'}
      description={draft ? `Created by ${draft.createdBy}. Drafts have no number until they are issued.` : undefined}
    >
      <LeaveGuard shouldBlock={shouldBlock} />
      {dialog}
      {offer?.kind === 'restore' ? (
        <div className="ui-card invoice-restore" role="region" aria-label="Unsaved changes">
          <h2 className="invoice-section-title">You have unsaved changes</h2>
          <p>
            Changes you made on {dateTime.format(new Date(offer.work.savedAt))} were not saved to the server, but were kept in this browser.
            {draft && offer.work.baseVersion !== null && offer.work.baseVersion !== draft.version
              ? ' The draft has been changed since; restoring puts your version back on screen.'
              : ''}
          </p>
          <div className="ui-form__actions">
            <Button onClick={() => restore(offer.work)}>Restore my changes</Button>
            <Button variant="secondary" onClick={discard}>
              Discard them
            </Button>
          </div>
        </div>
      ) : null}
      <StatusMessage tone="info">
        {offer?.kind === 'corrupt' ? 'Unsaved changes kept in this browser could not be read, so they were discarded.' : null}
      </StatusMessage>

      <form
        ref={formElement}
        className="invoice-editor"
        noValidate
        onSubmit={onSubmit}
        aria-label={draft ? 'Edit draft invoice' : 'New invoice'}
        inert={offer?.kind === 'restore' || undefined}
      >
        <section className="ui-card invoice-editor__section" aria-labelledby="editor-parties">
          <h2 id="editor-parties" className="invoice-section-title">
            From and to
          </h2>
          <div className="invoice-editor__grid">
            {businesses.length > 1 ? (
              <SelectField
                label="Business"
                placeholder="Choose a business"
                required
                options={businesses.map((b) => ({ value: String(b.id), label: b.name }))}
                value={form.businessId === null ? '' : String(form.businessId)}
                error={general.businessId}
                onChange={(event) => {
                  const next = businesses.find((b) => String(b.id) === event.target.value);
                  if (next) dispatch({ type: 'business', business: next, previous: business });
                }}
              />
            ) : (
              <p className="invoice-editor__from">
                <span className="invoice-editor__label">From</span> {business?.name}
              </p>
            )}
            <ClientPicker
              clients={clients.data ?? []}
              value={form.clientId}
              onChange={(clientId) => dispatch({ type: 'client', clientId })}
              disabled={!business}
              placeholder={business ? (clients.isPending ? 'Loading clients…' : 'Type to search') : 'Choose a business first'}
              hint="Search by name, business name or email."
              error={general.clientId}
            />
          </div>
          {business && !registered ? (
            <p className="invoice-editor__note">{business.name} is not registered for GST, so its invoices charge no GST.</p>
          ) : null}
          {client ? (
            <p className="invoice-editor__note">
              Bill to {clientLabel(client)}
              {clientContact ? `: ${clientContact}` : ' (no address, phone or email on record)'}
            </p>
          ) : null}
        </section>

        <section className="ui-card invoice-editor__section" aria-labelledby="editor-terms">
          <h2 id="editor-terms" className="invoice-section-title">
            Dates and reference
          </h2>
          <div className="invoice-editor__grid">
            <TextField
              label="Issue date"
              type="date"
              required
              value={form.issueDate}
              error={general.issueDate}
              onChange={(event) => dispatch({ type: 'issueDate', value: event.target.value })}
            />
            <SelectField
              label="Payment terms"
              options={[
                ...TERMS.map((days) => ({
                  value: String(days),
                  label: `${days} days${days === DEFAULT_PAYMENT_TERMS_DAYS ? ' (standard)' : ''}`,
                })),
                ...(terms !== null && !(TERMS as readonly number[]).includes(terms)
                  ? [{ value: String(terms), label: `${terms} days` }]
                  : []),
              ]}
              value={terms === null ? String(DEFAULT_PAYMENT_TERMS_DAYS) : String(terms)}
              onChange={(event) => dispatch({ type: 'terms', days: Number(event.target.value) })}
            />
            <TextField
              label="Due date"
              type="date"
              required
              min={form.issueDate || undefined}
              value={form.dueDate}
              error={general.dueDate}
              onChange={(event) => dispatch({ type: 'dueDate', value: event.target.value })}
            />
            <TextField
              label="Reference or PO number"
              maxLength={INVOICE_LIMITS.referenceLength}
              value={form.reference}
              error={general.reference}
              onChange={(event) => dispatch({ type: 'field', field: 'reference', value: event.target.value })}
            />
            <SelectField
              label="Currency"
              options={INVOICE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              value={form.currency}
              onChange={(event) => dispatch({ type: 'currency', value: event.target.value as EditorForm['currency'] })}
            />
          </div>
        </section>

        <section className="ui-card invoice-editor__section" aria-labelledby="editor-lines">
          <div className="invoice-editor__lines-head">
            <h2 id="editor-lines" className="invoice-section-title">
              Lines
            </h2>
            <Checkbox
              label="Prices include GST"
              checked={form.pricesIncludeGst}
              disabled={!registered && business !== null}
              onChange={(event) => dispatch({ type: 'pricesIncludeGst', value: event.target.checked })}
            />
          </div>
          <LineItemsTable
            lines={form.lines}
            lineAmounts={totals.lineAmounts}
            currency={form.currency}
            pricesIncludeGst={form.pricesIncludeGst}
            taxOptions={taxOptions}
            errors={errors.lines}
            dispatch={dispatch}
            onMove={onMove}
            onRemove={onRemove}
          />
          <div ref={linesMessage} tabIndex={-1} className="invoice-editor__lines-message">
            {general.lines ? <p className="ui-field__error">{general.lines}</p> : null}
          </div>
          <div>
            <Button id="add-line" variant="secondary" onClick={addLine} disabled={form.lines.length >= INVOICE_LIMITS.lines}>
              Add line
            </Button>
          </div>
          <div className="invoice-editor__discount">
            <SelectField
              label="Discount"
              options={[
                { value: 'NONE', label: 'No discount' },
                { value: 'PERCENT', label: 'Percentage off' },
                { value: 'AMOUNT', label: 'Amount off' },
              ]}
              value={form.discountKind}
              onChange={(event) => dispatch({ type: 'discountKind', value: event.target.value as DiscountKind })}
            />
            {form.discountKind !== 'NONE' ? (
              <TextField
                label={form.discountKind === 'PERCENT' ? 'Discount (%)' : `Discount amount${form.pricesIncludeGst ? ' (incl. GST)' : ''}`}
                inputMode="decimal"
                value={form.discountValue}
                error={general.discount}
                onChange={(event) => dispatch({ type: 'field', field: 'discountValue', value: event.target.value })}
              />
            ) : null}
          </div>
          <dl className="invoice-editor__totals">
            {totals.discountTotal > 0 ? (
              <>
                <div>
                  <dt>Lines total</dt>
                  <dd>{m(totals.linesTotal)}</dd>
                </div>
                <div>
                  <dt>Discount</dt>
                  <dd>−{m(totals.discountTotal)}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>Subtotal (excl. GST)</dt>
              <dd>{m(totals.subtotal)}</dd>
            </div>
            {totals.taxBreakdown
              .filter((entry) => entry.taxCode === 'STANDARD')
              .map((entry) => (
                <div key={entry.taxRate}>
                  <dt>{breakdownLabel(entry, m)}</dt>
                  <dd>{m(entry.gst)}</dd>
                </div>
              ))}
            <div>
              <dt>GST</dt>
              <dd>{m(totals.gst)}</dd>
            </div>
            <div className="invoice-editor__total">
              <dt>Total</dt>
              <dd id="editor-total">{m(totals.total)}</dd>
            </div>
          </dl>
        </section>

        <section className="ui-card invoice-editor__section" aria-labelledby="editor-notes">
          <h2 id="editor-notes" className="invoice-section-title">
            Notes and payment
          </h2>
          <div className="invoice-editor__grid invoice-editor__grid--two">
            <TextAreaField
              label="Payment instructions"
              hint="The business's bank account by default."
              rows={3}
              maxLength={INVOICE_LIMITS.paymentInstructionsLength}
              value={form.paymentInstructions}
              onChange={(event) => dispatch({ type: 'field', field: 'paymentInstructions', value: event.target.value })}
            />
            <TextAreaField
              label="Notes"
              hint="Shown on the invoice, e.g. a thank-you or the job's address."
              rows={3}
              maxLength={INVOICE_LIMITS.notesLength}
              value={form.notes}
              onChange={(event) => dispatch({ type: 'field', field: 'notes', value: event.target.value })}
            />
          </div>
        </section>

        <div className="invoice-editor__actions">
          <StatusMessage tone="error">
            {outcome ? (
              <>
                <div>{outcome.text}</div>
                {outcome.reload && draft ? (
                  <Button variant="secondary" size="small" onClick={onReload}>
                    Reload the draft
                  </Button>
                ) : null}
              </>
            ) : null}
          </StatusMessage>
          <div className="ui-form__actions">
            <Button type="submit" variant="secondary" busy={pending === 'save'} busyLabel="Saving…">
              Save draft
            </Button>
            <Button busy={pending === 'issue'} busyLabel="Issuing…" onClick={() => void save(true)}>
              Issue invoice
            </Button>
            <Link to={draft ? invoicePath(draft.id) : paths.dashboard}>Cancel</Link>
            {dirty ? <span className="invoice-editor__saved-note">Changes kept in this browser until you save.</span> : null}
          </div>
        </div>
      </form>

      <section className="invoice-editor__preview" aria-labelledby="editor-preview">
        <h2 id="editor-preview" className="invoice-section-title">
          Preview
        </h2>
        <InvoiceDocument document={preview} headingLevel={3} label="Preview of the invoice" />
      </section>
    </Page>
  );
}

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} width="narrow">
      {children}
    </Page>
  );
}

function LoadFailure({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
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
  );
}

function NoBusiness() {
  return (
    <div className="ui-card invoice-empty">
      <h2 className="invoice-section-title">You cannot invoice for any business yet</h2>
      <p>Ask an administrator to add your username to the permitted logins of the business you invoice for.</p>
      <Link to={paths.dashboard}>Back to the dashboard</Link>
    </div>
  );
}

export function CreateInvoicePage() {
  const businesses = useInvoicingBusinesses();
  if (businesses.isPending)
    return (
      <EditorFrame title="Create Invoice">
        <p role="status">Loading...</p>
      </EditorFrame>
    );
  if (businesses.isError)
    return (
      <EditorFrame title="Create Invoice">
        <LoadFailure what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />
      </EditorFrame>
    );
  if (businesses.data.length === 0)
    return (
      <EditorFrame title="Create Invoice">
        <NoBusiness />
      </EditorFrame>
    );
  return <InvoiceEditor key="new" businesses={businesses.data} draft={null} onReload={() => undefined} />;
}

export function EditInvoicePage() {
  const { id } = useParams();
  const numericId = id && /^\d{1,15}$/.test(id) ? Number(id) : null;
  const invoice = useInvoice(numericId);
  const businesses = useInvoicingBusinesses();
  const title = 'Edit draft invoice';
  if (numericId === null || httpStatusOf(invoice.error) === 404)
    return (
      <EditorFrame title="Invoice not found">
        <div className="ui-card invoice-empty">
          <p>There is no invoice at this address. It may have been a draft that was deleted.</p>
          <Link to={paths.invoiceHistory}>Go to the invoice history</Link>
        </div>
      </EditorFrame>
    );
  if (invoice.isError)
    return (
      <EditorFrame title={title}>
        <LoadFailure what="The invoice" error={invoice.error} retry={() => void invoice.refetch()} />
      </EditorFrame>
    );
  if (businesses.isError)
    return (
      <EditorFrame title={title}>
        <LoadFailure what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />
      </EditorFrame>
    );
  if (!invoice.data || !businesses.data)
    return (
      <EditorFrame title={title}>
        <p role="status">Loading...</p>
      </EditorFrame>
    );
  if (invoice.data.status !== 'DRAFT')
    return (
      <EditorFrame title={title}>
        <div className="ui-card invoice-empty">
          <p>
            {invoice.data.number ?? 'This invoice'} has been issued and can no longer be edited. To change it, void it and duplicate it.
          </p>
          <Link to={invoicePath(invoice.data.id)}>Open {invoice.data.number ?? 'the invoice'}</Link>
        </div>
      </EditorFrame>
    );
  return (
    <InvoiceEditor
      key={`${invoice.data.id}:${invoice.data.version}`}
      businesses={businesses.data}
      draft={invoice.data}
      onReload={() => void invoice.refetch()}
    />
  );
}
