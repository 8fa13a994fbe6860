// The Businesses tab: the business form and table (columns of docs/product.md#company-management, readable headers).
import { useBusinesses, useDeleteBusiness } from '@/api/admin';
import type { Business } from '@/api/types';
import { BusinessForm } from './business-form';
import { CompanyPanel } from './company-panel';
import type { CompanyColumn } from './company-table';

const DELETE_QUESTION = 'Delete this business?';

const BUSINESS_COLUMNS: readonly CompanyColumn<Business>[] = [
  { id: 'businessName', header: 'Business Name', value: (b) => b.businessName ?? '' },
  { id: 'businessType', header: 'Business Type', value: (b) => b.businessType ?? '' },
  { id: 'businessEmailAddress', header: 'Email Address', value: (b) => b.businessEmailAddress ?? '' },
  { id: 'businessPhoneNumber', header: 'Phone Number', value: (b) => b.businessPhoneNumber ?? '' },
  { id: 'businessId', header: 'Business ID', value: (b) => b.businessId },
  { id: 'businessPermittedLogins', header: 'Linked Login Users', value: (b) => b.businessPermittedLogins.join(', ') },
];

/** On a phone each row is a card: the name, then these. */
const CARD_FACTS = ['businessType', 'businessEmailAddress', 'businessPhoneNumber'];

const nameOf = (business: Business) => business.businessName ?? business.businessId;

export function BusinessesPanel() {
  const businesses = useBusinesses();
  const remove = useDeleteBusiness();
  return (
    <CompanyPanel
      noun={{ one: 'business', many: 'businesses', title: 'Business', titleMany: 'Businesses' }}
      list={businesses}
      columns={BUSINESS_COLUMNS}
      cardFacts={CARD_FACTS}
      nameOf={nameOf}
      deleteQuestion={DELETE_QUESTION}
      remove={(id, callbacks) => remove.mutate(id, callbacks)}
      renderForm={(props) => <BusinessForm {...props} />}
    />
  );
}
