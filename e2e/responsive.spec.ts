// Phones and wide screens: at 390 px every list reads as cards without sideways scrolling, sorts and
// filters; at 1280 px the editor's preview sits beside the form.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** The axe check from the top of the page, without the dev-only "Reset demo data" button (as in invoicing.spec.ts). */
async function checkA11y(page: Page) {
  await page.evaluate(() => {
    document.getElementById('mock-controls')?.remove();
    window.scrollTo(0, 0);
  });
  await expectAccessible(page);
}

async function signInAt(page: Page, account: 'user' | 'admin', path: string) {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (path !== '/dashboard') await page.goto(path);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Every card's title and facts lie inside the viewport's width (checked on the first cards, scrolled into view). */
async function expectFactsInView(list: Locator, count = 3) {
  const cards = list.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const n = Math.min(count, await cards.count());
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i += 1) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    const facts = card.locator('.ui-cards__title, dt, dd');
    expect(await facts.count()).toBeGreaterThan(1);
    for (const box of await facts.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThan(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
  }
}

const cardFacts = (card: Locator) => card.locator('dd');

/** The element's box in the viewport (it must be drawn). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not drawn.`);
  return found;
}

/** Words drawn across two lines ("Renovati ons") in the text of these elements. */
async function brokenWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}
const titles = (list: Locator) => list.getByRole('listitem').locator('.ui-cards__title');

