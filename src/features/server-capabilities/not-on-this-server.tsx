// The screen for a route whose part the service does not offer: says so in plain words, with the way
// back; never an error, a spinner or a request bound to fail.
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { partsOf, type Offering } from '@/lib/capabilities';
import { useCapabilities } from './capabilities-context';
import { notOnServerTitle, partLabel } from './part-labels';
import '@/components/form/form-layout.css';

export function NotOnThisServer({ offering }: { offering: Offering }) {
  const capabilities = useCapabilities();
  const missing = partsOf(offering).filter((part) => !capabilities.parts.has(part));
  // A part the service lists but cannot use here says why (a part it needs, another contract version).
  const listed = missing.find((part) => capabilities.off.has(part));
  return (
    <Page title={notOnServerTitle(offering, capabilities.parts)} width="narrow">
      <div className="ui-card">
        <p>
          {listed
            ? `The server lists ${partLabel(listed).toLowerCase()}, but this app cannot use them yet: ${capabilities.off.get(listed)}.`
            : 'The server this app works with does not offer this yet. It appears here, and in the menu, as soon as the service adds it.'}
        </p>
        <Link to={paths.dashboard}>Go to the dashboard</Link>
      </div>
    </Page>
  );
}
