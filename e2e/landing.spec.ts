// The public landing page in Chromium: in-page navigation under the sticky header, the invoice
// generator promo, the contact form, the rotating elements and an axe check.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, stopPageClock, test } from './fixtures';

const SECTIONS = [
  { link: 'Property management', heading: 'Property management', hash: '#property-management' },
  { link: 'Home renovations', heading: 'Home renovations', hash: '#home-renovations' },
  { link: 'Projects', heading: 'Recent projects', hash: '#projects' },
  { link: 'Contact', heading: 'Contact us', hash: '#contact' },
  { link: 'Free invoice generator', heading: 'Free invoice generator', hash: '#invoice-generator' },
];

async function headerBottom(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  if (box === null) throw new Error('The header is not on screen.');
  return box.y + box.height;
}

/** On screen and not under the sticky header. */
async function expectUncovered(page: Page, locator: Locator): Promise<void> {
  const top = await headerBottom(page);
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= top && box.y + box.height <= height;
    })
    .toBe(true);
}

test.describe('the landing page', () => {
  test('every header link scrolls to its section, clear of the sticky header', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
    for (const section of SECTIONS) {
      await nav.getByRole('link', { name: section.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${section.hash}$`));
      const heading = page.getByRole('heading', { level: 2, name: section.heading, exact: true });
      await expectUncovered(page, heading);
      // The header stays in place while the page scrolls under it.
      await expect(page.getByRole('banner')).toBeInViewport();
    }
  });

  test('on a phone the links sit behind the Menu button and still reach their sections', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('link', { name: 'Projects', exact: true })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectUncovered(page, page.getByRole('heading', { level: 2, name: 'Recent projects' }));
  });

  test('opens at the section named in the address', async ({ page }) => {
    await page.goto('/#contact');
    await expectUncovered(page, page.getByRole('heading', { level: 2, name: 'Contact us' }));
  });

  test('keeps the element that has focus clear of the sticky header', async ({ page }) => {
    await page.goto('/');
    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    // The next field hidden under the header (though inside the window), focus on the one before it.
    const top = await headerBottom(page);
    expect((await email.boundingBox())?.height).toBeLessThan(top - 10);
    await email.evaluate((element) =>
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 10, behavior: 'instant' }),
    );
    await name.evaluate((element) => element.focus({ preventScroll: true }));
    await expect
      .poll(async () => {
        const box = await email.boundingBox();
        return box !== null && box.y > 0 && box.y + box.height < top;
      })
      .toBe(true);
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await expectUncovered(page, email);
  });

  test('the invoice generator promo sends a visitor to sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Open the invoice generator' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('the contact form shows the alert and sends nothing', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    // A press before the page's script has started does nothing (decision in contact-form.tsx); the
    // visitor presses again.
    await expect(async () => {
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText('Enter your name.')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Name').fill('Mere Parata');
    await form.getByLabel('Email').fill('mere@example.co.nz');
    await form.getByLabel('Service (optional)').selectOption('Both / Not sure');
    await form.getByLabel('Message').fill('Could you look after my flat?');
    // From here on, no call may leave the page (the wake indicator's health checks aside).
    const calls: string[] = [];
    page.on('request', (request) => {
      if (
        ['fetch', 'xhr', 'document', 'eventsource', 'websocket'].includes(request.resourceType()) &&
        !request.url().includes('/actuator/health')
      ) {
        calls.push(`${request.method()} ${request.url()}`);
      }
    });
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/^alert: .*submitted.*backend/);
    expect(calls).toEqual([]);
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('the hero rotates every 6 seconds, and not at all with reduced motion', async ({ page }) => {
    // Stopped, so the hero cannot move on while a busy machine is still loading the page.
    await stopPageClock(page);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Homes we manage and renovate' });
    await expect(hero.getByRole('group', { name: '1 of 5' })).toBeVisible();
    // The page's script has taken over (it fills in the later images when it starts the carousels):
    // the page can paint before its hero image's largest paint is reported, which the script waits for.
    await expect(page.locator('#property-management picture img')).toHaveCount(1);
    await page.clock.runFor(5999);
    await expect(hero.getByRole('group', { name: '1 of 5' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(hero.getByRole('group', { name: '2 of 5' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(hero.getByRole('group', { name: '1 of 5' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(hero.getByRole('group', { name: '1 of 5' })).toBeVisible();
  });

  test('passes the axe check, with its carousels paused and moved by the user', async ({ page }) => {
    // Stopped until the testimonials are paused: a slow load must not let them move on by themselves.
    await stopPageClock(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Harbourside Homes — property management and home renovations in Auckland');
    const testimonials = page.getByRole('region', { name: 'Testimonials' });
    await expect(testimonials.getByRole('group', { name: '1 of 4' })).toBeVisible();
    // A press before the page's script has started does nothing: the visitor presses again. The
    // clock is stopped, so only a press moves the slides.
    const shown = testimonials.getByRole('group', { name: '2 of 4' });
    await expect(async () => {
      await testimonials.getByRole('button', { name: 'Next slide' }).click();
      await expect(shown).toBeVisible({ timeout: 2000 });
    }).toPass();
    await testimonials.getByRole('button', { name: 'Pause' }).click();
    await expect(testimonials.getByRole('button', { name: 'Play' })).toBeVisible();
    // Axe needs the page's timers; the testimonials stay where the user put them.
    await page.clock.resume();
    // Once its fade-in has finished.
    await expect(shown).toHaveCSS('opacity', '1');
    await expectAccessible(page);
  });
});
