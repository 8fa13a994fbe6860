// The landing page's recent projects, each with its before, during and after photos (re-exported by
// content.ts, where the rest of the page's words are).
import type { Project } from './content-types';

const projectItems: readonly Project[] = [
  {
    title: 'Villa kitchen renewal',
    location: 'Grey Lynn',
    summary: 'A 1970s kitchen in a 1910 villa, opened up to the dining room with a new island, pendant lights and a tiled splashback.',
    result: 'Finished in six weeks, on the fixed quote. The home re-let within a week at a higher rent.',
    slides: [
      {
        image: 'project-kitchen-before',
        alt: 'Before: a dated kitchen with brown cabinets and a single ceiling light.',
        caption: 'Before',
      },
      {
        image: 'project-kitchen-during',
        alt: 'During: the kitchen stripped back to its timber framing, with a ladder and dust sheets.',
        caption: 'During',
      },
      {
        image: 'project-kitchen-after',
        alt: 'After: white cabinets, a dark island with stools and three pendant lights.',
        caption: 'After',
      },
    ],
  },
  {
    title: 'Bathroom and shower refit',
    location: 'Mount Eden',
    summary: 'A leaking shower-over-bath replaced with a level-entry tiled shower, waterproofed to the code, and a floating timber vanity.',
    result: 'Signed off by council first time; no more mould in the winter.',
    slides: [
      {
        image: 'project-bathroom-before',
        alt: 'Before: an old green-tiled bathroom with a bath, a shower curtain and mould spots.',
        caption: 'Before',
      },
      {
        image: 'project-bathroom-during',
        alt: 'During: waterproofing membrane on the walls, new pipes and half-laid tiles.',
        caption: 'During',
      },
      {
        image: 'project-bathroom-after',
        alt: 'After: a white tiled walk-in shower, a round brass mirror and a timber vanity.',
        caption: 'After',
      },
    ],
  },
  {
    title: 'Exterior repaint and new deck',
    location: 'Devonport',
    summary: 'Weatherboards repaired and repainted, scaffolded safely over a fortnight, and a hardwood deck added for outdoor living.',
    result: 'The owners moved back in to a home that looks new from the street.',
    slides: [
      { image: 'project-exterior-before', alt: 'Before: a weathered villa with peeling paint under a grey sky.', caption: 'Before' },
      {
        image: 'project-exterior-during',
        alt: 'During: the villa wrapped in scaffolding, with a ladder and paint buckets.',
        caption: 'During',
      },
      {
        image: 'project-exterior-after',
        alt: 'After: the freshly painted villa with a new timber deck and outdoor table.',
        caption: 'After',
      },
    ],
  },
];

export const projects = {
  heading: 'Recent projects',
  intro: 'Three homes we have worked on lately, from first visit to handover.',
  carouselLabel: (title: string) => `${title}: photos`,
  items: projectItems,
} as const;
