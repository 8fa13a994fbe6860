// Demo recurring schedules for the default seed, dated relative to the mock's today: they start
// soon, so no invoice is made at seeding and the seeded invoices stay as they are, while the
// schedules list and the dashboard's "next 30 days" show something real.
import { addDays, type IsoDate } from '../../src/lib/calendar-date';
import { nowIso, today } from '../runtime/clock';
import { db, type ScheduleRecord } from '../runtime/db';

const firstOfNextMonth = (date: IsoDate): IsoDate => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

type Plan = Omit<ScheduleRecord, 'id' | 'version' | 'nextPeriod' | 'events' | 'createdBy' | 'createdAt' | 'updatedAt' | 'currency'>;

export async function seedSchedules(date: IsoDate = today()): Promise<void> {
  const plans: Array<Plan & { actor: string }> = [
    {
      actor: 'admin',
      status: 'ACTIVE',
      businessId: 2,
      clientId: 4,
      frequency: 'MONTHLY',
      dayOfMonth: 1,
      startDate: firstOfNextMonth(date),
      endType: 'NEVER',
      mode: 'ISSUE',
      paymentTermsDays: 7,
      pricesIncludeGst: false,
      reference: '12 Kelburn Parade',
      lines: [
        { description: 'Rent, 12 Kelburn Parade (residential, exempt)', quantity: '1', unitPrice: 260_000, taxCode: 'EXEMPT' },
        { description: 'Property management fee', quantity: '1', unitPrice: 20_800, taxCode: 'STANDARD' },
      ],
    },
    {
      actor: 'user',
      status: 'ACTIVE',
      businessId: 3,
      clientId: 6,
      frequency: 'WEEKLY',
      startDate: addDays(date, 3),
      endType: 'AFTER_COUNT',
      endCount: 26,
      mode: 'DRAFT',
      paymentTermsDays: 0,
      pricesIncludeGst: false,
      lines: [{ description: 'Weekly rent, 4 Frankton Road', quantity: '1', unitPrice: 45_000, taxCode: 'EXEMPT' }],
    },
    {
      actor: 'user',
      status: 'PAUSED',
      businessId: 1,
      clientId: 3,
      frequency: 'QUARTERLY',
      startDate: addDays(date, -60),
      endType: 'NEVER',
      mode: 'DRAFT',
      paymentTermsDays: 14,
      pricesIncludeGst: true,
      lines: [{ description: 'Quarterly maintenance inspection', quantity: '1', unitPrice: 23_000, taxCode: 'STANDARD' }],
    },
  ];
  const at = nowIso();
  let id = 1;
  for (const { actor, ...plan } of plans) {
    const events: ScheduleRecord['events'] = [{ type: 'CREATED', actor, at, detail: 'Schedule created.' }];
    if (plan.status === 'PAUSED') events.push({ type: 'PAUSED', actor, at, detail: 'Paused while the house is sold.' });
    await db.schedules.create({
      ...plan,
      id,
      version: events.length - 1,
      currency: 'NZD',
      nextPeriod: 0,
      events,
      createdBy: actor,
      createdAt: at,
      updatedAt: at,
    });
    id += 1;
  }
}
