import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';

async function renderLanding() {
  const result = renderRoute('/');
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('the landing page', () => {
  it('has a header whose links lead to the sections of the page', async () => {
    await renderLanding();
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Property management',
      'Home renovations',
      'Projects',
      'Contact',
      'Free invoice generator',
    ]);
    const headings = links.map((link) => {
      const id = link.getAttribute('href')!.replace(/^#/, '');
      const section = document.getElementById(id);
      expect(section, `#${id}`).not.toBeNull();
      return within(section!).getByRole('heading', { level: 2 }).textContent;
    });
    expect(headings).toEqual(['Property management', 'Home renovations', 'Recent projects', 'Contact us', 'Free invoice generator']);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Harbourside Homes' })).toBeInTheDocument();
  });

  it('has every section the specification lists', async () => {
    await renderLanding();
    for (const name of [
      'Property management',
      'Home renovations',
      'Why choose us',
      'Recent projects',
      'What our clients say',
      'Contact us',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('97%')).toBeInTheDocument();
    expect(screen.getByText('on-time rent collection')).toBeInTheDocument();
    expect(screen.getByText('Under 24h')).toBeInTheDocument();
    expect(screen.getByText('maintenance response')).toBeInTheDocument();
    expect(screen.getByText('25+')).toBeInTheDocument();
    expect(screen.getByText('renovations delivered')).toBeInTheDocument();
    expect(screen.getByText('We reply within one business day.')).toBeInTheDocument();
  });

  it('has Privacy and Terms placeholders in the footer', async () => {
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Privacy', 'Terms']) {
      const link = within(footer).getByRole('link', { name });
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(/placeholder/);
    }
  });

  it('sends a visitor from the invoice generator promo to sign in', async () => {
    const { user, router } = await renderLanding();
    await user.click(screen.getByRole('link', { name: 'Open the invoice generator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('takes a signed-in user from the promo to the dashboard', async () => {
    await signInAs('user');
    const { user, router } = await renderLanding();
    await user.click(screen.getByRole('link', { name: 'Open the invoice generator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('holds every other image back until the first hero image is on screen', async () => {
    const { container } = await renderLanding();
    const images = () => [...container.querySelectorAll('img')];
    expect(images()).toHaveLength(1);
    const [hero] = images();
    expect(hero).toHaveAttribute('fetchpriority', 'high');

    act(() => {
      hero!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(images().length).toBeGreaterThan(1));
    // Two more hero slides, the two service pictures and three project photos each for three projects
    // (the current one and those either side).
    expect(images()).toHaveLength(1 + 2 + 2 + 9);
    for (const image of images().slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });
});
