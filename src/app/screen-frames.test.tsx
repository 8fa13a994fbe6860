import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { ROUTE_TABLE } from './route-table';
import { SCREEN_FRAMES } from './screen-frames';

describe('the screens whose HTML draws their heading before any script', () => {
  it.each(Object.entries(SCREEN_FRAMES))(
    '%s: the frame draws the heading the screen draws, in the same shell and width',
    async (path, frame) => {
      if (!frame.public) await signInAs('user');
      const { container } = renderRoute(path);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading).toHaveTextContent(frame.title);
      expect(heading).toHaveClass('ui-page__title');
      expect(heading.closest('main')).toHaveClass(`ui-page--${frame.width}`);
      expect(container.querySelector('.app-shell')?.classList.contains('app-shell--public')).toBe(frame.public === true);
    },
  );

  const withSearch = Object.entries(SCREEN_FRAMES).filter(([, frame]) => frame.search !== undefined);
  it.each(withSearch)('%s: the frame draws the search field the screen draws first, with its hint, in the filter card', async (path, frame) => {
    await signInAs('user');
    renderRoute(path);
    const search = await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 5000 });
    expect(search).toHaveAccessibleDescription(frame.search);
    expect(search).toHaveClass('ui-field__control');
    const field = search.closest('.ui-field');
    // The first field of the first card under the heading, the hint before the box, as the frame has them.
    expect(field?.parentElement).toHaveClass('invoice-filters', 'ui-card');
    expect(field?.parentElement?.firstElementChild).toBe(field);
    expect(field?.parentElement?.parentElement).toHaveClass('invoice-history');
    expect(field?.querySelector('.ui-field__hint')?.nextElementSibling).toBe(search);
  });

  const withData = Object.entries(SCREEN_FRAMES).filter(([, frame]) => frame.data !== undefined);
  it.each(withData)("%s: the HTML preloads the module the route table starts the screen's first queries from", async (path, frame) => {
    const route = ROUTE_TABLE.find((row) => row.path === path);
    expect(await route?.data?.()).toBe(await import(/* @vite-ignore */ `/${frame.data}`));
  });
});
