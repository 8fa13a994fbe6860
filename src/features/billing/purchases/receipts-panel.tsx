// A bill's receipts beside it: each photo shown (a PDF as a link), opened or downloaded under its
// name; more attached from the phone's camera or from a file, several at once. A file refused (too
// large, not an image or PDF) is named with why; the others still go, and nothing else on the page
// is touched.
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { fetchReceiptFile, useAttachReceipt, useRemoveReceipt } from '@/api/bills';
import type { Bill, Receipt } from '@/api/types';
import { Button } from '@/components/button/button';
import { useConfirm } from '@/components/dialog/use-confirm';
import { StatusMessage } from '@/components/status-message/status-message';
import { fileSizeLabel, RECEIPT_ACCEPT } from '@/lib/receipts';
import { prepareReceipt, RECEIPT_HINT } from './receipt-file';

/** The receipt's file as an object URL while it is shown. */
function useReceiptUrl(billId: number, receiptId: number) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetchReceiptFile(billId, receiptId)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ url: null, failed: true });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [billId, receiptId]);
  return state;
}

function ReceiptItem({ billId, receipt, onRemove }: { billId: number; receipt: Receipt; onRemove: (() => void) | null }) {
  const { url, failed } = useReceiptUrl(billId, receipt.id);
  const isImage = receipt.contentType !== 'application/pdf';
  return (
    <li className="purchases-receipt">
      {url === null ? (
        <p className="purchases-receipt-preview">{failed ? 'The file could not be loaded.' : 'Loading…'}</p>
      ) : isImage ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="purchases-receipt-preview">
          <img src={url} alt={`Receipt ${receipt.fileName}`} />
        </a>
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer" className="purchases-receipt-preview purchases-receipt-pdf">
          Open the PDF <span className="visually-hidden">{receipt.fileName}</span>
        </a>
      )}
      <p className="purchases-receipt-name">
        {receipt.fileName} <span className="purchases-receipt-size">({fileSizeLabel(receipt.size)})</span>
      </p>
      <p className="purchases-receipt-actions">
        {url ? (
          <a href={url} download={receipt.fileName}>
            Download <span className="visually-hidden">{receipt.fileName}</span>
          </a>
        ) : null}
        {onRemove ? (
          <Button size="small" variant="ghost" onClick={onRemove}>
            Remove <span className="visually-hidden">{receipt.fileName}</span>
          </Button>
        ) : null}
      </p>
    </li>
  );
}

export function ReceiptsPanel({ bill }: { bill: Pick<Bill, 'id' | 'status' | 'receipts'> }) {
  const attach = useAttachReceipt();
  const remove = useRemoveReceipt();
  const { confirm, dialog } = useConfirm();
  const [refused, setRefused] = useState<string[]>([]);
  const [news, setNews] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hintId = useId();
  const open = bill.status !== 'VOID';

  const attachFiles = async (files: File[]) => {
    setRefused([]);
    setNews(null);
    setSending(true);
    const problems: string[] = [];
    const attached: string[] = [];
    for (const chosen of files) {
      const prepared = await prepareReceipt(chosen);
      if (!prepared.ok) {
        problems.push(`${prepared.fileName}: ${prepared.message}`);
        continue;
      }
      try {
        await attach.mutateAsync({ billId: bill.id, file: prepared.file, fileName: prepared.fileName });
        attached.push(prepared.fileName);
      } catch (error) {
        problems.push(`${prepared.fileName}: ${errorMessage(error, 'It could not be attached. Please try again.')}`);
      }
    }
    setSending(false);
    setRefused(problems);
    if (attached.length > 0) setNews(`Attached ${attached.join(', ')}.`);
  };

  const askToRemove = async (receipt: Receipt) => {
    const confirmed = await confirm({
      title: `Remove ${receipt.fileName}?`,
      detail: 'The file is deleted from the bill. Attach it again if it was removed by mistake.',
      confirmLabel: 'Remove',
      tone: 'danger',
    });
    if (!confirmed) return;
    setNews(null);
    remove.mutate(
      { billId: bill.id, receiptId: receipt.id },
      {
        onSuccess: () => setNews(`Removed ${receipt.fileName}.`),
        onError: (error) => setRefused([errorMessage(error, 'The receipt could not be removed.')]),
      },
    );
  };

  const chooser = (label: string, camera: boolean) => (
    <label className={`ui-button ui-button--secondary ui-button--medium purchases-receipt-choose${sending ? ' is-busy' : ''}`}>
      {label}
      <input
        type="file"
        className="visually-hidden"
        accept={RECEIPT_ACCEPT}
        {...(camera ? { capture: 'environment' as const } : { multiple: true })}
        aria-describedby={hintId}
        disabled={sending}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void attachFiles(files);
        }}
      />
    </label>
  );

  return (
    <section className="ui-card purchases-receipts" aria-labelledby="bill-receipts-heading">
      {dialog}
      <h2 id="bill-receipts-heading" className="purchases-heading">
        Receipts
      </h2>
      {bill.receipts.length === 0 ? <p>No receipt attached yet.</p> : null}
      <ul className="purchases-receipt-list">
        {bill.receipts.map((receipt) => (
          <ReceiptItem key={receipt.id} billId={bill.id} receipt={receipt} onRemove={open ? () => void askToRemove(receipt) : null} />
        ))}
      </ul>
      <StatusMessage tone="success">{news}</StatusMessage>
      <StatusMessage tone="error">
        {refused.length === 0 ? null : refused.length === 1 ? (
          refused[0]
        ) : (
          <>
            Not attached:
            <ul>
              {refused.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
      </StatusMessage>
      {open ? (
        <>
          <div className="purchases-receipt-choosers">
            {chooser('Take a photo', true)}
            {chooser('Choose files', false)}
          </div>
          <p id={hintId} className="purchases-receipt-hint">
            {sending ? 'Attaching…' : RECEIPT_HINT}
          </p>
        </>
      ) : null}
    </section>
  );
}
