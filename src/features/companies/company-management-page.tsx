// Company management (/admin/businesses and /admin/clients, one screen, docs/product.md#company-management): two tabs,
// Businesses and Clients. The address decides the tab and follows it (a tab change is a history
// entry, so Back returns to the other tab). The screen checks the token and the ADMIN role itself.
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/page/page';
import { Tabs } from '@/components/tabs/tabs';
import { ROLES } from '@/config/constants';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/session/require-role';
import { BusinessesPanel } from './businesses-panel';
import { ClientsPanel } from './clients-panel';
import '@/components/form/form-layout.css';
import './companies.css';

const TABS = [
  { id: 'businesses', label: 'Businesses', path: paths.adminBusinesses },
  { id: 'clients', label: 'Clients', path: paths.adminClients },
] as const;

function CompanyManagement() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = TABS.find((tab) => tab.path === pathname) ?? TABS[0];

  return (
    <Page
      title="Businesses & Clients"
      documentTitle={`${selected.label} – Businesses & Clients`}
      description="Businesses issue the invoices; clients receive them."
      screenKey="company-management"
    >
      <Tabs
        label="Company records"
        selectedId={selected.id}
        onSelectionChange={(id) => {
          const tab = TABS.find((candidate) => candidate.id === id);
          if (tab) void navigate(tab.path);
        }}
        tabs={[
          { id: 'businesses', label: 'Businesses', content: <BusinessesPanel /> },
          { id: 'clients', label: 'Clients', content: <ClientsPanel /> },
        ]}
      />
    </Page>
  );
}

export function CompanyManagementPage() {
  return (
    <RequireRole role={ROLES.admin}>
      <CompanyManagement />
    </RequireRole>
  );
}
