// The screen for an address that names nothing (an invoice that does not exist, or was a deleted
// draft): what is missing, and the way on.
import { Link } from 'react-router-dom';
import { Page } from '../page/page';
import '../form/form-layout.css';
import './not-found.css';

export interface NotFoundProps {
  /** The heading, e.g. "Invoice not found". */
  title: string;
  /** What is missing and why it may be. */
  message: string;
  /** Where to go instead. */
  link: { to: string; label: string };
}

export function NotFound({ title, message, link }: NotFoundProps) {
  return (
    <Page title={title} width="narrow">
      <div className="ui-card ui-not-found">
        <p>{message}</p>
        <Link to={link.to}>{link.label}</Link>
      </div>
    </Page>
  );
}
