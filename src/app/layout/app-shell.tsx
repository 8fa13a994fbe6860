// The signed-in frame: product name, main navigation (ADMIN items for admins), who is signed in and
// Logout (which asks first when there is unsaved work). Below 48rem the navigation folds behind a
// Menu button.
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/product';
import { paths } from '@/config/paths';
import { ROLES } from '@/config/constants';
import { onEscapeKey } from '@/lib/escape-key';
import { settleUnsavedWork, unsavedWorkSummary, type UnsavedWorkSummary } from '@/lib/kept-work';
import { useAuth } from '@/features/session/use-auth';
import { ADMIN_NAV, isCurrent, MAIN_NAV, type NavItem } from './nav-items';
import type { LogoutAnswer } from './logout-question';
import { SkipLink } from './skip-link';
import { useHeaderBlockSize } from './use-header-block-size';
import './app-shell.css';

const LogoutQuestion = lazy(() => import('./logout-question'));

export function AppShell({ children }: { children: ReactNode }) {
  const { username, hasAnyRole, logout } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useHeaderBlockSize(header);
  const panelId = useId();
  const items: readonly NavItem[] = hasAnyRole([ROLES.admin]) ? [...MAIN_NAV, ...ADMIN_NAV] : MAIN_NAV;
  const [unsaved, setUnsaved] = useState<UnsavedWorkSummary | null>(null);

  // Unsaved work (kept in this browser, or on screen) is the user's to keep or discard: ask first.
  const onLogout = () => {
    const work = username ? unsavedWorkSummary(username) : null;
    if (work && work.kept.length + work.notKept.length > 0) setUnsaved(work);
    else logout();
  };
  const onAnswer = (answer: LogoutAnswer) => {
    setUnsaved(null);
    if (answer === 'cancel' || !username) return;
    settleUnsavedWork(username, answer);
    logout();
  };

  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    return onEscapeKey(() => {
      setMenuOpen(false);
      menuButton.current?.focus();
    });
  }, [menuOpen]);

  return (
    <div className="app-shell">
      <SkipLink />
      <header ref={header} className="app-header">
        <div className="app-header__bar">
          <Link to={paths.dashboard} className="app-header__brand">
            {PRODUCT_NAME}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="app-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="app-header__menu-icon" aria-hidden="true" />
            Menu
          </button>
          <div id={panelId} className="app-header__panel" data-open={menuOpen || undefined}>
            <nav aria-label="Main" className="app-nav">
              <ul className="app-nav__list">
                {items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className="app-nav__link"
                      aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                      onClick={() => setMenuOpen(false)}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="app-header__account">
              {username ? (
                <span className="app-header__user">
                  Signed in as <strong>{username}</strong>
                </span>
              ) : null}
              <button type="button" className="app-header__logout" onClick={onLogout}>
                Logout
              </button>
            </div>
          </div>
        </div>
      </header>
      {unsaved && username ? (
        <Suspense fallback={null}>
          <LogoutQuestion username={username} work={unsaved} onAnswer={onAnswer} />
        </Suspense>
      ) : null}
      {children}
    </div>
  );
}
