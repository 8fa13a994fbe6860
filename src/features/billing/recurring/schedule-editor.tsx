// The schedule editor: the invoice editor's parts for the template (parties, dates and terms,
// lines with GST per line, notes), the schedule's own fields with the next six dates, and the
// first invoice as the document will show it. Typed work is kept in this browser per user and
// schedule (kind 'schedule') until saved.
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useSaveSchedule } from '@/api/recurring';
import type { InvoicingBusiness, Schedule } from '@/api/types';
import { Button } from '@/components/button/button';
import { useKeptWork } from '@/components/form/use-kept-work';
import { StatusMessage } from '@/components/status-message/status-message';
import { schedulePath } from '@/config/paths';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { scheduleRequest } from '@/lib/requests/documents';
import { useAuth } from '@/features/session/use-auth';
import { TEMPLATE_TYPE } from '@/features/billing/shared/editor/document-type';
import { documentFromForm } from '@/features/billing/shared/editor/editor-document';
import { emptyForm, liveTotals, type EditorForm } from '@/features/billing/shared/editor/editor-form';
import { addIssueProblems, requestProblems } from '@/features/billing/shared/editor/editor-checks';
import { EditorShell } from '@/features/billing/shared/editor/editor-shell';
import { readUnsavedEntry } from '@/features/billing/shared/editor/unsaved-work';
import { useDocumentEditor } from '@/features/billing/shared/editor/use-document-editor';
import { defaultFields, fieldsFromSchedule, formFromSchedule, toScheduleInput, type ScheduleFields } from './schedule-form';
import { ScheduleSection } from './schedule-section';
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
  const [fields, setFields] = useState(initialFields);
  /** The last complete start date typed, which the day of the month follows until chosen apart. */
  const lastStart = useRef(initial.issueDate);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const editing = useDocumentEditor({ initial, businesses, totalsOf: liveTotals, previewOf: documentFromForm, onErrors: setFieldErrors });
  const { editor } = editing;
  const { form, dispatch, business, client, pending, submit } = editor;
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

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (pending) return;
    submit({
      // The schema the server reads the schedule with, then the rules of issuing: its invoices are issued as they are.
      validate: () => addIssueProblems(requestProblems(scheduleRequest, toScheduleInput(form, fields)), form, { business, client }),
      send: () => save.mutateAsync({ id: schedule?.id ?? null, version: schedule?.version ?? 0, input: toScheduleInput(form, fields) }),
      onSuccess: (saved) => {
        kept.clear();
        kept.letGo();
        void navigate(schedulePath(saved.id), { state: { flash: schedule ? 'Schedule saved.' : 'Schedule created.' } });
      },
      fieldErrors: fieldErrorsFrom,
      failure: (error) => ({ text: errorMessage(error, 'The schedule could not be saved. Please try again.') }),
    })();
  };

  return (
    <EditorShell
      type={TEMPLATE_TYPE}
      editor={editing}
      kept={kept}
      label={schedule ? 'Edit schedule' : 'New schedule'}
      onSubmit={onSubmit}
      header={header}
      ownSection={
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
      }
      actions={
        <div className="invoice-editor__actions">
          <StatusMessage tone="error">{editor.outcome?.text}</StatusMessage>
          <div className="ui-form__actions">
            <Button type="submit" busy={pending} busyLabel="Saving…">
              {schedule ? 'Save schedule' : 'Create schedule'}
            </Button>
          </div>
        </div>
      }
    />
  );
}
