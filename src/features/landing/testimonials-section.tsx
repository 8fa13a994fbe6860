// What clients say, one quote at a time, rotating every 7 s.
import { ROTATION } from '@/config/constants';
import { Carousel } from './carousel';
import { sectionIds, testimonials } from './content';
import './landing.css';
import './testimonials.css';

export function TestimonialsSection() {
  return (
    <section id={sectionIds.testimonials} className="landing-section landing-section--muted" aria-labelledby="testimonials-heading">
      <div className="landing__container">
        <h2 id="testimonials-heading" className="landing-section__heading">
          {testimonials.heading}
        </h2>
        <Carousel
          className="testimonials"
          label={testimonials.carouselLabel}
          items={testimonials.items}
          intervalMs={ROTATION.testimonialsMs}
          describe={(item) => `${item.quote} — ${item.name}`}
          renderSlide={(item) => (
            <figure className="testimonial">
              <blockquote className="testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonial__by">
                <span className="testimonial__name">{item.name}</span>
                <span className="testimonial__detail">{item.detail}</span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}
