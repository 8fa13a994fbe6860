// /reports?business=&report=&from=&to=: a business's reports, the choices in the address (so a
// typed range survives a reload): profit and loss for a range (the financial year to the server's
// today by default), job costing per quote, aged payables as at the server's today.
import { errorMessage } from '@/api/errors';
import { useInvoicingBusinesses } from '@/api/invoices';
import { useAgedPayables, useJobCosting, useProfitAndLoss } from '@/api/reports';
import type { InvoicingBusiness } from '@/api/types';
import { TextField } from '@/components/field/text-field';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { reportRangeProblem } from '@/lib/reports';
import { useServerToday } from '@/features/billing/shared/use-server-today';
import { AgedPayablesReport } from './aged-payables-report';
import { JobCostingReport } from './job-costing-report';
import { ProfitAndLossReport } from './profit-and-loss-report';
import '@/features/billing/shared/books.css';
import './reports.css';
import { useAddressChoices } from '@/features/billing/shared/use-address-choices';
import { useCapabilities } from '@/features/server-capabilities/capabilities-context';
import { isOffered, type Offering } from '@/lib/capabilities';

/** Each report, and what else of the service it needs (job costing quotes, aged payables purchases). */
const REPORTS: ReadonlyArray<{ id: ReportId; label: string; offering: Offering }> = [
  { id: 'profit-and-loss', label: 'Profit and loss', offering: 'reports' },
  { id: 'job-costing', label: 'Job costing', offering: 'job-costing' },
  { id: 'aged-payables', label: 'Aged payables', offering: 'aged-payables' },
];
type ReportId = 'profit-and-loss' | 'job-costing' | 'aged-payables';

/** The reports the service offers, in order. */
function useOfferedReports() {
  const capabilities = useCapabilities();
  return REPORTS.filter((report) => isOffered(capabilities, report.offering));
}

/** 1 April on or before `today`: the New Zealand financial year's start. */
const financialYearStart = (today: IsoDate): IsoDate => {
  const year = Number(today.slice(0, 4));
  return `${today.slice(5) >= '04-01' ? year : year - 1}-04-01`;
};

function useChoice(businesses: InvoicingBusiness[], reports: typeof REPORTS) {
  const [params, set] = useAddressChoices();
  const { today, known } = useServerToday();
  const asked = params.get('business');
  const business = asked === null ? businesses[0] : businesses.find((b) => String(b.id) === asked);
  const wanted = params.get('report');
  const report: ReportId = reports.find((r) => r.id === wanted)?.id ?? 'profit-and-loss';
  const from = params.get('from') ?? financialYearStart(today);
  const to = params.get('to') ?? today;
  let businessProblem: string | null = null;
  if (asked !== null && businesses.length > 0 && !business) businessProblem = 'That business is not one you may see. Choose one of yours.';
  let rangeProblem: string | null = null;
  if (!isIsoDate(from) || !isIsoDate(to)) rangeProblem = 'Enter both dates as real dates.';
  else rangeProblem = reportRangeProblem(from, to)?.message ?? null;
  return { business, report, from, to, known, businessProblem, rangeProblem, set };
}

function Loading() {
  return <p role="status">Loading...</p>;
}

function ProfitAndLossLoader({
  businessId,
  from,
  to,
  rangeProblem,
}: {
  businessId: number | null;
  from: string;
  to: string;
  rangeProblem: string | null;
}) {
  const query = useProfitAndLoss(rangeProblem === null ? businessId : null, from, to);
  if (rangeProblem) return <StatusMessage tone="error">{rangeProblem}</StatusMessage>;
  if (query.isError) {
    return (
      <LoadError
        message="The profit and loss report could not be loaded."
        detail={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return query.data ? <ProfitAndLossReport report={query.data} /> : <Loading />;
}

function JobCostingLoader({ businessId }: { businessId: number | null }) {
  const query = useJobCosting(businessId);
  if (query.isError) {
    return (
      <LoadError
        message="The job costing report could not be loaded."
        detail={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return query.data ? <JobCostingReport report={query.data} /> : <Loading />;
}

function AgedPayablesLoader({ businessId }: { businessId: number | null }) {
  const query = useAgedPayables(businessId);
  if (query.isError) {
    return (
      <LoadError
        message="The aged payables report could not be loaded."
        detail={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return query.data ? <AgedPayablesReport report={query.data} /> : <Loading />;
}

export function ReportsPage() {
  const businesses = useInvoicingBusinesses();
  const reports = useOfferedReports();
  const { business, report, from, to, known, businessProblem, rangeProblem, set } = useChoice(businesses.data ?? [], reports);
  const named = reports.map(({ label }, index) => (index === 0 ? label : label.toLowerCase()));
  // The default range ends on the server's today, so nothing is asked until the server has said it.
  const businessId = known && business ? business.id : null;
  return (
    <Page
      title="Reports"
      description={`${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}` : (named[0] ?? '')}, from the documents recorded here.`}
    >
      <div className="invoice-view">
        {businesses.isError ? (
          <LoadError
            message="Your businesses could not be loaded."
            detail={errorMessage(businesses.error, 'Please try again.')}
            onRetry={() => void businesses.refetch()}
          />
        ) : businesses.data && businesses.data.length === 0 ? (
          <StatusMessage tone="info">You may invoice for no business, so there are no reports to show.</StatusMessage>
        ) : (
          <form className="ui-card statement-controls" aria-label="Report options" onSubmit={(event) => event.preventDefault()}>
            <SelectField
              label="Business"
              value={business ? String(business.id) : ''}
              options={(businesses.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
              onChange={(event) => set({ business: event.target.value })}
            />
            <SelectField
              label="Report"
              value={report}
              options={reports.map(({ id, label }) => ({ value: id, label }))}
              onChange={(event) => set({ report: event.target.value })}
            />
            {report === 'profit-and-loss' ? (
              <>
                <TextField label="From" type="date" value={from} onChange={(event) => set({ from: event.target.value })} />
                <TextField label="To" type="date" value={to} onChange={(event) => set({ to: event.target.value })} />
              </>
            ) : null}
          </form>
        )}
        {businessProblem ? <StatusMessage tone="error">{businessProblem}</StatusMessage> : null}
        {business ? (
          report === 'profit-and-loss' ? (
            <ProfitAndLossLoader businessId={businessId} from={from} to={to} rangeProblem={rangeProblem} />
          ) : report === 'job-costing' ? (
            <JobCostingLoader businessId={businessId} />
          ) : (
            <AgedPayablesLoader businessId={businessId} />
          )
        ) : null}
      </div>
    </Page>
  );
}
