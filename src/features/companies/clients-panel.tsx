// The Clients tab: the client form and table (columns of docs/product.md#company-management, readable headers).
import { useClients, useDeleteClient } from '@/api/admin';
import type { Client } from '@/api/types';
import { ButtonLink } from '@/components/button/button-link';
import { statementPath } from '@/config/paths';
import { ClientForm } from './client-form';
import { CompanyPanel } from './company-panel';
import type { CompanyColumn } from './company-table';
import { useOffered } from '@/features/server-capabilities/capabilities-context';

const DELETE_QUESTION = 'Delete this client?';

const CLIENT_COLUMNS: readonly CompanyColumn<Client>[] = [
  { id: 'clientName', header: 'Client Name', value: (c) => c.clientName ?? '' },
  { id: 'clientBusinessName', header: 'Client Business Name', value: (c) => c.clientBusinessName ?? '' },
  { id: 'clientEmailAddress', header: 'Email Address', value: (c) => c.clientEmailAddress ?? '' },
  { id: 'clientPhoneNumber', header: 'Phone Number', value: (c) => c.clientPhoneNumber ?? '' },
  { id: 'businessId', header: 'Business ID', value: (c) => c.businessId },
];

/** On a phone each row is a card: the name, then these. */
const CARD_FACTS = ['clientBusinessName', 'clientEmailAddress', 'clientPhoneNumber'];

const nameOf = (client: Client) => client.clientName ?? client.clientBusinessName ?? `Client ${client.id}`;

export function ClientsPanel() {
  const clients = useClients();
  const remove = useDeleteClient();
  // A client's statement only from a service that keeps statements.
  const statements = useOffered('statements');
  return (
    <CompanyPanel
      noun={{ one: 'client', many: 'clients', title: 'Client', titleMany: 'Clients' }}
      list={clients}
      columns={CLIENT_COLUMNS}
      cardFacts={CARD_FACTS}
      nameOf={nameOf}
      deleteQuestion={DELETE_QUESTION}
      remove={(id, callbacks) => remove.mutate(id, callbacks)}
      renderForm={(props) => <ClientForm {...props} />}
      {...(statements
        ? {
            rowAction: (client: Client) => (
              <ButtonLink size="small" variant="secondary" to={statementPath(client.id)} aria-label={`Statement for ${nameOf(client)}`}>
                Statement
              </ButtonLink>
            ),
          }
        : {})}
    />
  );
}
