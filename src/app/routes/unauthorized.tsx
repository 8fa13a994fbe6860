import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <main>
      <h1>Unauthorized Access</h1>
      <p>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </main>
  );
}
