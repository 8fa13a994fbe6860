// PLACEHOLDER until the landing page issue builds the public page.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <main>
      <h1>Property management and home renovations</h1>
      <p>
        <Link to={paths.dashboard}>Free invoice generator</Link>
      </p>
    </main>
  );
}
