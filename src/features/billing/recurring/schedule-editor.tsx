// The schedule editor: the invoice editor's parts for the template (parties, dates and terms,
// lines with GST per line, notes), the schedule's own fields with the next six dates, and the
// first invoice as the document will show it. Typed work is kept in this browser per user and
// schedule (kind 'schedule') until saved.
import { useDeferredValue, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useInvoicingClients } from '@/api/invoices';
import { useSaveSchedule } from '@/api/recurring';
import type { InvoicingBusiness, Schedule } from '@/api/types';
import { Button } from '@/components/button/button';
import { EditorLayout } from '@/components/editor-layout/editor-layout';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptWork } from '@/components/form/use-kept-work';
import { StatusMessage } from '@/components/status-message/status-message';
import { schedulePath } from '@/config/paths';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceDocument } from '../shared/document/invoice-document';
import { DatesSection } from '../shared/editor/dates-section';
import { documentFromForm } from '../shared/editor/editor-document';
import { emptyForm, liveTotals, validateForm, type EditorForm } from '../shared/editor/editor-form';
import { LinesSection } from '../shared/editor/lines-section';
import { NotesSection } from '../shared/editor/notes-section';
import { PartiesSection } from '../shared/editor/parties-section';
import { readUnsavedEntry } from '../shared/editor/unsaved-work';
import { useEditorState } from '../shared/editor/use-editor-state';
import { defaultFields, fieldsFromSchedule, formFromSchedule, toScheduleInput, validateFields, type ScheduleFields } from './schedule-form';
import { ScheduleSection } from './schedule-section';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import '../shared/invoices.css';
import '../shared/editor/invoice-editor.css';
import './recurring.css';

interface ScheduleEditorProps {
  businesses: InvoicingBusiness[];
  schedule: Schedule | null;
  /** The company's today (the server's): a new schedule's start date and its first invoice's date. */
  today: IsoDate;
  /** Shown above the form (status, actions) when editing. */
  header?: ReactNode;
}

const isFields = (value: unknown): value is ScheduleFields =>
  typeof value === 'object' &&
  value !== null &&
  ['frequency', 'day', 'endType', 'endDate', 'endCount', 'mode'].every((key) => key in value);

const dayOf = (date: string) => (isIsoDate(date) ? String(Number(date.slice(8, 10))) : '');

export function ScheduleEditor({ businesses, schedule, today, header }: ScheduleEditorProps) {
  const { username } = useAuth();
  const navigate = useNavigate();
  const [initial] = useState(() =>
    schedule ? formFromSchedule(schedule) : emptyForm(today, businesses.length === 1 ? businesses[0] : null),
  );
  const [initialFields] = useState(() => (schedule ? fieldsFromSchedule(schedule) : defaultFields(initial.issueDate)));
  const editor = useEditorState(initial);
  const { form, dispatch } = editor;
  const [fields, setFields] = useState(initialFields);
  /** The last complete start date typed, which the day of the month follows until chosen apart. */
  const lastStart = useRef(initial.issueDate);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const fieldsChanged = JSON.stringify(fields) !== JSON.stringify(initialFields);
  const kept = useKeptWork<{ form: EditorForm; fields: ScheduleFields }>({
    kind: 'schedule',
    owner: username,
    id: schedule?.id ?? null,
    label: schedule ? 'a recurring schedule' : 'a new recurring schedule',
    values: { form, fields },
    unsaved: editor.dirty || fieldsChanged,
    read: (entry) => {
      const work = readUnsavedEntry(entry);
      const stored = (entry as { fields?: unknown }).fields;
      return work && isFields(stored) ? { values: { form: work.form, fields: stored } } : null;
    },
    write: (current) => ({ baseVersion: schedule?.version ?? null, form: current.form, fields: { ...current.fields } }),
    restore: (values) => {
      editor.replace(values.form);
      setFields(values.fields);
    },
  });
  const save = useSaveSchedule();
  const {
    form: formElement,
    message,
    pending,
    submit,
  } = useFormSubmit({
    showErrors: (errors) => {
      editor.showErrors(errors);
      setFieldErrors(errors);
    },
    invalidMessage: 'Check the highlighted fields.',
  });

  const business = businesses.find((b) => b.id === form.businessId) ?? null;
  const clients = useInvoicingClients(business?.id ?? null);
  const client = clients.data?.find((c) => c.id === form.clientId) ?? null;
  const live = useMemo(() => liveTotals(form), [form]);
  const deferredForm = useDeferredValue(form);
  const preview = useMemo(
    () => documentFromForm(deferredForm, liveTotals(deferredForm), business, client),
    [deferredForm, business, client],
  );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (pending) return;
    submit({
      validate: () => {
        // The template's issue date is the schedule's start date.
        const { issueDate, ...templateErrors } = validateForm(form, { issuing: true, business, client });
        return {
          ...templateErrors,
          ...(issueDate ? { startDate: 'Enter the start date.' } : {}),
          ...validateFields(fields, form.issueDate),
        };
      },
      send: () => save.mutateAsync({ id: schedule?.id ?? null, version: schedule?.version ?? 0, input: toScheduleInput(form, fields) }),
      onSuccess: (saved) => {
        kept.clear();
        kept.letGo();
        void navigate(schedulePath(saved.id), { state: { flash: schedule ? 'Schedule saved.' : 'Schedule created.' } });
      },
      fieldErrors: fieldErrorsFrom,
      failure: (error) => errorMessage(error, 'The schedule could not be saved. Please try again.'),
    })();
  };

  return (
    <EditorLayout preview={<InvoiceDocument document={preview} headingLevel={3} label="Preview of the first invoice" />}>
      {header}
      <KeptWorkForm
        kept={kept}
        ref={formElement}
        className="invoice-editor"
        noValidate
        onSubmit={onSubmit}
        aria-label={schedule ? 'Edit schedule' : 'New schedule'}
      >
        <PartiesSection
          form={form}
          dispatch={dispatch}
          errors={editor.errors.general}
          businesses={businesses}
          business={business}
          clients={clients}
          client={client}
        />
        <ScheduleSection
          fields={fields}
          setFields={setFields}
          startDate={form.issueDate}
          onStartDate={(value) => {
            // The day of the month follows the start date until it is chosen apart from it.
            if (isIsoDate(value)) {
              if (fields.day === dayOf(lastStart.current)) setFields((current) => ({ ...current, day: dayOf(value) }));
              lastStart.current = value;
            }
            dispatch({ type: 'issueDate', value });
          }}
          errors={{ ...editor.errors.general, ...fieldErrors }}
          fromPeriod={schedule?.nextPeriod ?? 0}
        />
        <DatesSection form={form} dispatch={dispatch} errors={editor.errors.general} template />
        <LinesSection
          form={form}
          dispatch={dispatch}
          errors={editor.errors}
          business={business}
          totals={live.totals}
          onMove={editor.onMove}
          onRemove={editor.onRemove}
          onAddLine={() => editor.addLine(business)}
          messageRef={null}
        />
        <NotesSection form={form} dispatch={dispatch} />
        <div className="invoice-editor__actions">
          <StatusMessage tone="error">{message}</StatusMessage>
          <div className="ui-form__actions">
            <Button type="submit" busy={pending} busyLabel="Saving…">
              {schedule ? 'Save schedule' : 'Create schedule'}
            </Button>
          </div>
        </div>
      </KeptWorkForm>
    </EditorLayout>
  );
}
