// /email-templates: the business's email templates, one per kind of document (docs/sending.md#templates),
// each previewed with the business's latest such document. The business is in the query (?business=ID).
import { useEmailTemplates } from '@/api/emails';
import { useReminderSettings } from '@/api/reminders';
import { errorMessage } from '@/api/errors';
import type { EmailTemplateKind } from '@/api/types';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { OneBusiness } from '@/features/billing/shared/one-business';
import { useCapabilities } from '@/features/server-capabilities/capabilities-context';
import { isOffered, type Offering } from '@/lib/capabilities';
import { EmailTemplateForm } from './email-template-form';
import { ReminderRulesForm } from './reminder-rules-form';
import { useTemplateSamples } from './template-samples';
import '@/components/form/form-layout.css';
import '@/features/billing/shared/invoice-view.css';
import './outbox.css';

function BusinessReminders({
  businessId,
  newRuleText,
}: {
  businessId: number;
  newRuleText: { subject: string; message: string } | undefined;
}) {
  const settings = useReminderSettings(businessId);
  if (settings.isError) {
    return (
      <LoadError
        message="The reminder rules could not be loaded."
        detail={errorMessage(settings.error, 'Please try again.')}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  if (!settings.data) return <p role="status">Loading the reminder rules…</p>;
  return <ReminderRulesForm businessId={businessId} settings={settings.data} {...(newRuleText ? { newRuleText } : {})} />;
}

/** What the service must offer for a template to be edited here (sending needs invoices). */
const TEMPLATE_OFFERINGS: Record<EmailTemplateKind, Offering> = {
  INVOICE: 'sending',
  REMINDER: 'sending',
  QUOTE: 'quote-emails',
  CREDIT_NOTE: 'credit-note-emails',
  STATEMENT: 'statement-emails',
};

function BusinessTemplates({ businessId }: { businessId: number }) {
  const templates = useEmailTemplates(businessId);
  const samples = useTemplateSamples(businessId);
  const capabilities = useCapabilities();
  // The templates of documents the service keeps: a quote's with quotes, and so on.
  const offered = (templates.data ?? []).filter((template) => isOffered(capabilities, TEMPLATE_OFFERINGS[template.kind]));
  if (templates.isError) {
    return (
      <LoadError
        message="The templates could not be loaded."
        detail={errorMessage(templates.error, 'Please try again.')}
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  }
  if (!templates.data) return <p role="status">Loading the templates…</p>;
  return (
    <>
      {offered.map((template) => (
        <EmailTemplateForm
          key={`${businessId}:${template.kind}`}
          businessId={businessId}
          template={template}
          sample={samples[template.kind]}
        />
      ))}
      <BusinessReminders
        key={`reminders:${String(businessId)}`}
        businessId={businessId}
        newRuleText={templates.data.find((template) => template.kind === 'REMINDER')}
      />
    </>
  );
}

export function EmailTemplatesPage() {
  return (
    <Page
      title="Email templates"
      description="What an emailed invoice, quote, credit note or reminder says, for each business, and when payment reminders go out. Placeholders in braces are filled from the document when it is sent."
    >
      <div className="invoice-view">
        <OneBusiness withoutBusiness="You may not invoice for any business yet, so there are no templates to edit.">
          {(businessId) => <BusinessTemplates businessId={businessId} />}
        </OneBusiness>
      </div>
    </Page>
  );
}
