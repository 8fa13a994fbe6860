// The bill editor: the document editor shell (lines, totals, preview, kept work, leave guard)
// configured by the kind of purchase (bill-kinds.ts), with the purchase's own parties (supplier,
// quote), an account per line and the GST it may claim. A supplier credit note is opened from the
// bill it credits (`credits`), which fixes its business and supplier. After saving, the bill's page,
// where its receipts are attached.
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useCreateBill, useUpdateBill } from '@/api/bills';
import { useQuotes } from '@/api/quotes';
import { useExpenseAccounts, useSuppliers } from '@/api/suppliers';
import type { Bill, BillKind, InvoicingBusiness } from '@/api/types';
import { Page } from '@/components/page/page';
import { billPath, paths } from '@/config/paths';
import type { IsoDate } from '@/lib/calendar-date';
import { quoteLabel } from '@/lib/quote-rules';
import { useAuth } from '@/features/session/use-auth';
import { EditorActions } from '@/features/billing/shared/editor/editor-actions';
import { livePurchaseTotals, type EditorForm, type LiveTotals } from '@/features/billing/shared/editor/editor-form';
import { EditorShell } from '@/features/billing/shared/editor/editor-shell';
import { useDocumentEditor } from '@/features/billing/shared/editor/use-document-editor';
import { useUnsavedDocument } from '@/features/billing/shared/editor/use-unsaved-document';
import { usePeriodLock } from '@/features/billing/shared/period-lock/period-locked-notice';
import type { PurchaseTaxCode } from '@/lib/invoice-math';
import { BillDocument } from './bill-document';
import { billPreview, documentClaim, type PurchaseLookups } from './bill-preview';
import { billFieldOf, creditNoteForm, emptyBillForm, formFromBill, toBillInput, validateBillForm } from './bill-form';
import { LockedBillNotice } from './bill-corrections';
import { BILL_KINDS } from './bill-kinds';
import { PurchasePartiesSection } from './purchase-parties-section';
import { useOffered } from '@/features/server-capabilities/capabilities-context';

export interface BillEditorProps {
  businesses: InvoicingBusiness[];
  /** The bill being changed; null for a new one. */
  draft: Bill | null;
  kind: BillKind;
  /** The business a new one is for (the bills list's choice), when the user may buy for several. */
  businessId: number | null;
  /** The company's today (the server's): a new bill's date. */
  today: IsoDate;
  /** The bill a new supplier credit note reduces (kind CREDIT_NOTE). */
  credits?: Bill | null;
}

/** What the preview is made of: the deferred form and its totals (the lists it names are read at render). */
type Typed = { form: EditorForm; live: LiveTotals<PurchaseTaxCode> };
const typed = (form: EditorForm, live: LiveTotals<PurchaseTaxCode>): Typed => ({ form, live });

const serverFieldErrors = (error: unknown) =>
  Object.fromEntries(Object.entries(fieldErrorsFrom(error)).map(([field, message]) => [billFieldOf(field), message]));

