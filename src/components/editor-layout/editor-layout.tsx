// The frame of a document editor (invoices now, quotes and credit notes next): the form, and a live
// preview of the document. Where both fit, the preview sits beside the form and stays in view while
// the form scrolls; elsewhere it follows the form. CSS container queries decide, so the first paint
// is right and nothing is measured in script. Widths and scale: docs/invoicing.md#phones-and-wide-screens.
import { useId, type ReactNode } from 'react';
import './editor-layout.css';

export interface EditorLayoutProps {
  /** The form. */
  children: ReactNode;
  /** The document as it will be sent, kept up to date with the form. */
  preview: ReactNode;
  /** The preview's heading. */
  previewTitle?: string;
}

export function EditorLayout({ children, preview, previewTitle = 'Preview' }: EditorLayoutProps) {
  const titleId = useId();
  return (
    <div className="ui-editor-layout">
      <div className="ui-editor-layout__columns">
        <div className="ui-editor-layout__form">{children}</div>
        <section
          className="ui-editor-layout__preview"
          aria-labelledby={titleId}
          // Beside the form, a long document scrolls inside the preview: reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <h2 id={titleId} className="ui-editor-layout__title">
            {previewTitle}
          </h2>
          <div className="ui-editor-layout__sheet">{preview}</div>
        </section>
      </div>
    </div>
  );
}
