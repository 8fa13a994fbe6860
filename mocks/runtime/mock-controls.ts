// The "Reset demo data" control, shown only when the mock backend runs in the page. Plain DOM, so
// it stays out of the app's React tree and out of every production build. It is a strip at the
// end of the document, after the app, in the page's flow: it never covers the page (as a floating
// button did the editor's Add line), and QA and designers find it by scrolling to the bottom or
// tabbing past the last link.

interface MockControlsOptions {
  onReset: () => Promise<void>;
  /** The date the mock was moved to with ?mockNow=, if any. */
  mockDate?: string | null;
}

export function mountMockControls({ onReset, mockDate = null }: MockControlsOptions): void {
  if (document.getElementById('mock-controls')) return;
  const container = document.createElement('aside');
  container.id = 'mock-controls';
  container.setAttribute('aria-label', 'Mock backend');
  container.style.cssText =
    'display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:8px 16px;border-top:1px dashed #9ca3af;background:#f3f4f6;color:#374151;font:13px/1.3 system-ui,sans-serif;';

  const note = document.createElement('span');
  note.textContent = mockDate
    ? `Demo data from the mock backend. Mock date: ${mockDate} (?mockNow=today returns to the real date).`
    : 'Demo data from the mock backend.';

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reset demo data';
  button.title = 'Restore the mock backend’s seed users, businesses, clients and invoices';
  button.style.cssText =
    'min-height:32px;padding:4px 10px;border:1px solid #4b5563;border-radius:6px;background:#ffffff;color:#1f2937;cursor:pointer;font:inherit;';

  button.addEventListener('click', () => {
    if (!window.confirm('Reset the demo data? Every change made against the mock backend will be lost.')) return;
    button.disabled = true;
    button.textContent = 'Resetting…';
    void onReset().then(() => window.location.reload());
  });

  container.append(note, button);
  document.body.append(container);
}
