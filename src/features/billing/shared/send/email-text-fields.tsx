// An email's subject and message, as the send dialog and the business's templates both edit them:
// the same limits (src/lib/email-templates.ts) and the same words for what is wrong.
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import { EMAIL_TEMPLATE_LIMITS } from '@/lib/email-templates';

type EmailTextField = 'subject' | 'message';

interface EmailTextFieldsProps {
  values: Record<EmailTextField, string>;
  errors: Partial<Record<EmailTextField, string>>;
  onChange: (field: EmailTextField, value: string) => void;
  /** The message box's height in lines. */
  rows: number;
}

export function EmailTextFields({ values, errors, onChange, rows }: EmailTextFieldsProps) {
  return (
    <>
      <TextField
        label="Subject"
        required
        maxLength={EMAIL_TEMPLATE_LIMITS.subjectLength}
        value={values.subject}
        error={errors.subject}
        onChange={(event) => onChange('subject', event.target.value)}
      />
      <TextAreaField
        label="Message"
        required
        rows={rows}
        maxLength={EMAIL_TEMPLATE_LIMITS.messageLength}
        value={values.message}
        error={errors.message}
        onChange={(event) => onChange('message', event.target.value)}
      />
    </>
  );
}
