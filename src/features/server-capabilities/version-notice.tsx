// An administrator's one notice that the service implements another major version of the contract:
// the app then uses the core only (decision 341). Dismissed for the tab's session; a user sees nothing
// (there is nothing they can do about it).
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { CONTRACT_VERSION } from '@/config/api-values';
import { ROLES } from '@/config/constants';
import { readItem, writeItem } from '@/lib/storage';
import { useAuth } from '@/features/session/use-auth';
import { useCapabilities } from './capabilities-context';
import { partLabel } from './part-labels';
import './version-notice.css';

const DISMISSED_KEY = 'version-notice-dismissed';

export function VersionNotice() {
  const { skew, serviceVersion, off } = useCapabilities();
  const admin = useAuth().hasAnyRole([ROLES.admin]);
  // Kept per service version: a later deployment with another version is said again.
  const [dismissed, setDismissed] = useState(() => readItem(DISMISSED_KEY, 'session') === serviceVersion);
  if (skew !== 'breaking' || !admin || dismissed) return null;
  const parts = [...off.keys()].map(partLabel);
  return (
    <section className="ui-card version-notice" aria-labelledby="version-notice-heading">
      <h2 id="version-notice-heading" className="version-notice__heading">
        This server and this app implement different versions of the contract
      </h2>
      <p>
        The server implements version {serviceVersion ?? 'unknown'}, this app version {CONTRACT_VERSION}. Until they share the major
        version, only signing in, profiles, users, businesses and clients work here.
      </p>
      {parts.length > 0 ? <p>Off until then, though the server lists them: {parts.join(', ')}.</p> : null}
      <Button
        variant="secondary"
        size="small"
        onClick={() => {
          writeItem(DISMISSED_KEY, serviceVersion ?? '', 'session');
          setDismissed(true);
        }}
      >
        Dismiss
      </Button>
    </section>
  );
}
