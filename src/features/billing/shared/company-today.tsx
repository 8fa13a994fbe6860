// A form that proposes a date or refuses one "in the future" opens once the server has said which day
// it is for the company (./use-server-today.ts): a status line until then, Try again if it failed.
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import { LoadError } from '@/components/load-error/load-error';
import type { IsoDate } from '@/lib/calendar-date';
import { useCompanyToday } from './use-server-today';

export function WithCompanyToday({ children }: { children: (today: IsoDate) => ReactNode }) {
  const { today, error, retry, retrying } = useCompanyToday();
  if (today !== null) return children(today);
  if (error !== null)
    return (
      <LoadError
        message="Today’s date could not be loaded from the server."
        detail={errorMessage(error, 'Please try again.')}
        onRetry={retry}
        retrying={retrying}
      />
    );
  return <p role="status">Loading…</p>;
}
