// What the bill's page and its editor show for an address that names no bill the user may see.
import { ButtonLink } from '@/components/button/button-link';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { paths } from '@/config/paths';

export function BillNotFound() {
  return (
    <Page title="Bill not found">
      <StatusMessage tone="error">There is no such bill. It may have been entered under another business.</StatusMessage>
      <ButtonLink to={paths.bills}>Back to bills</ButtonLink>
    </Page>
  );
}
