// The signed-in frame: product name, main navigation (ADMIN items for admins), who is signed in and
// Logout (which asks first when there is unsaved work). Below 56rem the navigation folds behind a
// Menu button. Grouped entries (Books, Sending) fold under a heading button that opens them, so the
// menu stays one row on a laptop (decision 296).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { capabilitiesQuery } from '@/api/capabilities';
import { PRODUCT_NAME } from '@/config/product';
import { paths } from '@/config/paths';
import { ROLES } from '@/config/constants';
import { onEscapeKey } from '@/lib/escape-key';
import { settleUnsavedWork, unsavedWorkSummary, type UnsavedWorkSummary } from '@/lib/kept-work';
import { useAuth } from '@/features/session/use-auth';
import { isOffered } from '@/lib/capabilities';
import { ADMIN_NAV, isCurrent, isGroup, MAIN_NAV, offeredEntries, type NavEntry, type NavGroup, type NavItem } from './nav-items';
import type { LogoutAnswer } from './logout-question';
import { SkipLink } from './skip-link';
import { useHeaderBlockSize } from './use-header-block-size';
import './app-shell.css';

const LogoutQuestion = lazy(() => import('./logout-question'));

function NavLink({ item, pathname, onFollow }: { item: NavItem; pathname: string; onFollow: () => void }) {
  return (
    <li>
      <Link to={item.to} className="app-nav__link" aria-current={isCurrent(item, pathname) ? 'page' : undefined} onClick={onFollow}>
        {item.label}
      </Link>
    </li>
  );
}

interface NavGroupProps {
  entry: NavGroup;
  pathname: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  onFollow: () => void;
}

/** A disclosure: its button shows or hides its links; leaving it (focus or a press elsewhere) closes it. */
function NavGroupItem({ entry, pathname, open, onToggle, onFollow }: NavGroupProps) {
  const listId = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) onToggle(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    const stopEscape = onEscapeKey(() => {
      onToggle(false);
      button.current?.focus();
    });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      stopEscape();
    };
  }, [open, onToggle]);
  return (
    <li
      ref={item}
      className="app-nav__group"
      onBlur={(event) => {
        if (open && !item.current?.contains(event.relatedTarget)) onToggle(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="app-nav__link app-nav__group-button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={isCurrent(entry, pathname) || undefined}
        onClick={() => onToggle(!open)}
      >
        {entry.group}
      </button>
      <ul id={listId} className="app-nav__sublist" hidden={!open}>
        {entry.items.map((each) => (
          <NavLink key={each.to} item={each} pathname={pathname} onFollow={onFollow} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The menu holds only what the service offers: nothing until it has said (no entry appears and then
 * goes), the specification's screens alone when it could not be asked.
 */
function useMenuEntries(isAdmin: boolean): readonly NavEntry[] {
  const capabilities = useQuery(capabilitiesQuery());
  const all = isAdmin ? [...MAIN_NAV, ...ADMIN_NAV] : MAIN_NAV;
  if (capabilities.data) {
    const known = capabilities.data;
    return offeredEntries(all, (offering) => isOffered(known, offering));
  }
  return capabilities.isError ? offeredEntries(all, () => false) : [];
}

export function AppShell({ children }: { children: ReactNode }) {
  const { username, hasAnyRole, logout } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useHeaderBlockSize(header);
  const panelId = useId();
  const entries = useMenuEntries(hasAnyRole([ROLES.admin]));
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const onFollow = () => {
    setOpenGroup(null);
    setMenuOpen(false);
  };
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

  // Escape closes the open menu and returns focus to its button (an open group closes first).
  useEffect(() => {
    if (!menuOpen || openGroup !== null) return;
    return onEscapeKey(() => {
      setMenuOpen(false);
      menuButton.current?.focus();
    });
  }, [menuOpen, openGroup]);

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
                {entries.map((entry) =>
                  isGroup(entry) ? (
                    <NavGroupItem
                      key={entry.group}
                      entry={entry}
                      pathname={pathname}
                      open={openGroup === entry.group}
                      onToggle={(open) => setOpenGroup(open ? entry.group : null)}
                      onFollow={onFollow}
                    />
                  ) : (
                    <NavLink key={entry.to} item={entry} pathname={pathname} onFollow={onFollow} />
                  ),
                )}
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
