// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLink, isConstrained, startAppOnIntent } from './landing-visit';

let stop: () => void = () => {};

function page(): { login: HTMLAnchorElement; anchor: HTMLAnchorElement } {
  document.body.innerHTML = '<a href="/login">Log in</a> <a href="#contact">Contact</a>';
  const [login, anchor] = document.querySelectorAll('a');
  return { login: login!, anchor: anchor! };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('landing visit', () => {
  it('treats links to other routes as the app, and anchors in the page as the page', () => {
    const { login, anchor } = page();
    expect(appLink(login)).toBe(login);
    expect(appLink(anchor)).toBeNull();
    expect(appLink(document.body)).toBeNull();
  });

  it('counts Save-Data and 2G/3G as constrained', () => {
    expect(isConstrained(undefined)).toBe(false);
    expect(isConstrained({ effectiveType: '4g' })).toBe(false);
    expect(isConstrained({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isConstrained({ effectiveType: '3g' })).toBe(true);
    expect(isConstrained({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('prepares the app on intent, without starting it', () => {
    const { login } = page();
    const prepare = vi.fn(() => new Promise<string>(() => {}));
    const start = vi.fn();
    stop = startAppOnIntent({ prepare, start, connection: { saveData: true } });
    expect(prepare).not.toHaveBeenCalled();
    login.dispatchEvent(new Event('pointerover', { bubbles: true }));
    login.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(prepare).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();
  });

  it('a click before the app is ready waits for it, then starts it at the link’s address', async () => {
    const { login } = page();
    const app = deferred<string>();
    const start = vi.fn();
    stop = startAppOnIntent({ prepare: () => app.promise, start, connection: { saveData: true } });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    login.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(start).not.toHaveBeenCalled();
    app.resolve('the app');
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith('the app'));
    expect(window.location.pathname).toBe('/login');
  });

  it('leaves a click with a modifier key, or on an anchor in the page, to the browser', () => {
    const { login, anchor } = page();
    const prepare = vi.fn(() => new Promise<string>(() => {}));
    stop = startAppOnIntent({ prepare, start: vi.fn(), connection: { saveData: true } });
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    login.dispatchEvent(newTab);
    const inPage = new MouseEvent('click', { bubbles: true, cancelable: true });
    anchor.dispatchEvent(inPage);
    expect(newTab.defaultPrevented).toBe(false);
    expect(inPage.defaultPrevented).toBe(false);
  });
});
