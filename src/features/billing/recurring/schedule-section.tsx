// How often and until when, drafts or issued, and the next six dates (day 31 in a short month
// shows as that month's last day, as it will be invoiced).
import type { Dispatch, SetStateAction } from 'react';
import { TextField } from '@/components/field/text-field';
import type { FieldErrors } from '@/components/form/use-form-submit';
import { SelectField } from '@/components/select/select-field';
import { fieldBinder } from '@/components/form/bind-field';
import { formatDate } from '@/lib/calendar-date';
import { FREQUENCY_OPTIONS, previewDates, type ScheduleFields } from './schedule-form';
import { CardSection } from '@/features/billing/shared/card-section';

const DAY_OPTIONS = [
  ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
  { value: 'LAST', label: 'Last day of the month' },
];

interface ScheduleSectionProps {
  fields: ScheduleFields;
  setFields: Dispatch<SetStateAction<ScheduleFields>>;
  startDate: string;
  onStartDate: (value: string) => void;
  errors: FieldErrors;
  /** The first period not yet invoiced (0 for a new schedule). */
  fromPeriod?: number;
}

export function ScheduleSection({ fields, setFields, startDate, onStartDate, errors, fromPeriod = 0 }: ScheduleSectionProps) {
  const set = <K extends keyof ScheduleFields>(name: K, value: ScheduleFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const bind = fieldBinder(fields, errors, set);
  const dates = previewDates(fields, startDate, fromPeriod);
  const shortened = fields.frequency === 'MONTHLY' && /^(29|30|31)$/.test(fields.day);
  return (
    <CardSection heading="Schedule" className="invoice-editor__section">
      <p className="invoice-editor__note">
        The first invoice is dated on the start date (or the first chosen day after it); each invoice is due after the payment terms below.
      </p>
      <div className="invoice-editor__grid">
        <TextField
          label="Start date"
          type="date"
          required
          value={startDate}
          error={errors.startDate}
          onChange={(event) => onStartDate(event.target.value)}
        />
        <SelectField
          label="How often"
          options={FREQUENCY_OPTIONS}
          value={fields.frequency}
          error={errors.frequency}
          onChange={(event) => set('frequency', event.target.value as ScheduleFields['frequency'])}
        />
        {fields.frequency === 'MONTHLY' ? (
          <SelectField
            label="Day of the month"
            options={DAY_OPTIONS}
            value={fields.day}
            error={errors.dayOfMonth}
            hint={shortened ? 'In shorter months the invoice is made on the last day.' : undefined}
            onChange={(event) => set('day', event.target.value)}
          />
        ) : null}
        <SelectField
          label="Ends"
          options={[
            { value: 'NEVER', label: 'Never' },
            { value: 'ON_DATE', label: 'On a date' },
            { value: 'AFTER_COUNT', label: 'After a number of invoices' },
          ]}
          value={fields.endType}
          onChange={(event) => set('endType', event.target.value as ScheduleFields['endType'])}
        />
        {fields.endType === 'ON_DATE' ? <TextField label="End date" type="date" required {...bind('endDate')} /> : null}
        {fields.endType === 'AFTER_COUNT' ? (
          <TextField label="Number of invoices" inputMode="numeric" required {...bind('endCount')} />
        ) : null}
        <SelectField
          label="Each invoice"
          options={[
            { value: 'DRAFT', label: 'Made as a draft for review' },
            { value: 'ISSUE', label: 'Issued at once' },
          ]}
          value={fields.mode}
          onChange={(event) => set('mode', event.target.value as ScheduleFields['mode'])}
        />
      </div>
      <div aria-live="polite">
        <h3 className="invoice-editor__label">Next dates</h3>
        {dates.length > 0 ? (
          <ol aria-label="Next invoice dates" className="schedule-dates">
            {dates.map((date) => (
              <li key={date}>{formatDate(date)}</li>
            ))}
          </ol>
        ) : (
          <p className="invoice-editor__note">The dates show here once the start, the day and the end are valid.</p>
        )}
      </div>
    </CardSection>
  );
}
