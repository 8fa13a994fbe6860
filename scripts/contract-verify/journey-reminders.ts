// Payment reminders (docs/sending.md#reminders): the business's rules read, refused when a day is
// negative or repeated or a placeholder unknown (each naming its field), a rule with the invoice's
// {link} accepted (decision 235), and saved back unchanged;
// the journey invoice's and client's switches turned off and back on; the overview of today and
// tomorrow. The kit changes no rule and sends no reminder: whether one goes out is the service's clock.
import { Blocked, body, isRecord, type Context } from './journey-support';

const RULE = { relation: 'AFTER_DUE', days: 7, subject: 'Reminder {number}', message: 'Kia ora {client}, {balance} is overdue.' };

const rulesOf = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);

async function overview(ctx: Context, businessId: number | undefined): Promise<void> {
  await ctx.session.call(
    "the day's reminders: sent today, to send tomorrow",
    {
      method: 'GET',
      path: `/api/reminders/overview${businessId === undefined ? '' : `?businessId=${String(businessId)}`}`,
      token: ctx.tokens.user,
    },
    {
      status: 200,
      check: (a) =>
        typeof body(a).today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body(a).today as string) ? [] : ['must say today as a date'],
    },
  );
}

const firstId = (value: unknown): number | undefined => {
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.content) ? value.content : [];
  const first: unknown = list[0];
  return isRecord(first) && typeof first.id === 'number' ? first.id : undefined;
};

/** Read-only mode: the first business's rules, its first invoice's and client's reminders, the overview. */
async function readReminders(ctx: Context): Promise<void> {
  const { session } = ctx;
  const user = ctx.tokens.user;
  for (const operation of ['saveReminderSettings', 'switchInvoiceReminders', 'switchClientReminders'])
    ctx.skipped.set(operation, 'read-only mode');
  const businesses = await session.call(
    'the businesses the user invoices for',
    { method: 'GET', path: '/api/invoicing/businesses', token: user },
    { status: 200 },
  );
  const businessId = firstId(businesses.json);
  if (businessId === undefined) {
    for (const operation of ['getReminderSettings', 'getInvoiceReminders', 'getClientReminders', 'getClientCredit'])
      ctx.skipped.set(operation, 'the user invoices for no business');
  } else {
    await session.call(
      "a business's reminder rules",
      { method: 'GET', path: `/api/businesses/${String(businessId)}/reminder-settings`, token: user },
      { status: 200 },
    );
    const invoices = await session.call(
      'an invoice of the business',
      { method: 'GET', path: `/api/invoices?businessId=${String(businessId)}&size=1`, token: user },
      { status: 200 },
    );
    const invoiceId = firstId(invoices.json);
    if (invoiceId === undefined) ctx.skipped.set('getInvoiceReminders', 'the business has no invoice');
    else
      await session.call(
        "an invoice's reminders",
        { method: 'GET', path: `/api/invoices/${String(invoiceId)}/reminders`, token: user },
        { status: 200 },
      );
    const clients = await session.call(
      'the clients of the business',
      { method: 'GET', path: `/api/invoicing/businesses/${String(businessId)}/clients`, token: user },
      { status: 200 },
    );
    const clientId = firstId(clients.json);
    if (clientId === undefined) {
      ctx.skipped.set('getClientReminders', 'the business has no client');
      ctx.skipped.set('getClientCredit', 'the business has no client');
    } else {
      await session.call(
        "a client's reminders",
        { method: 'GET', path: `/api/clients/${String(clientId)}/reminders`, token: user },
        { status: 200 },
      );
      // Read-only, the client's credit is read here with the client's other settings (the bank journey writes it).
      await session.call(
        "a client's credit",
        { method: 'GET', path: `/api/clients/${String(clientId)}/credit`, token: user },
        { status: 200 },
      );
    }
  }
  await overview(ctx, undefined);
}

