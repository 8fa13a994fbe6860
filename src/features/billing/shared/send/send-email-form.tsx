// The form inside the send dialog: To (the client's address prefilled, several allowed), Cc,
// subject and message from the business's template, filled; the PDF is made when Send is pressed
// and goes with the email. Checked by the same rules as the server (src/lib/requests/email.ts);
// a refusal (an address that bounced, a PDF too large) keeps everything typed.
import { useState } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useSendEmail } from '@/api/emails';
import type { SentEmail } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit, type FieldErrors } from '@/components/form/use-form-submit';
import { StatusMessage } from '@/components/status-message/status-message';
import { bytesToBase64 } from '@/lib/base64';
import { attachmentTooLargeMessage, EMAIL_ATTACHMENT_MAX_BYTES, fillTemplate, splitAddresses } from '@/lib/email-templates';
import { emailRequest } from '@/lib/requests/email';
import { EmailTextFields } from './email-text-fields';
import type { SendableDocument } from './sendable-document';

type Field = 'to' | 'cc' | 'subject' | 'message';

class AttachmentTooLarge extends Error {}

/** Stands in for the PDF while checking what was typed: the PDF is made only to send. */
const PDF_PLACEHOLDER = 'JVBERi0=';

/** `to.1` → `to`, with the address it is about, so a list of several says which one is wrong. */
function byField(errors: Partial<Record<string, string>>, addresses: Record<'to' | 'cc', string[]>): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (message === undefined) continue;
    const [field = '', index] = path.split('.');
    if (field !== 'to' && field !== 'cc' && field !== 'subject' && field !== 'message') continue;
    const address = (field === 'to' || field === 'cc') && index !== undefined ? addresses[field][Number(index)] : undefined;
    result[field] ??= address !== undefined && !message.includes(address) ? `${address}: ${message}` : message;
  }
  return result;
}

interface SendEmailFormProps {
  document: SendableDocument;
  template: { subject: string; message: string };
  onSent: (sent: SentEmail) => void;
  onCancel: () => void;
}

export function SendEmailForm({ document, template, onSent, onCancel }: SendEmailFormProps) {
  const send = useSendEmail();
  // One key per email meant: a retry after a lost answer is the same email, never a second one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState(() => ({
    to: document.clientEmail ?? '',
    cc: '',
    subject: fillTemplate(template.subject, document.values),
    message: fillTemplate(template.message, document.values),
  }));
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const { form, errors, message: failure, pending, submit } = useFormSubmit<Field>();

  const addresses = { to: splitAddresses(values.to), cc: splitAddresses(values.cc) };
  const body = (content: string) => ({
    to: addresses.to,
    ...(addresses.cc.length > 0 ? { cc: addresses.cc } : {}),
    subject: values.subject.trim(),
    message: values.message,
    attachment: { fileName: document.fileName, content },
  });

  const onSubmit = submit({
    validate: () => byField(requestErrors(emailRequest, body(PDF_PLACEHOLDER)), addresses),
    send: async () => {
      const pdf = await document.makePdf();
      if (pdf.length > EMAIL_ATTACHMENT_MAX_BYTES) throw new AttachmentTooLarge(attachmentTooLargeMessage(pdf.length));
      return send.mutateAsync({ document, body: body(bytesToBase64(pdf)), idempotencyKey });
    },
    onSuccess: onSent,
    fieldErrors: (error) => byField(fieldErrorsFrom(error), addresses),
    failure: (error) =>
      error instanceof AttachmentTooLarge ? error.message : errorMessage(error, 'The email could not be sent. Please try again.'),
  });

  return (
    <form ref={form} className="ui-form" noValidate onSubmit={onSubmit} aria-label={document.title}>
      <TextField
        label="To"
        required
        autoComplete="off"
        hint="Several addresses: separate them with commas."
        value={values.to}
        error={errors.to}
        onChange={(event) => set('to', event.target.value)}
      />
      <TextField label="Cc" autoComplete="off" value={values.cc} error={errors.cc} onChange={(event) => set('cc', event.target.value)} />
      <EmailTextFields values={values} errors={errors} onChange={set} rows={9} />
      <p className="send-email__attachment">Attached: {document.fileName} (made when you send)</p>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" busy={pending} busyLabel="Sending…">
          Send
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
