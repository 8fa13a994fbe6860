// Create Invoice on the specification's service: the free invoice generator. It waits for the
// server's today (its clock, from the health check) and, for an ADMIN, the admin lists of businesses
// and clients; a USER never asks for them (a 403 would sign them out) and types the parties instead.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBusinesses, useClients } from '@/api/admin';
import { serverDateQuery } from '@/api/server-date';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { paths } from '@/config/paths';
import type { IsoDate } from '@/lib/calendar-date';
import { useAuth } from '@/features/session/use-auth';
import { LoadFailure, Loading } from '../shared/editor/editor-states';
import { KeptInvoiceEditor, type AdminIssuer } from './kept-invoice-editor';
import { readKeptInvoices, type KeptInvoice } from './kept-invoices-store';
import { NotOnServerNotice } from './kept-notice';
import { adminIssuer, adminRecipient } from './kept-parties';

const TITLE = 'Create Invoice';

type Admin = NonNullable<Parameters<typeof KeptInvoiceEditor>[0]['admin']>;

function Generator({ owner, today, admin }: { owner: string; today: IsoDate | null; admin: Admin | null }) {
  const [list, setList] = useState(() => readKeptInvoices(owner));
  const [round, setRound] = useState(0);
  const [keptAs, setKeptAs] = useState<{ number: string; downloaded: boolean } | null>(null);
  const onKept = (invoice: KeptInvoice, { downloaded }: { downloaded: boolean }) => {
    setList(readKeptInvoices(owner));
    setKeptAs({ number: invoice.number, downloaded });
    // A fresh form for the next invoice, numbered after this one.
    setRound((n) => n + 1);
  };
  return (
    <Page title={TITLE} description="A free invoice generator: fill it in, download the PDF and keep a copy in this browser." width="full">
      <NotOnServerNotice>This server does not keep invoices yet: an invoice made here lives in this browser only.</NotOnServerNotice>
      <StatusMessage tone="success">
        {keptAs ? (
          <>
            Kept in this browser as {keptAs.number}
            {keptAs.downloaded ? ', and its PDF downloaded' : ''}. <Link to={paths.invoiceHistory}>See it in Invoice History</Link>
          </>
        ) : null}
      </StatusMessage>
      {list.state === 'unreadable' ? (
        <StatusMessage tone="warning">
          The invoices kept in this browser could not be read. <Link to={paths.invoiceHistory}>Open Invoice History</Link> to see them and
          set them aside.
        </StatusMessage>
      ) : null}
      <KeptInvoiceEditor
        key={round}
        owner={owner}
        today={today}
        admin={admin}
        kept={list.state === 'ok' ? list.invoices : null}
        onKept={onKept}
      />
    </Page>
  );
}

function AdminGenerator({ owner, today }: { owner: string; today: IsoDate | null }) {
  const businesses = useBusinesses();
  const clients = useClients();
  const failed = businesses.isError ? businesses : clients.isError ? clients : null;
  if (failed)
    return <LoadFailure title={TITLE} what="The businesses and clients" error={failed.error} retry={() => void failed.refetch()} />;
  if (!businesses.data || !clients.data) return <Loading title={TITLE} />;
  const issuers: AdminIssuer[] = businesses.data.map((business) => ({
    id: business.id,
    issuer: adminIssuer(business),
    tag: business.businessInvoiceTag ?? '',
    firstSequence: business.businessInvoiceSequenceNumber ?? 1,
  }));
  return <Generator owner={owner} today={today} admin={{ businesses: issuers, clients: clients.data.map(adminRecipient) }} />;
}

export function KeptInvoicePage() {
  const { username, hasAnyRole } = useAuth();
  const date = useQuery(serverDateQuery());
  if (date.isPending || username === null) return <Loading title={TITLE} />;
  // An unreachable server or a Date it does not expose: the user picks the date.
  const today = date.data ?? null;
  return hasAnyRole(['ADMIN']) ? (
    <AdminGenerator owner={username} today={today} />
  ) : (
    <Generator owner={username} today={today} admin={null} />
  );
}
