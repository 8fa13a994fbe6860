// One of the business's email templates: subject and message with the placeholders its kind takes,
// saved for the business, and previewed filled with the business's latest document of that kind.
// An unknown placeholder is refused here and by the server in the same words
// (src/lib/requests/email.ts, decision 261).
import { useId, useState } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useSaveEmailTemplate } from '@/api/emails';
import type { EmailTemplate } from '@/api/types';
import { Button } from '@/components/button/button';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { StatusMessage } from '@/components/status-message/status-message';
import { fillTemplate, PLACEHOLDER_MEANINGS, TEMPLATE_PLACEHOLDERS } from '@/lib/email-templates';
import { emailTemplateRequest } from '@/lib/requests/email';
import { EmailTextFields } from '@/features/billing/shared/send/email-text-fields';
import type { SampleValues } from './template-samples';

const TEMPLATE_TITLES: Record<EmailTemplate['kind'], string> = {
  INVOICE: 'Invoice',
  QUOTE: 'Quote',
  CREDIT_NOTE: 'Credit note',
  REMINDER: 'Payment reminder',
  STATEMENT: 'Statement',
};

interface EmailTemplateFormProps {
  businessId: number;
  template: EmailTemplate;
  sample: SampleValues | undefined;
}

export function EmailTemplateForm({ businessId, template, sample }: EmailTemplateFormProps) {
  const headingId = useId();
  const save = useSaveEmailTemplate();
  const [values, setValues] = useState({ subject: template.subject, message: template.message });
  const [saved, setSaved] = useState<string | null>(null);
  const { form, errors, message: failure, pending, submit } = useFormSubmit<'subject' | 'message'>();
  const set = (field: 'subject' | 'message', value: string) => {
    setSaved(null);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const body = { subject: values.subject.trim(), message: values.message };
  const onSubmit = submit({
    validate: () => requestErrors(emailTemplateRequest(template.kind), body),
    send: () => save.mutateAsync({ businessId, kind: template.kind, body }),
    onSuccess: () => setSaved(`The ${TEMPLATE_TITLES[template.kind].toLowerCase()} template is saved.`),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, 'The template could not be saved. Please try again.'),
  });
  const placeholders = TEMPLATE_PLACEHOLDERS[template.kind];

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="invoice-section-title">
        {TEMPLATE_TITLES[template.kind]}
        {template.custom ? '' : ' (the default)'}
      </h2>
      <form ref={form} className="ui-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <p className="email-templates__placeholders">
          Placeholders:{' '}
          {placeholders.map((name, index) => (
            <span key={name}>
              <code>{`{${name}}`}</code> {PLACEHOLDER_MEANINGS[name]}
              {index < placeholders.length - 1 ? '; ' : '.'}
            </span>
          ))}
        </p>
        <EmailTextFields values={values} errors={errors} onChange={set} rows={8} />
        <StatusMessage tone="error">{failure}</StatusMessage>
        <StatusMessage tone="success">{saved}</StatusMessage>
        <div className="ui-form__actions">
          <Button type="submit" busy={pending}>
            Save {TEMPLATE_TITLES[template.kind].toLowerCase()} template
          </Button>
        </div>
      </form>
      <div className="email-templates__preview" aria-label={`${TEMPLATE_TITLES[template.kind]} preview`} role="group">
        <h3>{sample ? `Preview with ${sample.number ?? ''} for ${sample.client ?? ''}` : 'Preview'}</h3>
        {sample ? null : <p>No document of this business to preview with: the placeholders show as written.</p>}
        <p>
          <strong>{fillTemplate(values.subject, sample ?? {})}</strong>
        </p>
        <pre className="outbox__message">{fillTemplate(values.message, sample ?? {})}</pre>
      </div>
    </section>
  );
}
