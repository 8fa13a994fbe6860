// Export CSV (docs/product.md#user-export-csv): users.csv with one line per user — every user, not only those the
// search shows; the hint says so. The build time is recorded as the User Timing entry 'users.csv'.
import { useId } from 'react';
import { useUsers } from '@/api/users';
import { Button } from '@/components/button/button';
import { USERS_CSV_FILE_NAME } from '@/config/constants';
import { downloadText } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { measureSince } from '@/lib/performance-mark';
import { usersCsv } from './users-csv';

export function ExportUsersButton() {
  const users = useUsers();
  const hintId = useId();
  const total = users.data?.length;

  const onExport = () => {
    if (!users.data) return;
    const start = performance.now();
    const csv = usersCsv(users.data);
    measureSince(USERS_CSV_FILE_NAME, start);
    downloadText(USERS_CSV_FILE_NAME, csv);
  };

  return (
    <div className="users-export">
      <Button variant="secondary" disabled={!users.data} aria-describedby={hintId} onClick={onExport}>
        Export CSV
      </Button>
      <p id={hintId} className="users-export__hint">
        Downloads {USERS_CSV_FILE_NAME} with every user{total === undefined ? '' : ` (${formatNumber(total)})`}, not only those the search
        shows.
      </p>
    </div>
  );
}