export async function reminders(ctx: Context): Promise<void> {
  const { session, tokens, made } = ctx;
  const user = tokens.user;
  if (ctx.readOnly) return readReminders(ctx);
  const business = made.business;
  const invoice = made.draft;
  if (!business || !invoice) throw new Blocked('the kit has no business and issued invoice');
  const settingsPath = `/api/businesses/${String(business.id)}/reminder-settings`;
  const before = await session.call(
    "the business's reminder rules",
    { method: 'GET', path: settingsPath, token: user },
    {
      status: 200,
      check: (a) => (Array.isArray(body(a).rules) && typeof body(a).enabled === 'boolean' ? [] : ['must list rules and say enabled']),
    },
  );
  const refuse = (name: string, rules: unknown[], field: string) =>
    session.call(
      name,
      { method: 'PUT', path: settingsPath, token: user, body: { enabled: true, rules } },
      { status: 400, field, invalidRequest: true },
    );
  await refuse('a rule a negative number of days after: 400 naming rules.0.days', [{ ...RULE, days: -2 }], 'rules.0.days');
  await refuse('two rules on one day: 400 naming rules.1.days', [RULE, { ...RULE }], 'rules.1.days');
  await refuse(
    'a rule with an unknown placeholder: 400 naming rules.0.message',
    [{ ...RULE, message: 'Hi {nickname}' }],
    'rules.0.message',
  );
  if (before.status === 200) {
    const kept = {
      enabled: body(before).enabled,
      rules: rulesOf(body(before).rules).map(({ relation, days, subject, message }) => ({ relation, days, subject, message })),
    };
    await session.call(
      "a rule whose message holds the invoice's {link}: accepted",
      {
        method: 'PUT',
        path: settingsPath,
        token: user,
        body: { enabled: kept.enabled, rules: [{ ...RULE, message: 'Kia ora {client}, {balance} is overdue. View it online: {link}' }] },
      },
      {
        status: 200,
        check: (a) => {
          const message = rulesOf(body(a).rules)[0]?.message;
          return typeof message === 'string' && message.includes('{link}') ? [] : ['must keep {link} in the message'];
        },
      },
    );
    await session.call(
      'save the rules as they were',
      { method: 'PUT', path: settingsPath, token: user, body: kept },
      { status: 200, check: (a) => (rulesOf(body(a).rules).length === kept.rules.length ? [] : ['must keep every rule']) },
    );
  }

  const invoicePath = `/api/invoices/${String(invoice.id)}/reminders`;
  await session.call("the journey invoice's reminders", { method: 'GET', path: invoicePath, token: user }, { status: 200 });
  await session.call(
    'switch with a non-boolean: 400 naming enabled',
    { method: 'PUT', path: invoicePath, token: user, body: { enabled: 'no' } },
    { status: 400, field: 'enabled', invalidRequest: true },
  );
  const off = await session.call(
    "switch the journey invoice's reminders off",
    { method: 'PUT', path: invoicePath, token: user, body: { enabled: false } },
    { status: 200, check: (a) => (body(a).invoiceEnabled === false ? [] : ['must say invoiceEnabled: false']) },
  );
  if (off.status === 200) {
    await session.call('and on again', { method: 'PUT', path: invoicePath, token: user, body: { enabled: true } }, { status: 200 });
  }

  if (made.client) {
    const clientPath = `/api/clients/${String(made.client.id)}/reminders`;
    await session.call("the journey client's reminders", { method: 'GET', path: clientPath, token: user }, { status: 200 });
    const clientOff = await session.call(
      "switch the journey client's reminders off",
      { method: 'PUT', path: clientPath, token: user, body: { enabled: false } },
      { status: 200, check: (a) => (body(a).enabled === false ? [] : ['must say enabled: false']) },
    );
    if (clientOff.status === 200) {
      await session.call('and on again', { method: 'PUT', path: clientPath, token: user, body: { enabled: true } }, { status: 200 });
    }
  } else {
    ctx.skipped.set('getClientReminders', 'the kit made no client');
    ctx.skipped.set('switchClientReminders', 'the kit made no client');
  }
  await overview(ctx, business.id);
}