test.describe('on a phone (390 px)', () => {
  test('the invoice history is a list of cards that sorts, filters and opens an invoice', async ({ page }) => {
    await signInAt(page, 'user', '/invoice-history');
    const list = page.getByRole('list', { name: /^Invoices/ });
    await expect(page.getByRole('table')).toHaveCount(0);
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('term')).toHaveText(['Client', 'Status', 'Balance', 'Due']);
    await expectNoSidewaysScroll(page);
    await expectFactsInView(list);
    expect(await brokenWords(list.getByRole('listitem').locator('.ui-cards__title, dd'))).toEqual([]);
    await checkA11y(page);

    // Sorting by the select above the cards.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Client (ascending)' });
    await expect(page).toHaveURL(/sort=clientName(%2C|,)asc/);
    const clients = () =>
      list.getByRole('listitem').evaluateAll((cards) => cards.map((card) => card.querySelector('dd')?.textContent ?? ''));
    const inOrder = (names: string[]) => names.join('|') === [...names].sort((a, b) => a.localeCompare(b, 'en-NZ')).join('|');
    await expect.poll(async () => inOrder(await clients())).toBe(true);

    // Filtering by status.
    // The box follows the address, which changes just after the click: click, then wait for it.
    await page.getByRole('checkbox', { name: 'Paid', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Paid', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/status=PAID/);
    await expect(list.getByRole('listitem').first().locator('dd').nth(1)).toHaveText('Paid');
    const statuses = await list
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('dd')[1]?.textContent));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 'Paid')).toBe(true);
    await expectNoSidewaysScroll(page);

    // A tap anywhere on a card opens its invoice.
    const card = list.getByRole('listitem').first();
    const number = await card.locator('.ui-cards__title').textContent();
    await card.scrollIntoViewIfNeeded();
    const balance = await box(cardFacts(card).nth(2));
    await page.mouse.click(balance.x + balance.width / 2, balance.y + balance.height / 2);
    await expect(page).toHaveURL(/\/invoices\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number ?? '');
  });

  test('the quotes list is a list of cards that sorts, filters and opens a quote', async ({ page }) => {
    await signInAt(page, 'user', '/quotes');
    const list = page.getByRole('list', { name: /^Quotes/ });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(list.getByRole('listitem').first().getByRole('term')).toHaveText(['Client', 'Status', 'Total', 'Valid until']);
    await expectNoSidewaysScroll(page);
    await expectFactsInView(list);
    expect(await brokenWords(list.getByRole('listitem').locator('.ui-cards__title, dd'))).toEqual([]);
    await checkA11y(page);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Total (descending)' });
    await expect(page).toHaveURL(/sort=total(%2C|,)desc/);
    const totals = () =>
      list
        .getByRole('listitem')
        .evaluateAll((cards) => cards.map((card) => Number(card.querySelectorAll('dd')[2]?.textContent.replace(/[$,]/g, '') ?? 'NaN')));
    await expect
      .poll(async () => {
        const seen = await totals();
        return seen.length > 1 && seen.every((total, i) => i === 0 || total <= (seen[i - 1] ?? 0));
      })
      .toBe(true);

    await page.getByRole('checkbox', { name: 'Accepted', exact: true }).click();
    await expect(page).toHaveURL(/status=ACCEPTED/);
    await expect(titles(list)).toHaveText(['RENO-Q-0010']);
    await expect(cardFacts(list.getByRole('listitem').first()).nth(1)).toHaveText('Accepted');
    await expectNoSidewaysScroll(page);

    await list.getByRole('listitem').first().scrollIntoViewIfNeeded();
    const total = await box(cardFacts(list.getByRole('listitem').first()).nth(2));
    await page.mouse.click(total.x + total.width / 2, total.y + total.height / 2);
    await expect(page).toHaveURL(/\/quotes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('RENO-Q-0010');
  });

  test('the dashboard lists overdue and recent invoices as cards', async ({ page }) => {
    await signInAt(page, 'user', '/dashboard');
    for (const name of ['Overdue invoices', 'Recent invoices']) {
      const list = page.getByRole('list', { name });
      await expect(list.getByRole('listitem').first().getByRole('term')).toHaveText(['Client', /Due|Issue date/, 'Status', 'Balance']);
      await expectFactsInView(list, 5);
    }
    await expectNoSidewaysScroll(page);
    await checkA11y(page);

    // The business filter still narrows the lists.
    await page.getByLabel('Business').selectOption({ label: 'Southern Lakes Rentals' });
    await expect(page).toHaveURL(/businessId=3/);
    await expect
      .poll(() => titles(page.getByRole('list', { name: 'Recent invoices' })).allTextContents())
      .not.toContainEqual(expect.stringMatching(/^RENO-/));
    await expectNoSidewaysScroll(page);
  });

  test('a bill’s page and the bill editor scroll nothing sideways; their lines scroll within the page', async ({ page }) => {
    await signInAt(page, 'user', '/bills/new?business=1');
    await page.getByLabel('Description, line 1').fill('Framing timber, 90 x 45, treated');
    await page.getByLabel('Unit price, line 1').fill('12.50');
    await expect(page.getByRole('article', { name: 'Preview of the bill' })).toContainText('Framing timber, 90 x 45, treated');
    await expectNoSidewaysScroll(page);

    // The seed's first bill: Placemakers, several lines.
    await page.goto('/bills/1');
    await expect(page.getByRole('region', { name: 'Lines' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page);
  });

  test('users are cards that sort, filter and open the form', async ({ page }) => {
    await signInAt(page, 'admin', '/admin/users');
    const list = page.getByRole('list', { name: 'Users' });
    await expect(titles(list)).toHaveText(['admin', 'mere', 'user']);
    await expect(list.getByRole('listitem').first().getByRole('term')).toHaveText(['Email', 'Roles']);
    await expectNoSidewaysScroll(page);
    await expectFactsInView(list);
    await checkA11y(page);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Username (descending)' });
    await expect(titles(list)).toHaveText(['user', 'mere', 'admin']);
    await page.getByPlaceholder('Search user...').fill('ER');
    await expect(titles(list)).toHaveText(['user', 'mere']);

    await list.getByRole('button', { name: 'Edit mere' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit user mere' })).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
    await expectNoSidewaysScroll(page);
  });

  test('businesses and clients are cards that sort and filter', async ({ page }) => {
    await signInAt(page, 'admin', '/admin/businesses');
    const businesses = page.getByRole('list', { name: 'Businesses' });
    await expect(titles(businesses)).toHaveCount(3);
    await expect(businesses.getByRole('listitem').first().getByRole('term')).toHaveText(['Business Type', 'Email Address', 'Phone Number']);
    await expectNoSidewaysScroll(page);
    await expectFactsInView(businesses);
    await checkA11y(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Business Name (descending)' });
    await expect(titles(businesses)).toHaveText([
      'Southern Lakes Rentals',
      'Kiwi Home Renovations Ltd',
      'Harbourview Property Management Ltd',
    ]);
    await page.getByLabel('Filter businesses').fill('rent');
    await expect(titles(businesses)).toHaveText(['Southern Lakes Rentals']);

    await page.goto('/admin/clients');
    const clients = page.getByRole('list', { name: 'Clients' });
    await expect(clients.getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectFactsInView(clients);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Client Name (ascending)' });
    const names = await titles(clients).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-NZ', { sensitivity: 'base' })));
    await page.getByLabel('Filter clients').fill('Hannah');
    await expect(titles(clients)).toHaveText(['Hannah Kim']);
    await checkA11y(page);
  });

  test('recurring schedules are cards with their next date, last invoice and status, filtered in the address', async ({ page }) => {
    await signInAt(page, 'admin', '/schedules');
    const schedules = page.getByRole('list', { name: 'Recurring schedules' });
    await expect(titles(schedules)).toHaveCount(3);
    await expect(schedules.getByRole('listitem').first().getByRole('term')).toHaveText([
      'Frequency',
      'Amount',
      'Next date',
      'Last invoice',
      'Status',
    ]);
    await expectNoSidewaysScroll(page);
    await expectFactsInView(schedules);
    await page.getByRole('combobox', { name: 'Business' }).selectOption({ label: 'Southern Lakes Rentals' });
    await expect(page).toHaveURL(/\/schedules\?businessId=3$/);
    await expect(titles(schedules)).toHaveText(['Hannah Kim']);
    await expect(cardFacts(schedules.getByRole('listitem').first())).toContainText(['Every week', '$450.00']);
    await checkA11y(page);
  });

  test('10,000 users stay virtualised as cards (?mockSeed=large)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/login?mockSeed=large');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    // In-app, so the large data set (never saved) stays.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByText('10,000 users')).toBeVisible();
    const list = page.getByRole('list', { name: 'Users' });
    const cards = list.getByRole('listitem');
    await expect(cards.first()).toHaveAttribute('aria-setsize', '10000');
    expect(await cards.count()).toBeLessThan(40);
    await expectNoSidewaysScroll(page);

    // The list's own scroll region (the section around it is named "Users" too).
    const scroller = list.locator('xpath=..');
    await expect(scroller).toHaveAttribute('role', 'region');
    await expect
      .poll(async () => {
        await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        return cards.last().getAttribute('aria-posinset');
      })
      .toBe('10000');
    expect(await cards.count()).toBeLessThan(40);
  });
});

test.describe('on wide screens', () => {
  async function openDraft(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/invoices/20/edit');
    await expect(page.getByLabel('Description, line 1')).not.toHaveValue('');
    return {
      form: page.getByRole('form', { name: 'Edit draft invoice' }),
      preview: page.getByRole('region', { name: 'Preview' }),
    };
  }

  for (const width of [1280, 1440, 1920]) {
    test(`at ${width} px the editor's preview is beside the form, and stays in view as the form scrolls`, async ({ page }) => {
      const { form, preview } = await openDraft(page, width);
      const formBox = await box(form);
      const previewBox = await box(preview);
      expect(previewBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
      expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(width);
      expect(previewBox.y).toBeLessThan(900);
      expect(formBox.y).toBeLessThan(900);
      await expect(
        preview.getByRole('article', { name: 'Preview of the invoice' }).getByRole('heading', { name: 'Tax Invoice' }),
      ).toBeInViewport();
      // The document stays readable: its body text is drawn at 12 px or more.
      const textSize = await preview
        .getByText('Carpenter labour (hours)')
        .last()
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect().height;
        });
      expect(textSize).toBeGreaterThanOrEqual(12);
      await expectNoSidewaysScroll(page);

      // Scrolled down until the form's last buttons reach the bottom of the window (as a user scrolls
      // to them; centring them would scroll into the mock's reset strip after the page), the preview
      // is still in view, below the sticky header.
      await page.getByRole('button', { name: 'Save draft' }).evaluate((button) => button.scrollIntoView({ block: 'end' }));
      const header = await box(page.locator('.app-header'));
      const headerBottom = header.y + header.height;
      const scrolled = await box(preview);
      expect(scrolled.y).toBeGreaterThanOrEqual(headerBottom);
      expect(scrolled.y).toBeLessThan(900);
      await checkA11y(page);
    });
  }

  test('at 1024 px the preview is below the form', async ({ page }) => {
    const { form, preview } = await openDraft(page, 1024);
    const formBox = await box(form);
    const previewBox = await box(preview);
    expect(previewBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
    await expectNoSidewaysScroll(page);
  });

  test("the quote editor's preview is beside the form at 1280 px and below it at 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/quotes/7/edit');
    await expect(page.getByLabel('Description, line 1')).not.toHaveValue('');
    const form = page.getByRole('form', { name: 'Edit draft quote' });
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('article', { name: 'Preview of the quote' }).getByRole('heading', { name: 'Quote' })).toBeInViewport();
    expect((await box(preview)).x).toBeGreaterThanOrEqual((await box(form)).x + (await box(form)).width);
    await expectNoSidewaysScroll(page);

    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(async () => (await box(preview)).y - ((await box(form)).y + (await box(form)).height)).toBeGreaterThanOrEqual(0);
    await expectNoSidewaysScroll(page);
  });

  test('at 1024 px the invoice history and the businesses are tables, their words whole and nothing off to the side', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [path, name] of [
      ['/invoice-history', /^Invoices/],
      ['/admin/businesses', 'Businesses'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('main').getByRole('list')).toHaveCount(0);
      expect(await brokenWords(table.locator('th, td'))).toEqual([]);
      const overflow = await table.evaluate(
        (element) => (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0),
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSidewaysScroll(page);
    }
  });
});
