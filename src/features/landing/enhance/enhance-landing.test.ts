// The prerendered page's own script on the markup the build prerenders (the real LandingPage,
// rendered to a string as scripts/landing-prerender-entry.tsx does), without React running.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROTATION } from '@/config/constants';
import { LandingPage } from '../landing-page';
import { enhanceLanding } from './enhance-landing';

let stop: () => void = () => {};

function prerenderedPage(): HTMLElement {
  const page = document.createElement('div');
  page.id = 'landing-prerender';
  // As the build does (vite-landing-prerender.ts): style attributes dropped for the CSP.
  page.innerHTML = renderToString(createElement(MemoryRouter, null, createElement(LandingPage))).replace(/ style="[^"]*"/g, '');
  document.body.append(page);
  // jsdom decodes nothing: the first hero image is "drawn" at once.
  for (const img of page.querySelectorAll('img')) img.decode = () => Promise.resolve();
  stop = enhanceLanding(page);
  return page;
}

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const heroCarousel = () => screen.getByRole('region', { name: 'Homes we manage and renovate' });

describe("the prerendered landing page's own script", () => {
  it('pauses, plays and steps a carousel, announcing only the changes the user made', async () => {
    const user = userEvent.setup();
    prerenderedPage();
    const hero = heroCarousel();
    const live = hero.querySelector('[aria-live]');
    expect(live).toHaveTextContent('');
    await user.click(within(hero).getByRole('button', { name: 'Pause' }));
    expect(within(hero).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(within(hero).getByRole('button', { name: 'Next slide' }));
    expect(live).toHaveTextContent(/^Slide 2 of 5: /);
    const slides = hero.querySelectorAll('.carousel__slide');
    expect(slides[1]).toHaveAttribute('data-current');
    expect(slides[0]).not.toHaveAttribute('data-current');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'true');
    expect(hero.querySelector('.carousel__counter')).toHaveTextContent('2 / 5');
  });

  it('rotates on its own every few seconds, and fills in the next slides’ images as they come near', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    prerenderedPage();
    const slides = heroCarousel().querySelectorAll('.carousel__slide');
    vi.advanceTimersByTime(ROTATION.heroMs);
    expect(slides[1]).toHaveAttribute('data-current');
    expect(heroCarousel().querySelector('[aria-live]')).toHaveTextContent('');
    vi.advanceTimersByTime(ROTATION.heroMs);
    expect(slides[2]).toHaveAttribute('data-current');
    // Slide 4 (next to slide 3) is allowed now; it gets its image once the hero image has been painted.
    vi.useRealTimers();
    await waitFor(() => expect(slides[3]?.querySelector('img')).not.toBeNull());
  });

  it('holds every later image until the first hero image is painted, then fills in the ones allowed', async () => {
    let painted: () => void = () => {};
    const page = document.createElement('div');
    page.innerHTML = renderToString(createElement(MemoryRouter, null, createElement(LandingPage))).replace(/ style="[^"]*"/g, '');
    page.id = 'landing-prerender';
    document.body.append(page);
    const heroImage = page.querySelector('img')!;
    heroImage.decode = () => new Promise<void>((resolve) => (painted = resolve));
    stop = enhanceLanding(page);
    const section = page.querySelector('#property-management')!;
    expect(section.querySelector('img')).toBeNull();
    painted();
    await waitFor(() => expect(section.querySelector('picture img')).not.toBeNull());
    const img = section.querySelector('picture img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.backgroundColor).not.toBe('');
    expect(section.querySelectorAll('picture source')).toHaveLength(2);
    // The placeholder named its layout width by key; the filled-in picture has the whole media list.
    expect(section.querySelector('picture source')).toHaveAttribute('sizes', '(min-width: 56rem) 35rem, calc(100vw - 2rem)');
    expect(page.querySelector('.hero .carousel__slide:nth-child(3) picture')).toHaveAttribute('data-sizes', 'hero');
    // A hero slide far from the one shown stays empty.
    expect(page.querySelectorAll('.hero .carousel__slide')[2]?.querySelector('img')).toBeNull();
  });

  it('checks the contact form on submit, keeps what was typed, and clears a message when its field is edited', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    prerenderedPage();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address like name@example.co.nz.');
    await user.type(name, 'Aroha');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter your name.')).toBeNull();
    expect(alert).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'aroha@example.co.nz');
    await user.type(screen.getByLabelText('Message'), 'A leaking roof.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(alert).toHaveBeenCalledOnce();
    expect(name).toHaveValue('');
  });

  it('opens and closes the header menu, and Escape returns focus to its button', async () => {
    const user = userEvent.setup();
    prerenderedPage();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Projects' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