export function BillEditor({ businesses, draft, kind, businessId, today, credits = null }: BillEditorProps) {
  const config = BILL_KINDS[kind];
  const { username } = useAuth();
  const navigate = useNavigate();
  const [initial] = useState(() => {
    if (draft) return formFromBill(draft);
    if (credits) return creditNoteForm(today, credits);
    const chosen = businesses.find((b) => b.id === businessId) ?? (businesses.length === 1 ? businesses[0] : null);
    return emptyBillForm(today, chosen);
  });
  const editing = useDocumentEditor({ initial, businesses, totalsOf: livePurchaseTotals, previewOf: typed, withClients: false });
  const { editor } = editing;
  const { form, pending, submit, live } = editor;
  const kept = useUnsavedDocument({
    kind: config.keptKind,
    label: draft ? config.keptLabel.draft : config.keptLabel.new,
    username,
    // A credit note's work is kept under the bill it credits (where it is resumed).
    draft: draft ? { id: draft.id, version: 0 } : credits ? { id: credits.id, version: 0 } : null,
    businesses,
    initial,
    editor,
  });
  const lock = usePeriodLock();
  const [approving, setApproving] = useState(false);
  const create = useCreateBill();
  const update = useUpdateBill();

  const suppliers = useSuppliers(form.businessId);
  const accounts = useExpenseAccounts(form.businessId);
  // A cost belongs to a quote (job costing) only on a service that keeps quotes.
  const jobs = useOffered('quotes');
  const quotes = useQuotes({ businessId: form.businessId ?? undefined, status: ['ACCEPTED'], size: 100 }, jobs && form.businessId !== null);
  const supplier = suppliers.data?.find((s) => s.id === form.supplierId) ?? null;
  const accountOptions = useMemo(() => (accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name })), [accounts.data]);
  const quoteOptions = useMemo(() => {
    const options = (quotes.data?.content ?? []).map((q) => ({ value: String(q.id), label: `${quoteLabel(q)} · ${q.clientName}` }));
    // The quote a saved bill (or the bill a credit note reduces) names stays a choice, accepted or not.
    const named = draft ?? credits;
    if (named?.quoteId !== undefined && named.quoteNumber && !options.some((o) => o.value === String(named.quoteId))) {
      options.push({ value: String(named.quoteId), label: named.quoteNumber });
    }
    return options;
  }, [quotes.data, draft, credits]);
  const claim = documentClaim(live.totals, supplier, credits);

  const save = (approve: boolean) => (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (pending) return;
    setApproving(approve);
    submit({
      validate: () => validateBillForm(form, config, approve, credits),
      send: async () => {
        const input = toBillInput(form, config, approve, credits?.id);
        const saved = draft ? await update.mutateAsync({ id: draft.id, input }) : await create.mutateAsync(input);
        kept.saved();
        void navigate(billPath(saved.id), { state: { flash: config.saved(saved) } });
      },
      fieldErrors: serverFieldErrors,
      failure: (error) => {
        lock.noteFailure(error);
        return { text: errorMessage(error, `The ${config.noun} could not be saved. Please try again.`) };
      },
    })();
  };

  // An approved bill dated in the filed period counts in its return: no new date takes it out.
  const savedInLock =
    lock.locked && draft && draft.status !== 'DRAFT' && lock.locked.start <= draft.date && draft.date <= lock.locked.end
      ? { locked: lock.locked, bill: draft }
      : null;

  // Approving again is not asked of a bill already approved: its Save keeps it awaiting payment.
  const approvable = config.approve !== null && (draft === null || draft.status === 'DRAFT');
  const title = draft ? config.titles.edit : config.titles.new;
  // The preview follows the deferred form (editor.preview) and the lists it names things from.
  const status = draft?.status ?? null;
  const previewed = useMemo(() => {
    const lookups: PurchaseLookups = { kind, status, suppliers: suppliers.data, accounts: accounts.data, quotes: quoteOptions, credits };
    return billPreview(editor.preview.form, editor.preview.live, lookups);
  }, [editor.preview, kind, status, suppliers.data, accounts.data, quoteOptions, credits]);
  const renderPreview = (_typed: Typed, label: string) => <BillDocument bill={previewed} label={label} heading={label} />;
  return (
    <Page title={title} description={draft ? `Entered by ${draft.createdBy}.` : undefined} width="full">
      <EditorShell
        type={config.type}
        editor={editing}
        kept={kept}
        label={title}
        onSubmit={save(false)}
        renderPreview={renderPreview}
        parties={<PurchasePartiesSection suppliers={suppliers} quotes={jobs ? quoteOptions : null} credits={credits} />}
        purchase={{ accounts: accounts.data ? accountOptions : null, claim }}
        issueDateNotice={
          savedInLock ? (
            <LockedBillNotice {...savedInLock} />
          ) : (
            lock.noticeFor('issueDate', {
              set: (_field, value) => editor.dispatch({ type: 'issueDate', value }),
              setErrors: editor.updateErrors,
              setMessage: editor.setOutcome,
            })
          )
        }
        actions={
          <EditorActions
            onReload={null}
            busy={pending ? (approving ? 'issue' : 'save') : null}
            onIssue={approvable && config.approve ? save(true) : undefined}
            words={{
              save: draft && draft.status !== 'DRAFT' ? 'Save changes' : config.save.label,
              issue: config.approve?.label ?? '',
              issuing: config.approve?.busy ?? '',
            }}
            cancelTo={draft ? billPath(draft.id) : credits ? billPath(credits.id) : paths.bills}
          />
        }
      />
    </Page>
  );
}
