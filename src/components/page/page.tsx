// The frame of every screen: the main landmark, the page heading (which receives focus after a
// navigation) and the document title. Screens put their content inside.
import { useRef, type ReactNode } from 'react';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { usePageTitle } from './use-page-title';
import './page.css';

export interface PageProps {
  /** The h1, and the first part of the document title. */
  title: string;
  /** A document title different from the heading, when the heading alone would be ambiguous. */
  documentTitle?: string;
  /** A short line under the heading. */
  description?: ReactNode;
  /** Buttons or links beside the heading (e.g. "Export CSV"). */
  actions?: ReactNode;
  /**
   * Names the screen for focus management (default: the path). Focus moves to the heading when it
   * changes; a screen with a path per tab passes one key, so changing tabs keeps focus on the tab.
   */
  screenKey?: string;
  /**
   * Every width sits in the one centred column under the header (decision 331): `wide` (tables) fills
   * it, `narrow` (forms) keeps its content to a form's measure at the column's left edge; `full` is
   * for a document editor alone, whose preview beside the form needs more than the column.
   */
  width?: 'narrow' | 'wide' | 'full';
  children?: ReactNode;
}

const MAIN_CONTENT_ID = 'main-content';

export function Page({ title, documentTitle, description, actions, screenKey, width = 'wide', children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(documentTitle ?? title);
  useFocusOnNavigation(heading, screenKey);

  return (
    <main id={MAIN_CONTENT_ID} className={`ui-page ui-page--${width}`}>
      <div className="ui-page__header">
        <div className="ui-page__heading-group">
          <h1 ref={heading} tabIndex={-1} className="ui-page__title">
            {title}
          </h1>
          {description ? <p className="ui-page__description">{description}</p> : null}
        </div>
        {actions ? <div className="ui-page__actions">{actions}</div> : null}
      </div>
      {children}
    </main>
  );
}
