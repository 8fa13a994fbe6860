// /outbox, only in mock builds (docs/sending.md#the-outbox): the mock backend's mail catcher. Every
// email the app "sent", newest first; one opened (?email=ID) shows what the client receives: the
// addresses, subject, message and the PDF, to open or download.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { fetchOutboxAttachment, useOutbox, useOutboxEmail } from '@/api/outbox';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { formatDateTime } from '@/lib/format';
import type { OutboxEmail } from '@/lib/outbox';
import './outbox.css';

const KIND: Record<OutboxEmail['documentType'], string> = { INVOICE: 'Invoice', QUOTE: 'Quote', CREDIT_NOTE: 'Credit note', STATEMENT: '' };

/** The PDF as an object URL for as long as the email is open. */
function useAttachmentUrl(email: OutboxEmail | undefined) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  const id = email?.attachment?.kept ? email.id : null;
  useEffect(() => {
    if (id === null) return undefined;
    let url: string | null = null;
    let cancelled = false;
    fetchOutboxAttachment(id).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ url, failed: false });
      },
      () => {
        if (!cancelled) setState({ url: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      setState({ url: null, failed: false });
    };
  }, [id]);
  return state;
}

function OpenedEmail({ id }: { id: number }) {
  const email = useOutboxEmail(id);
  const attachment = useAttachmentUrl(email.data);
  if (email.isError)
    return (
      <LoadError
        message="The email could not be loaded."
        detail={errorMessage(email.error, 'Please try again.')}
        onRetry={() => void email.refetch()}
      />
    );
  if (!email.data) return <p role="status">Loading the email…</p>;
  const { data } = email;
  return (
    <article className="ui-card" aria-labelledby="outbox-subject">
      <h2 id="outbox-subject" className="invoice-section-title">
        {data.subject}
      </h2>
      <dl className="outbox__headers">
        <dt>To</dt>
        <dd>{data.to.join(', ')}</dd>
        {data.cc.length > 0 ? (
          <>
            <dt>Cc</dt>
            <dd>{data.cc.join(', ')}</dd>
          </>
        ) : null}
        <dt>Sent</dt>
        <dd>
          <time dateTime={data.sentAt}>{formatDateTime(data.sentAt)}</time> by {data.sentBy}
        </dd>
        <dt>Attachment</dt>
        <dd>
          {data.attachment
            ? `${data.attachment.fileName} (${String(Math.ceil(data.attachment.size / 1024))} KB)`
            : 'None: a payment reminder carries no PDF.'}
        </dd>
      </dl>
      <pre className="outbox__message">{data.message}</pre>
      {!data.attachment ? null : !data.attachment.kept ? (
        <p>This PDF is no longer kept: the browser keeps the PDFs of the latest emails only.</p>
      ) : attachment.url ? (
        <p className="ui-form__actions">
          <a href={attachment.url} target="_blank" rel="noreferrer">
            Open {data.attachment.fileName}
          </a>
          <a href={attachment.url} download={data.attachment.fileName}>
            Download {data.attachment.fileName}
          </a>
        </p>
      ) : attachment.failed ? (
        <StatusMessage tone="error">The PDF could not be loaded.</StatusMessage>
      ) : (
        <p role="status">Loading the PDF…</p>
      )}
    </article>
  );
}

export function OutboxPage() {
  const outbox = useOutbox();
  const [params] = useSearchParams();
  const opened = /^\d+$/.test(params.get('email') ?? '') ? Number(params.get('email')) : null;
  const emails = outbox.data?.emails;
  return (
    <Page
      title="Outbox"
      description="Every email the mock backend sent, newest first, as the client receives it. Only demo and development builds have it: the real service sends real email."
    >
      <div className="outbox">
        {outbox.isError ? (
          <LoadError
            message="The outbox could not be loaded."
            detail={errorMessage(outbox.error, 'Please try again.')}
            onRetry={() => void outbox.refetch()}
          />
        ) : !emails ? (
          <p role="status">Loading…</p>
        ) : emails.length === 0 ? (
          <p>No email has been sent yet. Email an invoice, a quote or a credit note from its page, and it shows here.</p>
        ) : (
          <ul className="outbox__list" aria-label="Emails sent">
            {emails.map((email) => (
              <li key={email.id} className="outbox__item">
                <Link to={`?email=${email.id}`} aria-current={email.id === opened ? 'true' : undefined}>
                  <strong>{email.subject}</strong>
                  <span>To {email.to.join(', ')}</span>
                  <span className="outbox__meta">
                    {email.reminder ? 'Payment reminder, ' : ''}
                    {`${KIND[email.documentType]} ${email.documentNumber}`.trim()} ·{' '}
                    <time dateTime={email.sentAt}>{formatDateTime(email.sentAt)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {opened !== null ? <OpenedEmail id={opened} /> : null}
      </div>
    </Page>
  );
}
