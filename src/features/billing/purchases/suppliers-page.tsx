// /suppliers?business=: the suppliers of one of the user's businesses, a form to add one or change
// one beside the list, and the accounts its bills are filed under. Whoever may invoice for a business
// keeps its suppliers and accounts (openapi.yaml tag `purchases`); the business is in the address.
import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useInvoicingBusinesses } from '@/api/invoices';
import { useSuppliers } from '@/api/suppliers';
import type { Supplier } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useResumedEdit } from '@/components/form/use-resumed-edit';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { useAuth } from '@/features/session/use-auth';
import '@/features/billing/shared/books.css';
import { ExpenseAccountsSection } from './expense-accounts-section';
import { SupplierForm } from './supplier-form';
import { billsBackPath } from './suppliers-link';
import './purchases.css';

export function SuppliersPage() {
  const businesses = useInvoicingBusinesses();
  const [params, setParams] = useSearchParams();
  const list = businesses.data ?? [];
  const asked = params.get('business');
  // Sent here by the bill editor's "Add a supplier": the way back to the bill being typed.
  const back = billsBackPath(params.get('back'));
  const business = asked === null ? list[0] : list.find((b) => String(b.id) === asked);
  const suppliers = useSuppliers(business?.id ?? null);
  const { username } = useAuth();
  const [chosen, setChosen] = useState<Supplier | null>(null);
  // After a reload or a sign-in, back to the supplier whose changes were kept in this browser.
  const { resumed, done: resumeDone } = useResumedEdit('supplier', username, suppliers.data);
  const editing = chosen ?? resumed;
  const [formVersion, setFormVersion] = useState(0);
  const [focusForm, setFocusForm] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const startAdding = () => {
    resumeDone();
    setChosen(null);
    setFormVersion((version) => version + 1);
    setFocusForm(true);
  };

  const columns: DataTableColumn<Supplier>[] = [
    { id: 'name', header: 'Name', rowHeader: true },
    { id: 'gstNumber', header: 'GST number', nowrap: true, cell: (s) => s.gstNumber ?? 'Not recorded' },
    { id: 'email', header: 'Email', cell: (s) => s.email ?? '' },
    { id: 'phone', header: 'Phone', nowrap: true, cell: (s) => s.phone ?? '' },
    {
      id: 'edit',
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      cell: (s) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Edit ${s.name}`}
          onClick={() => {
            resumeDone();
            setNotice(null);
            setChosen(s);
            setFocusForm(true);
          }}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Page title="Suppliers" description="Who your businesses buy from. A supplier’s GST number lets its bills’ GST be claimed.">
      {businesses.isError ? (
        <LoadError
          message="Your businesses could not be loaded."
          detail={errorMessage(businesses.error, 'Please try again.')}
          onRetry={() => void businesses.refetch()}
        />
      ) : businesses.data && list.length === 0 ? (
        <StatusMessage tone="info">You may not invoice for any business, so there are no suppliers to keep.</StatusMessage>
      ) : (
        <form className="ui-card statement-controls" aria-label="Business" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Business"
            value={business ? String(business.id) : ''}
            placeholder={businesses.isPending ? 'Loading...' : undefined}
            options={list.map((b) => ({ value: String(b.id), label: b.name }))}
            onChange={(event) => {
              setParams({ business: event.target.value, ...(back ? { back } : {}) });
              setNotice(null);
              startAdding();
            }}
          />
        </form>
      )}
      {asked !== null && businesses.data && !business ? (
        <StatusMessage tone="error">That business is not one you may see. Choose one of yours.</StatusMessage>
      ) : null}
      {business ? (
        <div className="purchases-suppliers">
          <section className="ui-card" aria-labelledby="supplier-form-heading">
            <h2 id="supplier-form-heading" className="purchases-heading">
              {editing ? `Edit supplier ${editing.name}` : `Add a supplier to ${business.name}`}
            </h2>
            {/* A new key, a new form: add mode after each save or Cancel. */}
            <Fragment key={`${business.id}-${editing?.id ?? 'new'}-${formVersion}`}>
              <SupplierForm
                businessId={business.id}
                businessName={business.name}
                editing={editing}
                focusOnMount={focusForm}
                onSaved={(saved, how) => {
                  setNotice(`Supplier ${how}: ${saved.name}.`);
                  startAdding();
                }}
                onCancel={() => {
                  setNotice(null);
                  startAdding();
                }}
              />
            </Fragment>
            <StatusMessage tone="success">{notice}</StatusMessage>
            {back ? (
              <p>
                <Link to={back}>Back to the bill</Link>: what you typed there is offered back.
              </p>
            ) : null}
          </section>
          <section aria-labelledby="suppliers-heading">
            <h2 id="suppliers-heading" className="purchases-heading">
              Suppliers of {business.name}
            </h2>
            {suppliers.isError ? (
              <LoadError
                message="The suppliers could not be loaded."
                detail={errorMessage(suppliers.error, 'Please try again.')}
                onRetry={() => void suppliers.refetch()}
              />
            ) : (
              <DataTable
                caption={`Suppliers of ${business.name}`}
                captionHidden
                columns={columns}
                rows={suppliers.data ?? []}
                rowKey={(s) => s.id}
                loading={suppliers.isPending}
                emptyMessage="No suppliers yet. Add the first with the form."
                card={{ title: 'name', facts: ['gstNumber', 'phone'], actions: 'edit' }}
              />
            )}
          </section>
        </div>
      ) : null}
      {business ? <ExpenseAccountsSection key={business.id} businessId={business.id} businessName={business.name} /> : null}
    </Page>
  );
}
