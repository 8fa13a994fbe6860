// The landing page's services and reasons to choose the company (re-exported by content.ts, where
// the rest of the page's words are).
import type { ImageContent } from './content-types';

export const propertyManagement = {
  heading: 'Property management',
  intro:
    'Hand us the keys and the paperwork. We find good tenants, collect the rent, keep the home healthy and tell you what is happening before you have to ask.',
  points: [
    'Tenant finding, reference checks and tenancy agreements',
    'Rent collection with arrears followed up the same day',
    'Routine inspections with photos in your inbox',
    'Maintenance answered within 24 hours by trades we trust',
    'Healthy Homes compliance and insurance paperwork kept current',
  ],
  image: {
    image: 'property-management',
    alt: 'An inspection checklist on a clipboard beside a set of house keys on a kitchen table.',
  } satisfies ImageContent,
} as const;

export const renovations = {
  heading: 'Home renovations',
  intro:
    'From a tired bathroom to a whole-house refresh, our builders plan, consent and finish the work — and because we manage rentals too, we know what lasts.',
  points: [
    'Kitchens and bathrooms, designed around how you live',
    'Decks, exterior repaints and weatherboard repairs',
    'Insulation, ventilation and heating to Healthy Homes standards',
    'Fixed quotes, one project lead and a clean site every day',
  ],
  image: {
    image: 'renovations',
    alt: 'A living-room wall half repainted in deep green, with a roller, drop sheet and colour swatches.',
  } satisfies ImageContent,
} as const;

export const whyChooseUs = {
  heading: 'Why choose us',
  reasons: [
    {
      title: 'One team for both',
      text: 'The people who manage your rental also fix and improve it, so small problems never become big ones.',
    },
    {
      title: 'Local and licensed',
      text: 'Licensed building practitioners and property managers who live and work in Auckland.',
    },
    {
      title: 'Straight answers',
      text: 'Fixed quotes, monthly statements you can read in a minute, and a real person on the phone.',
    },
    {
      title: 'Numbers we stand by',
      text: '97% of rent collected on time, maintenance answered within 24 hours, and 25+ renovations delivered.',
    },
  ],
} as const;
