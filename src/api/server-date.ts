// The company's today where the service has no invoice summary to say it (the specification's
// service): read from the HTTP Date header of the health check, the server's clock, in New Zealand's
// calendar. null when the header is missing or unreadable (another origin that does not expose it):
// the screen then asks for the date rather than trust the device's (docs/backend.md#cors).
import { queryOptions } from '@tanstack/react-query';
import { todayIn, type IsoDate } from '@/lib/calendar-date';
import { healthAnswer } from './health';

function companyDateOf(dateHeader: string | null): IsoDate | null {
  const instant = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  return Number.isNaN(instant) ? null : todayIn(undefined, instant);
}

export const serverDateQuery = () =>
  queryOptions({
    queryKey: ['server-date'],
    queryFn: async ({ signal }) => companyDateOf((await healthAnswer(signal)).headers.get('Date')),
    // The day turns: asked again after a few minutes rather than kept for the session.
    staleTime: 5 * 60_000,
  });
