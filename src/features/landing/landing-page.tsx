// The public landing page (SPEC section 2). Its own styles and no dependency beyond React and the
// router, so `/` stays small and fast.
import { useEffect } from 'react';
import { ContactSection } from './contact-section';
import { header, propertyManagement, renovations, sectionIds } from './content';
import { Hero } from './hero';
import { InvoicePromo } from './invoice-promo';
import { ProjectsSection } from './projects-section';
import { ServiceSection } from './service-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUs } from './why-choose-us';
import './landing.css';

export function LandingPage() {
  // The page is drawn after the browser looked for the address's #section: go there now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id !== '') document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div id="top" className="landing">
      <a className="landing__skip-link" href="#main">
        {header.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Hero />
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
  );
}
