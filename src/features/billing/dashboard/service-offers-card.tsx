// The dashboard of a service that keeps no invoices (the specification's, or one with purchases
// only): what this server offers now and what arrives as the service grows, in plain words
// (docs/product.md#a-service-that-grows).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PART_NAMES } from '@/lib/capabilities';
import { useCapabilities } from '@/features/server-capabilities/capabilities-context';
import { partLabel } from '@/features/server-capabilities/part-labels';
import { CardSection } from '../shared/card-section';

/** What every service offers: the specification's screens. */
const ALWAYS = [
  'Signing in, and your profile',
  'Users, for administrators',
  'Businesses and their clients',
  'The free invoice generator: its invoices are kept in this browser',
];

export function ServiceOffersCard() {
  const { parts } = useCapabilities();
  const now = [...ALWAYS, ...PART_NAMES.filter((part) => parts.has(part)).map(partLabel)];
  const later = PART_NAMES.filter((part) => !parts.has(part)).map(partLabel);
  return (
    <CardSection heading="What this server offers">
      <ul>
        {now.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Link to={paths.createInvoice}>Create an invoice</Link>
      </p>
      {later.length > 0 ? (
        <>
          <h3>Arriving as the service grows</h3>
          <p>These appear here, and in the menu, as soon as the server offers them:</p>
          <ul>
            {later.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </CardSection>
  );
}
