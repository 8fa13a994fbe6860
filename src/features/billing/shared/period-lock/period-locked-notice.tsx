// What a form shows when the server refused a date inside a filed GST period (409
// `urn:invoicing:period-locked`, docs/invoicing.md "Filing and the period lock"): which return
// locked it, and one button that dates the correction today, keeping everything else typed.
import { useState } from 'react';
import { isHTTPError } from 'ky';
import type { LockedPeriod } from '@/api/types';
import { Button } from '@/components/button/button';
import type { FieldErrors } from '@/components/form/use-form-submit';
import { formatDate, type IsoDate } from '@/lib/calendar-date';
import './period-locked-notice.css';

/** The filed GST period a refusal names (409 `urn:invoicing:period-locked`), or null for any other failure. */
export function lockedPeriodOf(error: unknown): LockedPeriod | null {
  if (!isHTTPError(error)) return null;
  const data = error.data as { type?: unknown; lockedPeriod?: Partial<LockedPeriod> } | null;
  if (data?.type !== 'urn:invoicing:period-locked') return null;
  const locked = data.lockedPeriod;
  return typeof locked?.today === 'string' && typeof locked.period === 'string' ? (locked as LockedPeriod) : null;
}

export interface PeriodLockedNoticeProps {
  locked: LockedPeriod;
  /** Puts `today` in the refused date field; nothing else changes. */
  onRedate: (today: IsoDate) => void;
}

export function PeriodLockedNotice({ locked, onRedate }: PeriodLockedNoticeProps) {
  return (
    <div className="period-locked" role="group" aria-label="Locked GST period">
      <p>
        The GST return for {formatDate(locked.start)} to {formatDate(locked.end)} was filed on {formatDate(locked.filedOn)} by{' '}
        {locked.filedBy}. Dated today, the correction counts in the current period’s return.
      </p>
      <Button size="small" variant="secondary" onClick={() => onRedate(locked.today)}>
        Date it today ({formatDate(locked.today)})
      </Button>
    </div>
  );
}

interface DatedForm<F extends string> {
  /** Puts a value in one of the form's fields. */
  set: (field: F, value: string) => void;
  setErrors: (update: (shown: FieldErrors<F>) => FieldErrors<F>) => void;
  setMessage: (message: null) => void;
}

/** For a form: remembers the lock a failure named (pass `noteFailure` the error) until the date is changed. */
export function usePeriodLock() {
  const [locked, setLocked] = useState<LockedPeriod | null>(null);
  return {
    locked,
    noteFailure: (error: unknown) => setLocked(lockedPeriodOf(error)),
    /** The notice for the form's refused date field, or null: "Date it today" puts today there and clears its error, the form's message and the lock. */
    noticeFor: <F extends string>(field: F, form: DatedForm<F>) =>
      locked ? (
        <PeriodLockedNotice
          locked={locked}
          onRedate={(day) => {
            form.set(field, day);
            form.setErrors((shown) => ({ ...shown, [field]: undefined }));
            form.setMessage(null);
            setLocked(null);
          }}
        />
      ) : null,
  };
}
