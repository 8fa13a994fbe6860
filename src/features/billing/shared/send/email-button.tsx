// "Email" on a document's page (docs/sending.md): opens the send dialog, whose code is fetched on
// the first press, so the pages that offer it stay within their bundle budgets.
import { lazy, Suspense, useState } from 'react';
import type { SentEmail } from '@/api/types';
import { Button } from '@/components/button/button';
import type { SendableDocument } from './sendable-document';

const SendEmailDialog = lazy(() => import('./send-email-dialog'));

const sentMessage = (sent: SentEmail) => `${sent.documentNumber} was emailed to ${[...sent.to, ...sent.cc].join(', ')}.`;

export function EmailButton({ document, onSent }: { document: SendableDocument; onSent: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Email
      </Button>
      {open ? (
        <Suspense fallback={<span role="status">Opening…</span>}>
          <SendEmailDialog
            document={document}
            onClose={() => setOpen(false)}
            onSent={(sent) => {
              setOpen(false);
              onSent(sentMessage(sent));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
