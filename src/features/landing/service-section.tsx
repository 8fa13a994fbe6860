// A service the company offers (property management, home renovations): what it is, what is
// included, and a picture.
import type { ImageContent } from './content';
import { Picture } from './picture';
import './landing.css';
import './service-section.css';

interface ServiceSectionProps {
  id: string;
  heading: string;
  intro: string;
  points: readonly string[];
  image: ImageContent;
  /** Puts the picture first on wide screens, so consecutive sections alternate. */
  imageFirst?: boolean;
}

export function ServiceSection({ id, heading, intro, points, image, imageFirst = false }: ServiceSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="landing-section" aria-labelledby={headingId}>
      <div className={`landing__container service ${imageFirst ? 'service--image-first' : ''}`}>
        <div className="service__text">
          <h2 id={headingId} className="landing-section__heading">
            {heading}
          </h2>
          <p className="landing-section__intro">{intro}</p>
          <ul className="service__points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <Picture className="landing-picture service__picture" image={image.image} alt={image.alt} sizes="half" />
      </div>
    </section>
  );
}
