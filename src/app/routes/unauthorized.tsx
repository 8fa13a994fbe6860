// 'Unauthorized Access' (docs/product.md#unauthorized-page), with a way back: to the dashboard when signed in,
// otherwise to sign in or to the home page.
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/session/use-auth';
import '@/components/form/form-layout.css';

export function Component() {
  const { isAuthenticated } = useAuth();
  return (
    <Page title="Unauthorized Access" width="narrow">
      <div className="ui-card">
        <p>You do not have permission to see that page.</p>
        <ul className="ui-link-list">
          {isAuthenticated ? (
            <li>
              <Link to={paths.dashboard}>Go to your dashboard</Link>
            </li>
          ) : (
            <li>
              <Link to={paths.login}>Sign in</Link>
            </li>
          )}
          <li>
            <Link to={paths.home}>Back to the home page</Link>
          </li>
        </ul>
      </div>
    </Page>
  );
}
