// Filing the return shown (decision 281): once its period has ended, "Mark as filed" with the day
// it was filed with IRD freezes its figures and locks the period; a filed return says "Filed on …
// by …", and an administrator may reopen it with a reason. The return's history lists both.
import { useState } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import type { GstReturn } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { StatusMessage } from '@/components/status-message/status-message';
import { addDays, formatDate, type IsoDate } from '@/lib/calendar-date';
import { formatDateTime } from '@/lib/format';
import { formatGstPeriod } from '@/lib/gst-periods';
import { gstFilingRequest, gstReopenRequest } from '@/lib/requests/gst-returns';

export interface GstReturnFilingProps {
  report: GstReturn;
  /** The company's today. */
  today: IsoDate;
  /** Administrators may reopen a filed return. */
  mayReopen: boolean;
  onFile: (filedOn: IsoDate) => Promise<unknown>;
  onReopen: (reason: string) => Promise<unknown>;
}

export function GstReturnFiling({ report, today, mayReopen, onFile, onReopen }: GstReturnFilingProps) {
  return (
    <section className="ui-card gst-return gst-return__filing" aria-labelledby="gst-return-filing-heading">
      <h2 id="gst-return-filing-heading" className="gst-return__heading">
        Filing
      </h2>
      {report.status === 'FILED' && report.filing ? (
        <FiledState report={report} mayReopen={mayReopen} onReopen={onReopen} />
      ) : report.end < today ? (
        <FileForm report={report} today={today} onFile={onFile} />
      ) : (
        <p>This period ends on {formatDate(report.end)}. Once it has ended, mark the return filed here when it is filed with IRD.</p>
      )}
      {report.events.length > 0 ? (
        <>
          <h3 className="gst-return__subheading">History</h3>
          <ul className="gst-return__history" aria-label="History">
            {report.events.map((event) => (
              <li key={`${event.type}-${event.at}`}>
                {event.type === 'FILED' ? 'Filed' : 'Reopened'} by {event.actor}, {formatDateTime(event.at)}: {event.detail}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function FileForm({ report, today, onFile }: Pick<GstReturnFilingProps, 'report' | 'today' | 'onFile'>) {
  const [filedOn, setFiledOn] = useState(today);
  const { form, errors, message, pending, submit } = useFormSubmit<'filedOn'>();
  const onSubmit = submit({
    validate: () => requestErrors<'filedOn'>(gstFilingRequest({ periodEnd: report.end, today }), { filedOn }),
    send: () => onFile(filedOn),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, 'The return could not be marked filed. Please try again.'),
  });
  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Mark the return filed" className="gst-return__file-form">
      <p>
        Marking the return filed keeps these figures as filed and locks {formatGstPeriod(report)}: nothing dated in it can then be created,
        changed, voided, paid or refunded. Later corrections are dated in a later period and count in its return.
      </p>
      <TextField
        label="Filed with IRD on"
        name="filedOn"
        type="date"
        min={addDays(report.end, 1)}
        max={today}
        value={filedOn}
        error={errors.filedOn}
        onChange={(event) => setFiledOn(event.target.value)}
      />
      <StatusMessage tone="error">{message}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" busy={pending} busyLabel="Marking filed…">
          Mark as filed
        </Button>
      </div>
    </form>
  );
}

function FiledState({ report, mayReopen, onReopen }: Pick<GstReturnFilingProps, 'report' | 'mayReopen' | 'onReopen'>) {
  const [reopening, setReopening] = useState(false);
  const filing = report.filing;
  if (!filing) return null;
  return (
    <>
      <StatusMessage tone="success">
        Filed on {formatDate(filing.filedOn)} by {filing.filedBy}. These are the figures as filed; the period is locked.
      </StatusMessage>
      <p>
        A correction to a document of this period is dated in a later period and counts in that return; a change that still reaches this
        period shows in the next return as an adjustment (box 9 or 13).
      </p>
      {mayReopen && !reopening ? (
        <Button variant="secondary" onClick={() => setReopening(true)}>
          Reopen this return…
        </Button>
      ) : null}
      {mayReopen && reopening ? <ReopenForm onReopen={onReopen} onCancel={() => setReopening(false)} /> : null}
    </>
  );
}

function ReopenForm({ onReopen, onCancel }: { onReopen: (reason: string) => Promise<unknown>; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const { form, errors, message, pending, submit } = useFormSubmit<'reason'>();
  const onSubmit = submit({
    validate: () => requestErrors<'reason'>(gstReopenRequest, { reason }),
    send: () => onReopen(reason.trim()),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, 'The return could not be reopened. Please try again.'),
  });
  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Reopen the return" className="gst-return__file-form">
      <TextField
        label="Why reopen it?"
        name="reason"
        maxLength={500}
        hint="Kept in the return’s history. The period unlocks and its figures follow the documents until it is filed again."
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <StatusMessage tone="error">{message}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" variant="danger" busy={pending} busyLabel="Reopening…">
          Reopen return
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
