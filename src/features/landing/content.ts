// Every word, image and alt text of the landing page, here and in the two files this one passes on
// (services-content.ts, projects-content.ts), so the company can edit them without touching a
// component. The company name and contact details are PLACEHOLDERS: replace them before going
// live. Images are named after the files in ./photos (docs/landing-page.md).
// The page title, description and social preview also appear in index.html; a test keeps the two
// in step (src/features/landing/index-html.test.ts).
import type { ImageContent } from './content-types';

export type { ImageContent, Project } from './content-types';
export { projects } from './projects-content';
export { propertyManagement, renovations, whyChooseUs } from './services-content';

// ---- Company (placeholders) ----

export const company = {
  name: 'Harbourside Homes',
  legalName: 'Harbourside Homes Limited',
  region: 'Auckland',
  phone: '09 555 0123',
  phoneHref: 'tel:+6495550123',
  email: 'hello@harbourside.example.co.nz',
  address: '12 Example Street, Ponsonby, Auckland 1011',
  hours: 'Monday to Friday, 8 am to 5 pm',
} as const;

// ---- Page metadata (kept in step with index.html) ----

export const site = {
  title: 'Harbourside Homes — property management and home renovations in Auckland',
  description:
    'Auckland property management and home renovations under one roof: 97% on-time rent collection, maintenance answered within 24 hours and 25+ renovations delivered.',
  socialImageAlt: 'A restored weatherboard villa above the harbour at golden hour.',
} as const;

// ---- Header ----

export const sectionIds = {
  propertyManagement: 'property-management',
  renovations: 'home-renovations',
  whyChooseUs: 'why-choose-us',
  projects: 'projects',
  testimonials: 'testimonials',
  contact: 'contact',
  invoiceGenerator: 'invoice-generator',
} as const;

export const header = {
  navLabel: 'Sections',
  menuButton: 'Menu',
  skipLink: 'Skip to content',
  links: [
    { id: sectionIds.propertyManagement, label: 'Property management' },
    { id: sectionIds.renovations, label: 'Home renovations' },
    { id: sectionIds.projects, label: 'Projects' },
    { id: sectionIds.contact, label: 'Contact' },
    { id: sectionIds.invoiceGenerator, label: 'Free invoice generator' },
  ],
} as const;

// ---- Hero ----

export const hero = {
  headline: 'Your rental looked after. Your home made better.',
  pitch:
    'We manage rental properties across Auckland and renovate the homes our owners and neighbours live in — one local team, one phone number, no surprises.',
  primaryCta: { label: 'Get a free appraisal', href: `#${sectionIds.contact}` },
  secondaryCta: { label: 'See our projects', href: `#${sectionIds.projects}` },
  carouselLabel: 'Homes we manage and renovate',
  slides: [
    { image: 'hero-1', alt: 'A restored weatherboard villa with a picket fence above the harbour at golden hour.' },
    { image: 'hero-2', alt: 'A renovated kitchen with sage-green cabinets, a long island and pendant lights.' },
    { image: 'hero-3', alt: 'A street of three well-kept rental homes, from a classic villa to a modern townhouse.' },
    { image: 'hero-4', alt: 'A builder’s workbench with a hammer, saw, spirit level, tape measure and paint roller.' },
    { image: 'hero-5', alt: 'A bright living room with a teal sofa, a rug and a big window onto green hills.' },
  ] satisfies readonly ImageContent[],
  statsLabel: 'Our record',
  stats: [
    { value: '97%', label: 'on-time rent collection' },
    { value: 'Under 24h', label: 'maintenance response' },
    { value: '25+', label: 'renovations delivered' },
  ],
} as const;

// ---- Testimonials ----

export const testimonials = {
  heading: 'What our clients say',
  carouselLabel: 'Testimonials',
  items: [
    {
      quote:
        'Rent arrives on the same day every month and I get photos after every inspection. I have not had to chase anything in three years.',
      name: 'Aroha T.',
      detail: 'Owner of two rentals, Onehunga',
    },
    {
      quote: 'They replaced our bathroom in three weeks, kept the house tidy with two kids at home, and the price was exactly the quote.',
      name: 'Daniel and Mei L.',
      detail: 'Bathroom renovation, Mount Eden',
    },
    {
      quote: 'Our hot water cylinder failed on a Sunday night. A plumber was there first thing Monday and the tenants were thrilled.',
      name: 'Graham P.',
      detail: 'Landlord, Devonport',
    },
    {
      quote: 'Having the same company manage the tenancy and do the repairs means nothing falls between two stools.',
      name: 'Sione F.',
      detail: 'Owner of a villa, Grey Lynn',
    },
  ],
} as const;

// ---- Free invoice generator ----

export const invoicePromo = {
  heading: 'Free invoice generator',
  text: 'Tradies and landlords: create GST-ready invoices for your own clients in a couple of minutes, free.',
  linkLabel: 'Open the invoice generator',
  account: { before: 'To start, ', login: 'Log in', between: ' or ', register: 'create an account', after: '.' },
} as const;

// ---- Contact ----

export const contact = {
  heading: 'Contact us',
  intro: 'Tell us about your property or project. No obligation, no hard sell.',
  replyPromise: 'We reply within one business day.',
  detailsHeading: 'Other ways to reach us',
  formLabel: 'Contact form',
  fields: {
    name: 'Name',
    email: 'Email',
    service: 'Service',
    serviceOptional: '(optional)',
    serviceNone: 'Choose a service',
    message: 'Message',
  },
  serviceOptions: ['Property Management', 'Home Renovations', 'Both / Not sure'],
  submit: 'Send message',
  errors: {
    nameMissing: 'Enter your name.',
    emailMissing: 'Enter your email address.',
    emailInvalid: 'Enter an email address like name@example.co.nz.',
    messageMissing: 'Enter a message.',
  },
  submittedAlert:
    'Thank you — your message has been submitted. (This form is not connected yet: connect it to a backend so messages reach the team.)',
} as const;

// ---- Footer ----

export const footer = {
  linksLabel: 'Legal',
  privacy: {
    id: 'privacy',
    label: 'Privacy',
    text: 'Privacy policy placeholder: how we collect, use and store personal information under the Privacy Act 2020 will be published here.',
  },
  terms: {
    id: 'terms',
    label: 'Terms',
    text: 'Terms of use placeholder: the terms for using this website and our services will be published here.',
  },
  copyright: (year: number) => `© ${year} ${company.legalName}. All rights reserved.`,
} as const;

// ---- Carousel controls (shared by the hero, the projects and the testimonials) ----

export const carousel = {
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous slide',
  next: 'Next slide',
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  announcement: (position: number, total: number, label: string) => `Slide ${position} of ${total}: ${label}`,
} as const;
