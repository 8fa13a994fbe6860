// The client's answer to a quote opened through its link (docs/sending.md#answering-a-quote): accept
// by typing their name, or decline saying why. Each form sends once however often it is pressed; a
// refusal (already answered, expired) is said in the server's words and nothing typed is lost.
import { useId, useState } from 'react';
import type { PublicDocument, PublicQuote, PublicQuoteAnswer } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { StatusMessage } from '@/components/status-message/status-message';
import { ANSWER_LIMITS } from '@/config/document-links';
import { formatDate } from '@/lib/calendar-date';
import { formatDateTime } from '@/lib/format';
import { money } from '@/features/billing/shared/invoice-labels';
import { quoteLabel } from '@/lib/quote-rules';
import { checkRequest } from '@/lib/requests/issues';
import { quoteAcceptance, quoteDecline, type QuoteAcceptanceBody, type QuoteDeclineBody } from '@/lib/requests/document-links';

interface QuoteAnswerActions {
  accept: (body: QuoteAcceptanceBody) => Promise<PublicDocument>;
  decline: (body: QuoteDeclineBody) => Promise<PublicDocument>;
}

interface QuoteAnswerPanelProps extends QuoteAnswerActions {
  quote: PublicQuote;
  answer?: PublicQuoteAnswer | undefined;
  businessName: string;
  /** The document after an answer, or after a refusal that says it changed meanwhile. */
  onAnswered: (doc: PublicDocument) => void;
  /** Reads the document again (another answer was recorded meanwhile). */
  onStale: () => void;
}

interface Failure {
  message: string;
  fieldErrors: Record<string, string>;
  status: number;
}

const failureOf = (error: unknown): Failure => {
  const known = error as Partial<Failure> | null;
  return {
    message: error instanceof Error ? error.message : 'Something went wrong. Try again.',
    fieldErrors: known?.fieldErrors ?? {},
    status: known?.status ?? 0,
  };
};

/** A refusal's fields and words for the form; a 409 means the quote was answered or changed meanwhile. */
const failureHandling = (onStale: () => void) => ({
  fieldErrors: (error: unknown) => failureOf(error).fieldErrors,
  failure: (error: unknown) => {
    const failure = failureOf(error);
    if (failure.status === 409) onStale();
    return failure.message;
  },
});

const issuesOf = (schema: typeof quoteAcceptance | typeof quoteDecline, body: unknown) => {
  const checked = checkRequest(schema, body);
  return checked.ok ? {} : Object.fromEntries(checked.issues.map((issue) => [issue.field, issue.message]));
};

/** What was answered, in words, or null while the quote waits for an answer. */
function answeredText(quote: PublicQuote, answer: PublicQuoteAnswer | undefined): string | null {
  if (answer) {
    return answer.outcome === 'ACCEPTED'
      ? `Accepted online by ${answer.name} on ${formatDateTime(answer.at)}.`
      : `Declined online by ${answer.name} on ${formatDateTime(answer.at)}${answer.reason ? `: “${answer.reason}”` : '.'}`;
  }
  if (quote.status === 'ACCEPTED') return `This quote was accepted${quote.acceptedAt ? ` on ${formatDateTime(quote.acceptedAt)}` : ''}.`;
  if (quote.status === 'DECLINED') return `This quote was declined${quote.declinedAt ? ` on ${formatDateTime(quote.declinedAt)}` : ''}.`;
  return null;
}

function AcceptForm({ quote, accept, onAnswered, onStale }: Pick<QuoteAnswerPanelProps, 'quote' | 'accept' | 'onAnswered' | 'onStale'>) {
  const [name, setName] = useState('');
  const { form, errors, message, pending, submit } = useFormSubmit<'name'>();
  const noteId = useId();
  return (
    <form
      ref={form}
      className="public-answer__form"
      onSubmit={submit({
        validate: () => issuesOf(quoteAcceptance, { name }),
        send: () => accept({ name: name.trim() }),
        onSuccess: onAnswered,
        ...failureHandling(onStale),
      })}
      noValidate
      aria-labelledby={`${noteId}-heading`}
    >
      <h2 id={`${noteId}-heading`}>Accept this quote</h2>
      <p id={noteId}>
        By typing your name and pressing Accept you accept quote {quoteLabel(quote)} for {money(quote.contractTotal, quote.currency)} on the
        terms above. The date and time are recorded with your name.
      </p>
      <TextField
        label="Your full name"
        name="name"
        autoComplete="name"
        value={name}
        maxLength={ANSWER_LIMITS.nameMax}
        error={errors.name}
        aria-describedby={noteId}
        onChange={(event) => setName(event.target.value)}
      />
      <StatusMessage tone="error">{message}</StatusMessage>
      <Button type="submit" busy={pending} busyLabel="Accepting…">
        Accept quote
      </Button>
    </form>
  );
}

function DeclineForm({ decline, onAnswered, onStale }: Pick<QuoteAnswerPanelProps, 'decline' | 'onAnswered' | 'onStale'>) {
  const [values, setValues] = useState({ name: '', reason: '' });
  const { form, errors, message, pending, submit } = useFormSubmit<'name' | 'reason'>();
  return (
    <form
      ref={form}
      className="public-answer__form"
      onSubmit={submit({
        validate: () => issuesOf(quoteDecline, values),
        send: () => decline({ name: values.name.trim(), reason: values.reason.trim() }),
        onSuccess: onAnswered,
        ...failureHandling(onStale),
      })}
      noValidate
      aria-label="Decline this quote"
    >
      <TextField
        label="Your full name"
        name="name"
        autoComplete="name"
        value={values.name}
        maxLength={ANSWER_LIMITS.nameMax}
        error={errors.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <TextAreaField
        label="Why are you declining?"
        name="reason"
        rows={3}
        value={values.reason}
        maxLength={ANSWER_LIMITS.reasonMax}
        error={errors.reason}
        onChange={(event) => setValues({ ...values, reason: event.target.value })}
      />
      <StatusMessage tone="error">{message}</StatusMessage>
      <Button type="submit" variant="danger" busy={pending} busyLabel="Declining…">
        Decline quote
      </Button>
    </form>
  );
}

export function QuoteAnswerPanel({ quote, answer, businessName, accept, decline, onAnswered, onStale }: QuoteAnswerPanelProps) {
  const [declining, setDeclining] = useState(false);
  const answered = answeredText(quote, answer);
  if (answered !== null) {
    return (
      <section className="public-answer" aria-label="Your answer">
        <StatusMessage tone={quote.status === 'ACCEPTED' ? 'success' : 'info'}>
          {answered}{' '}
          {quote.status === 'ACCEPTED' ? `${businessName} has been told; nothing more is needed here.` : `${businessName} has been told.`}
        </StatusMessage>
      </section>
    );
  }
  return (
    <section className="public-answer" aria-label="Your answer">
      {quote.expired ? (
        <StatusMessage tone="warning">
          This quote expired on {formatDate(quote.validUntil)}, so it can no longer be accepted. Ask {businessName} for a new one.
        </StatusMessage>
      ) : (
        <AcceptForm quote={quote} accept={accept} onAnswered={onAnswered} onStale={onStale} />
      )}
      {declining ? (
        <DeclineForm decline={decline} onAnswered={onAnswered} onStale={onStale} />
      ) : (
        <Button variant="secondary" onClick={() => setDeclining(true)}>
          Decline this quote…
        </Button>
      )}
    </section>
  );
}
