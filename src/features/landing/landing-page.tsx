// The public landing page (docs/product.md#the-landing-page). Its own styles and no dependency beyond React and the
// router, so `/` stays small and fast.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { ContactSection } from './contact-section';
import { header, propertyManagement, renovations, sectionIds } from './content';
import { Hero } from './hero';
import { InvoicePromo } from './invoice-promo';
import { LaterImagesContext } from './later-images';
import { ProjectsSection } from './projects-section';
import { ServiceSection } from './service-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUs } from './why-choose-us';
import './landing.css';

export function LandingPage() {
  // A production build shows a prerendered copy of this page until the app has loaded
  // (scripts/vite-landing-prerender.ts): remove it before the browser paints this one.
  useLayoutEffect(() => {
    document.getElementById('landing-prerender')?.remove();
  }, []);

  // The page is drawn after the browser looked for the address's #section: go there now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id !== '') document.getElementById(id)?.scrollIntoView();
  }, []);

  // Every other image waits until the first hero image is on screen (see later-images.ts).
  const [laterImagesMayLoad, setLaterImagesMayLoad] = useState(false);
  const releaseLaterImages = useCallback(() => {
    // After the frame that paints the hero image.
    requestAnimationFrame(() => setTimeout(() => setLaterImagesMayLoad(true), 0));
  }, []);

  return (
    <LaterImagesContext value={laterImagesMayLoad}>
      <div id="top" className="landing">
        <a className="landing__skip-link" href="#main">
          {header.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Hero onFirstImageLoaded={releaseLaterImages} />
          <ServiceSection id={sectionIds.propertyManagement} {...propertyManagement} />
          <ServiceSection id={sectionIds.renovations} imageFirst {...renovations} />
          <WhyChooseUs />
          <ProjectsSection />
          <TestimonialsSection />
          <ContactSection />
          <InvoicePromo />
        </main>
        <SiteFooter />
      </div>
    </LaterImagesContext>
  );
}
