// The layout itself (beside or below, sticky, scaled) is CSS and is proved by the browser tests
// (e2e/responsive.spec.ts); here, what assistive technology and the keyboard get.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorLayout } from './editor-layout';

describe('EditorLayout', () => {
  it('puts the form first and the preview after it, in a region named by its heading', () => {
    render(
      <EditorLayout preview={<article aria-label="Preview of the invoice">Tax Invoice</article>}>
        <form aria-label="New invoice">
          <label>
            Description <input />
          </label>
        </form>
      </EditorLayout>,
    );
    const form = screen.getByRole('form', { name: 'New invoice' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(form.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Preview' })).toBeInTheDocument();
    expect(within(preview).getByRole('article', { name: 'Preview of the invoice' })).toHaveTextContent('Tax Invoice');
    // Beside the form a long preview scrolls on its own: keyboard users can reach it to scroll.
    expect(preview).toHaveAttribute('tabindex', '0');
  });

  it('takes another heading for another kind of document', () => {
    render(
      <EditorLayout preview={<p>Quote Q-0007</p>} previewTitle="Quote preview">
        <p>The form</p>
      </EditorLayout>,
    );
    expect(screen.getByRole('region', { name: 'Quote preview' })).toHaveTextContent('Quote Q-0007');
  });
});
