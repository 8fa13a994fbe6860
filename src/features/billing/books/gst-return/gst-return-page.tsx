// /gst-return?business=&period=&box=: a business's GST return for a period, the choices in the
// address. Only businesses with a GST number are offered; each figure opens the documents behind
// it; the report and each list export as CSV; the return is marked filed (or reopened) here.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useFileGstReturn, useGstReturn, useReopenGstReturn } from '@/api/gst-returns';
import { useInvoicingBusinesses } from '@/api/invoices';
import type { GstReturn, InvoicingBusiness } from '@/api/types';
import { Button } from '@/components/button/button';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { downloadText } from '@/lib/download';
import type { IsoDate } from '@/lib/calendar-date';
import { gstPeriod, recentGstPeriods, type GstPeriod } from '@/lib/gst-periods';
import { useAuth } from '@/features/session/use-auth';
import { displayDate } from '@/features/billing/shared/invoice-labels';
import { boxSides, isGstBox } from './gst-return-boxes';
import { useOffered } from '@/features/server-capabilities/capabilities-context';
import { gstReturnCsv } from './gst-return-csv';
import { GstReturnDocuments } from './gst-return-documents';
import { GstReturnFigures } from './gst-return-figures';
import '@/features/billing/shared/document/invoice-document.css';
import '@/features/billing/shared/invoice-view.css';
import '@/features/billing/shared/books.css';
import { useServerToday } from '@/features/billing/shared/use-server-today';
import './gst-return.css';

// Below the figures and needing the form kit and the request schemas: loaded after the return renders.
const GstReturnFiling = lazy(() => import('./gst-return-filing').then((module) => ({ default: module.GstReturnFiling })));

const periodLabel = (p: GstPeriod) => `${displayDate(p.start)} to ${displayDate(p.end)} (due ${displayDate(p.dueDate)})`;

/** What the address asks for, checked against the user's businesses. */
function useChoice(businesses: InvoicingBusiness[]) {
  const [params, setParams] = useSearchParams();
  const registered = businesses.filter((b) => Boolean(b.gstNumber));
  const asked = params.get('business');
  const named = asked === null ? undefined : businesses.find((b) => String(b.id) === asked);
  const business = asked === null ? registered[0] : named;
  const frequency = business?.gstFilingFrequency ?? 'TWO_MONTHLY';
  const ending = business?.gstPeriodEnding ?? 'EVEN_MONTHS';
  const { today, known } = useServerToday();
  const periods = recentGstPeriods(frequency, today, 12, ending);
  const askedPeriod = params.get('period');
  const period = askedPeriod === null ? periods[0] : (gstPeriod(frequency, askedPeriod, ending) ?? undefined);
  const box = params.get('box');
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value === null) next.delete(key);
        else next.set(key, value);
      return next;
    });
  let problem: string | null = null;
  if (asked !== null && !named) problem = 'That business is not one you may see. Choose one of yours.';
  else if (business && !business.gstNumber) problem = `${business.name} has no GST number, so it files no GST return.`;
  else if (!period) problem = 'That is not one of the business’s GST periods. Choose a period from the list.';
  else if (known && period.start > today) problem = 'That period has not started yet. Choose an earlier one.';
  return { registered, business, periods, period, box: isGstBox(box) ? box : null, problem, set, known, today };
}

export function GstReturnPage() {
  const businesses = useInvoicingBusinesses();
  const { registered, business, periods, period, box, problem, set, known, today } = useChoice(businesses.data ?? []);
  // The default period is the server's today's, so nothing is asked until the server has said it.
  const ready = known && problem === null && business !== undefined && period !== undefined;
  const report = useGstReturn(ready ? business.id : null, ready ? period.period : null);
  const data = ready ? report.data : undefined;
  // Without purchases the return is sales only: no purchase box to open, no export that would say 0.00 for them.
  const purchases = useOffered('gst-return-purchases');
  const openBox = box && (purchases || !boxSides(box).purchases) ? box : null;
  return (
    <Page
      title="GST return"
      description={
        purchases
          ? 'The GST return, from the sales and purchases recorded here: file it, and its period is locked.'
          : 'The sales boxes of the GST return, from the invoices recorded here. Purchases are not on this server yet.'
      }
      actions={
        data && purchases ? (
          <Button
            variant="secondary"
            onClick={() => downloadText(`gst-return-${data.businessName}-${data.period}.csv`, gstReturnCsv(data))}
          >
            Export CSV
          </Button>
        ) : null
      }
    >
      <div className="invoice-view">
        {businesses.isError ? (
          <LoadError
            message="Your businesses could not be loaded."
            detail={errorMessage(businesses.error, 'Please try again.')}
            onRetry={() => void businesses.refetch()}
          />
        ) : businesses.data && registered.length === 0 ? (
          <StatusMessage tone="info">None of your businesses has a GST number, so there is no GST return to show.</StatusMessage>
        ) : (
          <form className="ui-card statement-controls" aria-label="GST return options" onSubmit={(event) => event.preventDefault()}>
            <SelectField
              label="Business"
              value={business ? String(business.id) : ''}
              options={registered.map((b) => ({ value: String(b.id), label: b.name }))}
              onChange={(event) => set({ business: event.target.value, period: null, box: null })}
            />
            <SelectField
              label="Period"
              value={period?.period ?? ''}
              options={periods.map((p) => ({ value: p.period, label: periodLabel(p) }))}
              onChange={(event) => set({ period: event.target.value, box: null })}
            />
          </form>
        )}
        {problem ? <StatusMessage tone="error">{problem}</StatusMessage> : null}
        {ready && report.isError ? (
          <LoadError
            message="The GST return could not be loaded."
            detail={errorMessage(report.error, 'Please try again.')}
            onRetry={() => void report.refetch()}
          />
        ) : null}
        {ready && report.isPending ? <p role="status">Loading...</p> : null}
        {data ? (
          <GstReturnFigures
            report={data}
            openBox={openBox}
            onOpen={(next) => set({ box: next === box ? null : next })}
            purchases={purchases}
          />
        ) : null}
        {data && openBox ? <GstReturnDocuments report={data} box={openBox} /> : null}
        {data ? <Filing report={data} today={today} /> : null}
      </div>
    </Page>
  );
}

/** The filing panel of the return shown, with its calls. */
function Filing({ report, today }: { report: GstReturn; today: IsoDate }) {
  const { roles } = useAuth();
  const file = useFileGstReturn(report.businessId, report.period);
  const reopen = useReopenGstReturn(report.businessId, report.period);
  return (
    <Suspense fallback={<p role="status">Loading the filing…</p>}>
      <GstReturnFiling
        report={report}
        today={today}
        mayReopen={roles.includes('ADMIN')}
        onFile={(filedOn) => file.mutateAsync(filedOn)}
        onReopen={(reason) => reopen.mutateAsync(reason)}
      />
    </Suspense>
  );
}
