// /admin (ADMIN only, docs/product.md#administration): an overview of the administration area — what each
// screen does, how many records it holds, and the way there.
import { Link } from 'react-router-dom';
import { useBusinesses, useClients } from '@/api/admin';
import { useUsers } from '@/api/users';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/format';
import '@/components/form/form-layout.css';
import './admin.css';

/** "3 users", "…" while loading, nothing when the count cannot be had. */
function countText(query: { data?: readonly unknown[]; isPending: boolean }, one: string, many: string): string {
  if (query.data) return countOf(query.data.length, one, many);
  return query.isPending ? '…' : '';
}

export function Component() {
  const users = useUsers();
  const businesses = useBusinesses();
  const clients = useClients();
  const cards = [
    {
      to: paths.adminUsers,
      title: 'User Management',
      text: 'Create accounts, change emails, passwords and roles, delete accounts and export the list as users.csv.',
      count: countText(users, 'user', 'users'),
    },
    {
      to: paths.adminBusinesses,
      title: 'Businesses',
      text: 'The businesses that issue invoices: contact, banking and GST details, invoice numbering and who may invoice for them.',
      count: countText(businesses, 'business', 'businesses'),
    },
    {
      to: paths.adminClients,
      title: 'Clients',
      text: 'The clients invoices are addressed to, each linked to one business.',
      count: countText(clients, 'client', 'clients'),
    },
  ];

  return (
    <Page title="Administration" description="Manage who can sign in and who invoices whom.">
      <ul className="admin-cards">
        {cards.map((card) => (
          <li key={card.to} className="ui-card admin-card">
            <h2 className="admin-card__title">
              <Link to={card.to}>{card.title}</Link>
            </h2>
            <p className="admin-card__count" aria-live="polite">
              {card.count}
            </p>
            <p className="admin-card__text">{card.text}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
