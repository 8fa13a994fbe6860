import { company, footer } from './content';
import './landing.css';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="landing__container site-footer__inner">
        <p className="site-footer__company">
          <strong>{company.name}</strong>
          <br />
          {company.address}
        </p>
        <nav aria-label={footer.linksLabel}>
          <ul className="site-footer__links">
            <li>
              <a href={`#${footer.privacy.id}`}>{footer.privacy.label}</a>
            </li>
            <li>
              <a href={`#${footer.terms.id}`}>{footer.terms.label}</a>
            </li>
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p id={footer.privacy.id}>{footer.privacy.text}</p>
          <p id={footer.terms.id}>{footer.terms.text}</p>
          <p>{footer.copyright(new Date().getFullYear())}</p>
        </div>
      </div>
    </footer>
  );
}
