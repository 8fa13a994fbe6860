// The business's payment reminder rules (docs/sending.md#reminders): on or off, and an editable list
// of days before or after the due date, each with its email. Checked here and by the server with
// one schema (src/lib/requests/reminders.ts): a negative or repeated day, an unknown placeholder is
// named on its field, and nothing typed is lost.
import { useId, useState } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useSaveReminderSettings } from '@/api/reminders';
import type { ReminderSettings } from '@/api/types';
import { Button } from '@/components/button/button';
import { Checkbox } from '@/components/checkbox-group/checkbox';
import { TextField } from '@/components/field/text-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { DEFAULT_EMAIL_TEMPLATES } from '@/lib/email-templates';
import { describeTiming, REMINDER_LIMITS, type ReminderRelation } from '@/lib/reminders';
import { reminderSettingsRequest } from '@/lib/requests/reminders';
import { displayDate } from '@/features/billing/shared/invoice-labels';
import { EmailTextFields } from '@/features/billing/shared/send/email-text-fields';
import './reminders.css';

/** A rule as typed: the days stay text until sent, so "-2" or "a week" is shown back as typed. */
interface RuleDraft {
  key: number;
  relation: ReminderRelation;
  days: string;
  subject: string;
  message: string;
}

const RELATIONS = [
  { value: 'BEFORE_DUE', label: 'before the due date' },
  { value: 'AFTER_DUE', label: 'after the due date' },
];

const daysOf = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

interface ReminderRulesFormProps {
  businessId: number;
  settings: ReminderSettings;
  /** The business's payment reminder template: what a new rule starts with. */
  newRuleText?: { subject: string; message: string };
}

export function ReminderRulesForm({ businessId, settings, newRuleText = DEFAULT_EMAIL_TEMPLATES.REMINDER }: ReminderRulesFormProps) {
  const headingId = useId();
  const save = useSaveReminderSettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [nextKey, setNextKey] = useState(settings.rules.length);
  const [rules, setRules] = useState<RuleDraft[]>(() => settings.rules.map((rule, key) => ({ ...rule, key, days: String(rule.days) })));
  const [saved, setSaved] = useState<string | null>(null);
  const { form, errors, message: failure, pending, submit } = useFormSubmit();

  const change = (key: number, patch: Partial<RuleDraft>) => {
    setSaved(null);
    setRules((current) => current.map((rule) => (rule.key === key ? { ...rule, ...patch } : rule)));
  };
  const add = () => {
    setSaved(null);
    setRules((current) => [...current, { key: nextKey, relation: 'AFTER_DUE', days: '', ...newRuleText }]);
    setNextKey((key) => key + 1);
  };
  const remove = (key: number) => {
    setSaved(null);
    setRules((current) => current.filter((rule) => rule.key !== key));
  };

  const body = {
    enabled,
    rules: rules.map(({ relation, days, subject, message }) => ({ relation, days: daysOf(days), subject: subject.trim(), message })),
  };
  const onSubmit = submit({
    validate: () => requestErrors(reminderSettingsRequest, body),
    send: () => save.mutateAsync({ businessId, body }),
    onSuccess: (answer) =>
      setSaved(answer.enabled ? `Reminders are on, by ${String(answer.rules.length)} rules.` : 'Reminders are off for this business.'),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, 'The reminder rules could not be saved. Please try again.'),
  });

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="invoice-section-title">
        Payment reminders
      </h2>
      <form ref={form} className="ui-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <p>
          The server emails the client on each rule’s day while the invoice is unpaid, at most once per rule. After days without a run it
          sends only the latest rule due. A reminder carries no PDF; its message says what is still owed that day.
        </p>
        <Checkbox
          label="Send payment reminders for this business"
          checked={enabled}
          onChange={(event) => {
            setSaved(null);
            setEnabled(event.target.checked);
          }}
        />
        {settings.since ? <p>On since {displayDate(settings.since)}: rule days before that are not sent.</p> : null}
        {rules.length === 0 ? <p>No rules: no reminder is sent.</p> : null}
        {rules.map((rule, index) => {
          const field = (name: string) => errors[`rules.${String(index)}.${name}`];
          const days = daysOf(rule.days);
          const title = Number.isInteger(days) && days >= 0 ? describeTiming({ relation: rule.relation, days }) : 'New rule';
          return (
            <fieldset key={rule.key} className="reminder-rules__rule">
              <legend>{`Rule ${String(index + 1)}: ${title}`}</legend>
              <div className="reminder-rules__when">
                <TextField
                  label="Days"
                  inputMode="numeric"
                  value={rule.days}
                  error={field('days')}
                  onChange={(event) => change(rule.key, { days: event.target.value })}
                />
                <SelectField
                  label="Counted"
                  options={RELATIONS}
                  value={rule.relation}
                  error={field('relation')}
                  onChange={(event) => change(rule.key, { relation: event.target.value as ReminderRelation })}
                />
              </div>
              <EmailTextFields
                values={rule}
                errors={{ subject: field('subject'), message: field('message') }}
                onChange={(name, value) => change(rule.key, { [name]: value })}
                rows={5}
              />
              <div className="ui-form__actions">
                <Button variant="ghost" onClick={() => remove(rule.key)}>
                  Remove rule {index + 1}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <StatusMessage tone="error">{errors.rules ?? failure}</StatusMessage>
        <StatusMessage tone="success">{saved}</StatusMessage>
        <div className="ui-form__actions">
          <Button variant="secondary" onClick={add} disabled={rules.length >= REMINDER_LIMITS.rules}>
            Add a rule
          </Button>
          <Button type="submit" busy={pending}>
            Save reminder rules
          </Button>
        </div>
      </form>
    </section>
  );
}
