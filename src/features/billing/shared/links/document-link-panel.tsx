// The business's view of a document's link for its client (docs/sending.md#links-for-the-client):
// the address to copy while it works and until when, Revoke (it stops at once), and Make a link when
// there is none. Emailing the document makes one too, for {link}.
import { useState } from 'react';
import { linkAddress, useDocumentLinks, useEnsureDocumentLink, useRevokeDocumentLink, type LinkedDocument } from '@/api/document-links';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import { LINK_LIFE_DAYS } from '@/config/document-links';
import { countOf, formatDateTime } from '@/lib/format';
import { CardSection } from '../card-section';
import './document-link-panel.css';

interface DocumentLinkPanelProps {
  document: LinkedDocument;
  /** What the document is called, e.g. "quote". */
  noun: string;
}

export function DocumentLinkPanel({ document, noun }: DocumentLinkPanelProps) {
  const links = useDocumentLinks(document);
  const make = useEnsureDocumentLink(document);
  const revoke = useRevokeDocumentLink(document);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const active = links.data?.links.find((link) => link.state === 'ACTIVE');
  const earlier = (links.data?.links.length ?? 0) - (active ? 1 : 0);
  const failure = make.error ?? revoke.error;

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the address and copy it.');
    }
  };

  return (
    <CardSection heading="Link for the client" className="document-link no-print">
      {links.isPending ? <p role="status">Loading the link…</p> : null}
      {links.isError ? <StatusMessage tone="error">{errorMessage(links.error, 'The link could not be loaded.')}</StatusMessage> : null}
      {links.data && active ? (
        <>
          <p>
            Your client opens this {noun} with this address, without signing in, until {formatDateTime(active.expiresAt)}.
          </p>
          <div className="document-link__address">
            <input aria-label="The client’s link" readOnly value={linkAddress(active)} onFocus={(event) => event.target.select()} />
            <Button variant="secondary" size="small" onClick={() => void copy(linkAddress(active))}>
              Copy
            </Button>
          </div>
          <StatusMessage>{copied}</StatusMessage>
          {confirming ? (
            <div className="document-link__confirm" role="group" aria-label="Revoke the link?">
              <p>Revoke this link? Whoever holds it can no longer open the {noun}. You can make a new one.</p>
              <Button
                variant="danger"
                size="small"
                busy={revoke.isPending}
                busyLabel="Revoking…"
                onClick={() => revoke.mutate(active, { onSuccess: () => setConfirming(false) })}
              >
                Revoke link
              </Button>
              <Button variant="ghost" size="small" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
              Revoke…
            </Button>
          )}
        </>
      ) : null}
      {links.data && !active ? (
        <>
          <p>
            No working link. A link lets your client open this {noun} without signing in for {LINK_LIFE_DAYS} days; emailing it makes one.
          </p>
          <Button variant="secondary" size="small" busy={make.isPending} busyLabel="Making the link…" onClick={() => make.mutate()}>
            Make a link
          </Button>
        </>
      ) : null}
      {earlier > 0 ? (
        <p className="document-link__earlier">{countOf(earlier, 'earlier link', 'earlier links')} revoked or expired.</p>
      ) : null}
      <StatusMessage tone="error">{failure ? errorMessage(failure, 'The link could not be changed.') : null}</StatusMessage>
    </CardSection>
  );
}
