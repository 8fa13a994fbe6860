// The books: the kit's client's statements and its business's GST return and reports, read after
// the lifecycle section issued an invoice of $402.50 today with $10.00 paid (and voided another).
// Each of the three parts is read only when the service lists it.
import { addDays, body, offers, UNKNOWN_ID, type Context } from './journey-support';

const OPERATIONS = [
  'getActivityStatement',
  'getOutstandingStatement',
  'getGstReturn',
  'getProfitAndLoss',
  'getJobCosting',
  'getAgedPayables',
];

/** The two-monthly period (periods end in even months) holding `date`, named by its last month. */
function twoMonthlyPeriod(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${year}-${String(month % 2 === 0 ? month : month + 1).padStart(2, '0')}`;
}

const expect = (problems: string[], ok: boolean, message: string) => (ok ? problems : [...problems, message]);

export async function books(ctx: Context): Promise<void> {
  const { session, tokens, made, today } = ctx;
  const client = made.client;
  const business = made.business;
  if (!client || !business) {
    for (const operation of OPERATIONS) ctx.skipped.set(operation, 'the kit has no client of its own to read');
    return;
  }
  const figures = !ctx.readOnly;
  if (offers(ctx, 'statements')) {
    const statements = `/api/clients/${client.id}/statements`;
    await session.call(
      'activity statement for today',
      { method: 'GET', path: `${statements}/activity?from=${today}&to=${today}`, token: tokens.user },
      {
        status: 200,
        check: (a) => {
          const s = body(a);
          let problems = expect(
            [],
            s.closingBalance === Number(s.openingBalance) + Number(s.totalCharged) - Number(s.totalCredited),
            'closing must be opening + charged - credited',
          );
          if (figures)
            problems = expect(
              problems,
              s.totalCharged === 40250 && s.totalCredited === 1000,
              'must hold the $402.50 invoice and the $10.00 payment only (the void invoice never counts)',
            );
          return problems;
        },
      },
    );
    await session.call(
      'activity statement with from after to: 400',
      { method: 'GET', path: `${statements}/activity?from=${today}&to=${addDays(today, -1)}`, token: tokens.user },
      { status: 400, field: 'from' },
    );
    await session.call(
      'outstanding statement as at today',
      { method: 'GET', path: `${statements}/outstanding?asAt=${today}`, token: tokens.user },
      {
        status: 200,
        check: (a) => {
          const s = body(a);
          const buckets = Array.isArray(s.buckets) ? (s.buckets as Array<{ amount: number }>) : [];
          let problems = expect(
            [],
            buckets.reduce((sum, b) => sum + b.amount, 0) === s.totalOutstanding,
            'the buckets must add up to totalOutstanding',
          );
          if (figures) problems = expect(problems, s.totalOutstanding === 39250, 'must be owed $392.50');
          return problems;
        },
      },
    );
    await session.call(
      'outstanding statement as at a future date: 400',
      { method: 'GET', path: `${statements}/outstanding?asAt=${addDays(today, 2)}`, token: tokens.user },
      { status: 400, field: 'asAt' },
    );
    await session.call(
      'statement of an unknown client: 404',
      { method: 'GET', path: `/api/clients/${UNKNOWN_ID}/statements/outstanding?asAt=${today}`, token: tokens.user },
      { status: 404 },
    );
  }
  if (offers(ctx, 'gst-returns')) {
    const period = twoMonthlyPeriod(today);
    await session.call(
      'GST return for the current period',
      { method: 'GET', path: `/api/businesses/${business.id}/gst-returns/${period}`, token: tokens.user },
      {
        status: 200,
        check: (a) => {
          const r = body(a);
          let problems = expect([], r.box7 === Number(r.box5) - Number(r.box6), 'box 7 must be box 5 - box 6');
          problems = expect(problems, r.box10 === Number(r.box8) + Number(r.box9), 'box 10 must be box 8 + box 9');
          problems = expect(problems, r.box14 === Number(r.box12) + Number(r.box13), 'box 14 must be box 12 + box 13');
          problems = expect(problems, r.box15 === Number(r.box10) - Number(r.box14), 'box 15 must be box 10 - box 14');
          if (figures) problems = expect(problems, Number(r.box5) >= 40250, 'box 5 must count the $402.50 invoice issued today');
          return problems;
        },
      },
    );
    await session.call(
      'GST return for a period the frequency does not have: 400',
      { method: 'GET', path: `/api/businesses/${business.id}/gst-returns/${period.slice(0, 5)}03`, token: tokens.user },
      { status: 400, field: 'period' },
    );
  }
  if (offers(ctx, 'reports')) await reports(ctx, business.id, figures);
}

const sumOf = (values: unknown[]) => values.reduce<number>((sum, value) => sum + Number(value), 0);

/** The business's reports: figures that add up, and a bad range refused naming its field. */
async function reports(ctx: Context, businessId: number, figures: boolean): Promise<void> {
  const { session, tokens, today } = ctx;
  const base = `/api/businesses/${businessId}/reports`;
  await session.call(
    'profit and loss for today',
    { method: 'GET', path: `${base}/profit-and-loss?from=${today}&to=${today}`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const r = body(a);
        const income = Array.isArray(r.income) ? (r.income as Array<{ amount: number; documents: Array<{ amount: number }> }>) : [];
        const expenses = Array.isArray(r.expenses) ? (r.expenses as Array<{ amount: number; documents: Array<{ amount: number }> }>) : [];
        let problems = expect(
          [],
          r.totalIncome === sumOf(income.map((row) => row.amount)),
          'totalIncome must be the sum of the income accounts',
        );
        problems = expect(
          problems,
          r.totalExpenses === sumOf(expenses.map((row) => row.amount)),
          'totalExpenses must be the sum of the expense accounts',
        );
        problems = expect(problems, r.net === Number(r.totalIncome) - Number(r.totalExpenses), 'net must be income - expenses');
        problems = expect(
          problems,
          [...income, ...expenses].every((row) => row.amount === sumOf(row.documents.map((d) => d.amount))),
          'each account must be the sum of its documents',
        );
        // The $402.50 invoice is $350.00 before GST.
        if (figures)
          problems = expect(problems, Number(r.totalIncome) >= 35000, 'income must count the $350.00 (before GST) invoice issued today');
        return problems;
      },
    },
  );
  await session.call(
    'profit and loss with from after to: 400',
    { method: 'GET', path: `${base}/profit-and-loss?from=${today}&to=${addDays(today, -1)}`, token: tokens.user },
    { status: 400, field: 'from' },
  );
  await session.call(
    'profit and loss over more than 366 days: 400',
    { method: 'GET', path: `${base}/profit-and-loss?from=${addDays(today, -366)}&to=${today}`, token: tokens.user },
    { status: 400, field: 'to' },
  );
  await session.call(
    'job costing',
    { method: 'GET', path: `${base}/job-costing`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const r = body(a);
        const rows = Array.isArray(r.rows) ? (r.rows as Array<Record<string, number>>) : [];
        const totals = (r.totals ?? {}) as Record<string, number>;
        return expect(
          expect([], totals.costs === sumOf(rows.map((row) => row.costs)), 'totals.costs must be the sum of the rows'),
          rows.every((row) => row.margin === Number(row.invoiced) - Number(row.costs)),
          'each margin must be invoiced - costs',
        );
      },
    },
  );
  await session.call(
    'aged payables as at today',
    { method: 'GET', path: `${base}/aged-payables`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const r = body(a);
        const totals = (r.totals ?? {}) as Record<string, number>;
        const buckets = ['CURRENT', 'DAYS_1_30', 'DAYS_31_60', 'DAYS_61_90', 'OVER_90'].map((bucket) => totals[bucket]);
        return expect(
          expect([], r.asAt === today, 'asAt must be the service’s today'),
          totals.total === sumOf(buckets),
          'the buckets must add up to the total',
        );
      },
    },
  );
  await session.call(
    'reports of an unknown business: 404',
    { method: 'GET', path: `/api/businesses/${UNKNOWN_ID}/reports/aged-payables`, token: tokens.admin },
    { status: 404 },
  );
}
