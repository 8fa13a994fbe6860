// A bill or expense as a document: its facts (status, supplier, dates, quote, prices), lines with
// account and GST treatment, totals, the GST it claims and why not. The bill's page shows the saved
// bill; the bill editor shows what is typed, beside the form.
import { memo } from 'react';
import type { Bill } from '@/api/types';
import { StatusMessage } from '@/components/status-message/status-message';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { PURCHASE_TAX_LABELS } from './bill-labels';
import { BillStatusBadge } from './bill-status-badge';
import './purchases.css';

type DocumentLine = Pick<Bill['lines'][number], 'description' | 'accountName' | 'taxCode' | 'quantity' | 'unitPrice' | 'amount'>;

/** What the document shows: a Bill has all of it; the editor makes one from the form. */
export type BillDocumentModel = Pick<
  Bill,
  | 'kind'
  | 'status'
  | 'supplierName'
  | 'supplierGstNumber'
  | 'date'
  | 'dueDate'
  | 'quoteNumber'
  | 'pricesIncludeGst'
  | 'subtotal'
  | 'gst'
  | 'total'
  | 'gstClaimed'
  | 'gstNotClaimedReason'
  | 'paid'
  | 'balance'
> & { lines: readonly DocumentLine[]; credited?: Bill['credited'] };

export interface BillDocumentProps {
  bill: BillDocumentModel;
  /** The article's accessible name (the editor's "Preview of the bill"); none on the bill's page. */
  label?: string;
  /** A heading at the top (the preview's title). */
  heading?: string;
}

export const BillDocument = memo(function BillDocument({ bill, label, heading }: BillDocumentProps) {
  return (
    <article className="ui-card purchases-bill" aria-label={label}>
      {heading ? <h3 className="purchases-heading">{heading}</h3> : null}
      <dl className="purchases-facts">
        <dt>Status</dt>
        <dd>
          <BillStatusBadge status={bill.status} kind={bill.kind} />
        </dd>
        <dt>Supplier</dt>
        <dd>
          {bill.supplierName}
          {bill.supplierGstNumber ? ` (GST ${bill.supplierGstNumber})` : ' (no GST number recorded)'}
        </dd>
        <dt>{bill.kind === 'CREDIT_NOTE' ? 'Received' : 'Date'}</dt>
        <dd>{displayDate(bill.date)}</dd>
        {bill.kind === 'BILL' ? (
          <>
            <dt>Due</dt>
            <dd>{displayDate(bill.dueDate)}</dd>
          </>
        ) : null}
        {bill.quoteNumber ? (
          <>
            <dt>Quote</dt>
            <dd>{bill.quoteNumber}</dd>
          </>
        ) : null}
        <dt>Prices</dt>
        <dd>{bill.pricesIncludeGst ? 'Include GST' : 'Exclude GST'}</dd>
      </dl>
      {/* Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="purchases-lines-scroll" tabIndex={0} role="region" aria-label="Lines">
        <table className="purchases-lines">
          <caption className="visually-hidden">Lines</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Account</th>
              <th scope="col">GST</th>
              <th scope="col" className="purchases-number">
                Quantity
              </th>
              <th scope="col" className="purchases-number">
                Unit price
              </th>
              <th scope="col" className="purchases-number">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">{line.description}</th>
                <td>{line.accountName}</td>
                <td>{PURCHASE_TAX_LABELS[line.taxCode]}</td>
                <td className="purchases-number">{line.quantity}</td>
                <td className="purchases-number">{money(line.unitPrice)}</td>
                <td className="purchases-number">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="purchases-totals" aria-label="Totals">
        <dt>Subtotal (excl. GST)</dt>
        <dd>{money(bill.subtotal)}</dd>
        <dt>GST</dt>
        <dd>{money(bill.gst)}</dd>
        <dt>Total</dt>
        <dd>{money(bill.total)}</dd>
        {bill.kind === 'CREDIT_NOTE' ? (
          <>
            <dt>GST claim reduced by</dt>
            <dd>{money(bill.gstClaimed)}</dd>
          </>
        ) : (
          <>
            <dt>GST claimed</dt>
            <dd>{money(bill.gstClaimed)}</dd>
            <dt>Paid</dt>
            <dd>{money(bill.paid)}</dd>
            {bill.credited ? (
              <>
                <dt>Credited</dt>
                <dd>{money(bill.credited)}</dd>
              </>
            ) : null}
            <dt>Owing</dt>
            <dd>{money(bill.balance)}</dd>
          </>
        )}
      </dl>
      {bill.gstNotClaimedReason ? <StatusMessage tone="warning">{bill.gstNotClaimedReason}</StatusMessage> : null}
    </article>
  );
});
