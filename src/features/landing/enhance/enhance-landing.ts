// The landing page's own script for the prerendered page (scripts/vite-landing-prerender.ts): what
// a visitor who reads the page or writes to us needs (the carousels with their controls, the
// header's menu, the contact form, the later images), without React, the router or the app
// (docs/landing-page.md#how-the-page-loads). The app starts when the visitor heads for it
// (src/app/landing-visit.ts).
import { afterLandingPaint } from '../after-hero-paint';
import { enhanceCarousel } from './carousel';
import { enhanceContactForm } from './contact-form';
import { createLaterImages } from './later-images';
import { enhanceSiteHeader } from './site-header';

/** Brings the prerendered page to life; returns what stops it (the app takes over). */
export function enhanceLanding(page: HTMLElement): () => void {
  const images = createLaterImages();
  const stops = [...page.querySelectorAll<HTMLElement>('.carousel')].map((carousel) => enhanceCarousel(carousel, images));
  for (const picture of page.querySelectorAll('picture[data-image]')) {
    if (!picture.closest('.carousel__slide')) images.allow(picture);
  }
  const header = page.querySelector<HTMLElement>('.site-header');
  if (header) stops.push(enhanceSiteHeader(header));
  const form = page.querySelector<HTMLFormElement>('form.contact-form');
  if (form) stops.push(enhanceContactForm(form));
  // Every other image waits until the first hero image is on screen (see ../later-images.ts).
  void afterLandingPaint(document).then(images.release);
  return () => stops.forEach((stop) => stop());
}
