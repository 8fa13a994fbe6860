// The sticky header: the company name and the links to the page's sections. On narrow screens the
// links fold behind a Menu button (a disclosure); Escape or choosing a link closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { onEscapeKey } from '@/lib/escape-key';
import { company, header } from './content';
import { ICON_PATHS } from './icon-paths';
import './landing.css';
import './site-header.css';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();

  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    return onEscapeKey(() => {
      setOpen(false);
      menuButton.current?.focus();
    });
  }, [open]);

  return (
    <header className="site-header">
      <div className="landing__container site-header__inner">
        <a className="site-header__brand" href="#top">
          <svg className="site-header__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="6" />
            <path d="M7 16.5 16 9l9 7.5V25a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#fff" />
          </svg>
          {company.name}
        </a>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={open ? ICON_PATHS.menuOpen : ICON_PATHS.menuClosed} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {header.menuButton}
        </button>
        <nav id={navId} className="site-header__nav" aria-label={header.navLabel} data-open={open || undefined}>
          <ul className="site-header__links">
            {header.links.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} onClick={() => setOpen(false)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
