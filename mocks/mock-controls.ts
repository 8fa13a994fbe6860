// A small "Demo data" control shown only when the mock backend runs. Plain DOM, so it stays out
// of the app's React tree and out of every production build.

interface MockControlsOptions {
  onReset: () => Promise<void>;
}

export function mountMockControls({ onReset }: MockControlsOptions): void {
  if (document.getElementById('mock-controls')) return;
  const container = document.createElement('aside');
  container.id = 'mock-controls';
  container.setAttribute('aria-label', 'Mock backend');
  container.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:2147483000;font:13px/1.3 system-ui,sans-serif;';

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reset demo data';
  button.title = 'Restore the mock backend’s seed users, businesses, clients and invoices';
  button.style.cssText =
    'min-height:32px;padding:4px 10px;border:1px solid #4b5563;border-radius:6px;background:#ffffff;color:#1f2937;cursor:pointer;opacity:.85;';

  button.addEventListener('click', () => {
    if (!window.confirm('Reset the demo data? Every change made against the mock backend will be lost.')) return;
    button.disabled = true;
    button.textContent = 'Resetting…';
    void onReset().then(() => window.location.reload());
  });

  container.append(button);
  document.body.append(container);
}
