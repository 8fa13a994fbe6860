// Invoice History on the specification's service: the invoices kept in this browser, newest first,
// each opened again as its document with Download PDF, and deleted from this browser after asking.
// A list that cannot be read is shown as its text, to download, and set aside only when asked.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { useConfirm } from '@/components/dialog/use-confirm';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { downloadText } from '@/lib/download';
import { useAuth } from '@/features/session/use-auth';
import { CardSection } from '../shared/card-section';
import { InvoiceDocument } from '../shared/document/invoice-document';
import { money } from '../shared/invoice-labels';
import {
  deleteKeptInvoice,
  keptDocument,
  readKeptInvoices,
  setAsideTexts,
  setAsideUnreadable,
  type KeptInvoice,
} from './kept-invoices-store';
import { NotOnServerNotice } from './kept-notice';
import { downloadKeptPdf } from './kept-pdf';
import '@/components/button/button.css';
import '@/components/data-table/data-table.css';
import '../shared/document/invoice-document.css';

const documentOf = (invoice: KeptInvoice) => keptDocument(invoice.form, invoice.issuer, invoice.recipient, invoice.number);

function Unreadable({ raw, onSetAside }: { raw: string; onSetAside: () => void }) {
  return (
    <CardSection heading="The kept invoices could not be read">
      <p>
        The invoices kept in this browser are damaged, so they cannot be listed. Nothing has been deleted: download the stored text to keep
        it, then set it aside to start a new list.
      </p>
      <div className="ui-form__actions">
        <Button variant="secondary" onClick={() => downloadText('kept-invoices.txt', raw, 'text/plain;charset=utf-8')}>
          Download the stored text
        </Button>
        <Button onClick={onSetAside}>Set it aside and start a new list</Button>
      </div>
    </CardSection>
  );
}

function SetAside({ texts }: { texts: Array<{ key: string; text: string }> }) {
  if (texts.length === 0) return null;
  return (
    <CardSection heading="Set aside">
      <p>Text of kept invoices that could not be read, still in this browser.</p>
      <ul>
        {texts.map(({ key, text }, index) => (
          <li key={key}>
            <Button
              variant="ghost"
              size="small"
              onClick={() => downloadText(`kept-invoices-set-aside-${index + 1}.txt`, text, 'text/plain;charset=utf-8')}
            >
              Download set-aside text {index + 1}
            </Button>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

function Opened({ invoice, onClose }: { invoice: KeptInvoice; onClose: () => void }) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const download = () => {
    setMessage(null);
    downloadKeptPdf(documentOf(invoice)).then(
      () => setMessage({ tone: 'success', text: 'The PDF has been downloaded.' }),
      () => setMessage({ tone: 'error', text: 'The PDF could not be made. Please try again.' }),
    );
  };
  return (
    <CardSection heading={`Invoice ${invoice.number}`}>
      <div className="ui-form__actions" role="group" aria-label="Invoice actions">
        <Button onClick={download}>Download PDF</Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <StatusMessage tone={message?.tone ?? 'success'}>{message?.text}</StatusMessage>
      <InvoiceDocument document={documentOf(invoice)} headingLevel={3} label={`Invoice ${invoice.number}`} />
    </CardSection>
  );
}

function KeptList({
  invoices,
  onOpen,
  onDelete,
}: {
  invoices: KeptInvoice[];
  onOpen: (id: string) => void;
  onDelete: (invoice: KeptInvoice) => void;
}) {
  if (invoices.length === 0) {
    return (
      <p>
        No invoices are kept in this browser yet. <Link to={paths.createInvoice}>Create an invoice</Link>
      </p>
    );
  }
  return (
    <div className="ui-table-scroll">
      <table className="ui-table">
        <caption className="visually-hidden">Invoices kept in this browser, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Client</th>
            <th scope="col">Issue date</th>
            <th scope="col">Due date</th>
            <th scope="col">Total</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const doc = documentOf(invoice);
            return (
              <tr key={invoice.id}>
                <th scope="row">{invoice.number}</th>
                <td>{invoice.recipient.name ?? ''}</td>
                <td>{formatDate(doc.issueDate)}</td>
                <td>{formatDate(doc.dueDate)}</td>
                <td>{money(doc.total, doc.currency)}</td>
                <td>
                  <Button variant="secondary" size="small" onClick={() => onOpen(invoice.id)} aria-label={`Open ${invoice.number}`}>
                    Open
                  </Button>{' '}
                  <Button
                    variant="danger"
                    size="small"
                    onClick={() => onDelete(invoice)}
                    aria-label={`Delete from this browser: ${invoice.number}`}
                  >
                    Delete from this browser
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function KeptInvoiceHistory() {
  const owner = useAuth().username ?? '';
  const [list, setList] = useState(() => readKeptInvoices(owner));
  const [aside, setAside] = useState(() => setAsideTexts(owner));
  const [openId, setOpenId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const reread = () => {
    setList(readKeptInvoices(owner));
    setAside(setAsideTexts(owner));
  };

  const onDelete = async (invoice: KeptInvoice) => {
    const sure = await confirm({
      title: `Delete ${invoice.number} from this browser?`,
      detail: 'It is not on the server, so it is gone for good unless you downloaded its PDF.',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!sure) return;
    setMessage(
      deleteKeptInvoice(owner, invoice.id)
        ? `${invoice.number} was deleted from this browser.`
        : 'This browser refused the change. Please try again.',
    );
    if (openId === invoice.id) setOpenId(null);
    reread();
  };

  const opened = list.state === 'ok' ? list.invoices.find((invoice) => invoice.id === openId) : undefined;
  return (
    <Page title="Invoice History" description="The invoices made on this server’s free invoice generator, as kept in this browser.">
      {dialog}
      <NotOnServerNotice>These invoices are kept only in this browser, not on the server.</NotOnServerNotice>
      <StatusMessage tone="success">{message}</StatusMessage>
      {list.state === 'unreadable' ? (
        <Unreadable
          raw={list.raw}
          onSetAside={() => {
            setMessage(
              setAsideUnreadable(owner)
                ? 'The damaged list was set aside: download it below whenever you need it.'
                : 'This browser refused the change.',
            );
            reread();
          }}
        />
      ) : (
        <KeptList invoices={list.invoices} onOpen={setOpenId} onDelete={(invoice) => void onDelete(invoice)} />
      )}
      {opened ? <Opened key={opened.id} invoice={opened} onClose={() => setOpenId(null)} /> : null}
      <SetAside texts={aside} />
    </Page>
  );
}
