// The page a client's link opens, signed out (docs/sending.md#links-for-the-client): the business's
// public details, the document with its PDF, and for a quote the answer. A link that opens nothing
// says why in plain words. No router, no session, no query cache: this page is all its route loads.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PublicDocument } from '@/api/types';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import { LINK_PROBLEM_TYPES } from '@/config/document-links';
import { formatDateTime } from '@/lib/format';
import type { QuoteAcceptanceBody, QuoteDeclineBody } from '@/lib/requests/document-links';
import { QuoteAnswerPanel } from './quote-answer-panel';
import './public-document.css';

/** How the page shows a document of each kind, and makes its PDF (given by the app, which may compose domains). */
export interface DocumentView {
  /** e.g. "Quote RENO-Q-0012". */
  title: string;
  body: ReactNode;
  download: () => Promise<void>;
}

export interface PublicDocumentApi {
  open: (token: string) => Promise<PublicDocument>;
  accept: (token: string, body: QuoteAcceptanceBody) => Promise<PublicDocument>;
  decline: (token: string, body: QuoteDeclineBody) => Promise<PublicDocument>;
}

interface PublicDocumentPageProps {
  token: string;
  api: PublicDocumentApi;
  viewOf: (doc: PublicDocument) => DocumentView;
}

const REFUSAL_HEADINGS: Record<string, string> = {
  [LINK_PROBLEM_TYPES.unknown]: 'This link does not open a document',
  [LINK_PROBLEM_TYPES.revoked]: 'This link was switched off',
  [LINK_PROBLEM_TYPES.expired]: 'This link has expired',
  [LINK_PROBLEM_TYPES.voided]: 'This invoice was cancelled',
  [LINK_PROBLEM_TYPES.replaced]: 'This quote was replaced',
  [LINK_PROBLEM_TYPES.tooManyAttempts]: 'Too many tries',
};

type Loaded =
  { state: 'loading' } | { state: 'shown'; doc: PublicDocument } | { state: 'refused'; heading: string; detail: string; retry: boolean };

function refusalOf(error: unknown): Loaded {
  const type = (error as { type?: string } | null)?.type ?? '';
  const detail = error instanceof Error ? error.message : 'The document could not be opened.';
  const heading = REFUSAL_HEADINGS[type];
  return heading
    ? { state: 'refused', heading, detail, retry: false }
    : { state: 'refused', heading: 'The document could not be opened', detail, retry: true };
}

function BusinessDetails({ business }: { business: PublicDocument['business'] }) {
  return (
    <header className="public-doc__business">
      <p className="public-doc__business-name">{business.name}</p>
      <address>
        {business.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {business.phone ? <span>Phone {business.phone}</span> : null}
        {business.email ? <a href={`mailto:${business.email}`}>{business.email}</a> : null}
        {business.gstNumber ? <span>GST number {business.gstNumber}</span> : null}
      </address>
    </header>
  );
}

function Download({ view }: { view: DocumentView }) {
  const [pdf, setPdf] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });
  const onDownload = async () => {
    setPdf({ busy: true, failure: null });
    try {
      await view.download();
      setPdf({ busy: false, failure: null });
    } catch {
      setPdf({ busy: false, failure: 'The PDF could not be made. Please try again.' });
    }
  };
  return (
    <div className="public-doc__download">
      <Button variant="secondary" busy={pdf.busy} busyLabel="Making the PDF…" onClick={() => void onDownload()}>
        Download PDF
      </Button>
      <StatusMessage tone="error">{pdf.failure}</StatusMessage>
    </div>
  );
}

export function PublicDocumentPage({ token, api, viewOf }: PublicDocumentPageProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    api.open(token).then(
      (doc) => setLoaded({ state: 'shown', doc }),
      (error: unknown) => setLoaded(refusalOf(error)),
    );
  }, [api, token]);

  useEffect(load, [load]);

  const title = loaded.state === 'shown' ? viewOf(loaded.doc).title : loaded.state === 'refused' ? loaded.heading : 'Opening the document';
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (loaded.state === 'loading') {
    return (
      <main className="public-doc">
        <p role="status">Opening the document…</p>
      </main>
    );
  }
  if (loaded.state === 'refused') {
    return (
      <main className="public-doc public-doc--refused">
        <h1 ref={heading}>{loaded.heading}</h1>
        <p>{loaded.detail}</p>
        {loaded.retry ? (
          <Button
            variant="secondary"
            onClick={() => {
              setLoaded({ state: 'loading' });
              load();
            }}
          >
            Try again
          </Button>
        ) : null}
      </main>
    );
  }
  const { doc } = loaded;
  const view = viewOf(doc);
  return (
    <main className="public-doc">
      <BusinessDetails business={doc.business} />
      <div className="public-doc__title">
        <h1>{view.title}</h1>
        <Download view={view} />
      </div>
      {doc.quote ? (
        <QuoteAnswerPanel
          quote={doc.quote}
          answer={doc.answer}
          businessName={doc.business.name}
          accept={(body) => api.accept(token, body)}
          decline={(body) => api.decline(token, body)}
          onAnswered={(next) => setLoaded({ state: 'shown', doc: next })}
          onStale={load}
        />
      ) : null}
      <div className="public-doc__document">{view.body}</div>
      <p className="public-doc__footnote">This link works until {formatDateTime(doc.expiresAt)}. It shows only this document.</p>
    </main>
  );
}
