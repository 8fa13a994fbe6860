// The frame of the public account pages (/login, /register, /unauthorized): the product name
// linking home, and the page. The landing page has its own header.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/product';
import { paths } from '@/config/paths';
import './app-shell.css';

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell app-shell--public">
      <header className="app-header">
        <div className="app-header__bar">
          <Link to={paths.home} className="app-header__brand">
            {PRODUCT_NAME}
          </Link>
        </div>
      </header>
      {children}
    </div>
  );
}
