// A route's gate: its screen when the service offers what it needs, otherwise the plain words saying
// it is not there yet (route-table.ts wraps every route that needs a part in one).
import { Outlet } from 'react-router-dom';
import type { Offering } from '@/lib/capabilities';
import { useOffered } from './capabilities-context';
import { NotOnThisServer } from './not-on-this-server';

export function OfferedOnly({ offering }: { offering: Offering }) {
  return useOffered(offering) ? <Outlet /> : <NotOnThisServer offering={offering} />;
}
