// A page about one business at a time, chosen in the address (?business=ID) among those the user
// invoices for (the first when none or an unknown one is asked for): the businesses' loading and
// failure, the Business choice, then what the page shows for the chosen one.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useInvoicingBusinesses } from '@/api/invoices';
import { LoadError } from '@/components/load-error/load-error';
import { SelectField } from '@/components/select/select-field';

interface OneBusinessProps {
  /** Said when the user invoices for no business, e.g. "…, so there are no templates to edit." */
  withoutBusiness: string;
  children: (businessId: number) => ReactNode;
}

export function OneBusiness({ withoutBusiness, children }: OneBusinessProps) {
  const businesses = useInvoicingBusinesses();
  const [params, setParams] = useSearchParams();
  const list = businesses.data ?? [];
  const asked = Number(params.get('business'));
  const businessId = list.find((business) => business.id === asked)?.id ?? list[0]?.id;
  if (businesses.isError) {
    return (
      <LoadError
        message="The businesses could not be loaded."
        detail={errorMessage(businesses.error, 'Please try again.')}
        onRetry={() => void businesses.refetch()}
      />
    );
  }
  if (businesses.isPending) return <p role="status">Loading…</p>;
  if (businessId === undefined) return <p>{withoutBusiness}</p>;
  return (
    <>
      <SelectField
        label="Business"
        options={list.map((business) => ({ value: String(business.id), label: business.name }))}
        value={String(businessId)}
        onChange={(event) => setParams({ business: event.target.value }, { replace: true })}
      />
      {children(businessId)}
    </>
  );
}
