// What a route whose code failed to load shows: nothing while the page reloads once by itself, and
// if that did not help, what happened and the ways on (docs/product.md#when-a-screens-code-fails-to-load).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { browserNavigation } from '@/lib/browser-navigation';
import { shouldReloadFor } from './code-reload';
import '@/components/form/form-layout.css';

export function CodeLoadFailure({ back }: { back: { to: string; label: string } }) {
  const { pathname, search, hash } = useLocation();
  const target = pathname + search + hash;
  const [reloading] = useState(() => shouldReloadFor(target));
  useEffect(() => {
    if (reloading) browserNavigation.reloadAt(target);
  }, [reloading, target]);

  if (reloading) return <div aria-busy="true" />;
  return (
    <Page title="This page could not be loaded">
      <div className="ui-form">
        <StatusMessage tone="error">
          <p>The app may have been updated, or the connection dropped. Reloading the page usually helps.</p>
          <p>Your unsaved work is kept in this browser.</p>
        </StatusMessage>
        <div className="ui-form__actions">
          <Button onClick={() => browserNavigation.reloadAt(target)}>Reload</Button>
          <Link to={back.to}>{back.label}</Link>
        </div>
      </div>
    </Page>
  );
}
