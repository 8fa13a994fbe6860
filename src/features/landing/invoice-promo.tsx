// The free invoice generator: signed-in users go straight to it, visitors are asked to sign in first
// (the route guard does that).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { invoicePromo, sectionIds } from './content';
import './landing.css';
import './invoice-promo.css';

export function InvoicePromo() {
  return (
    <section id={sectionIds.invoiceGenerator} className="landing-section invoice-promo" aria-labelledby="invoice-promo-heading">
      <div className="landing__container invoice-promo__inner">
        <div>
          <h2 id="invoice-promo-heading" className="landing-section__heading">
            {invoicePromo.heading}
          </h2>
          <p className="invoice-promo__text">{invoicePromo.text}</p>
          <p className="invoice-promo__account">
            {invoicePromo.account.before}
            <Link to={paths.login}>{invoicePromo.account.login}</Link>
            {invoicePromo.account.between}
            <Link to={paths.register}>{invoicePromo.account.register}</Link>
            {invoicePromo.account.after}
          </p>
        </div>
        <Link className="landing-button landing-button--on-dark" to={paths.dashboard}>
          {invoicePromo.linkLabel}
        </Link>
      </div>
    </section>
  );
}
