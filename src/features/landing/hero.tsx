// The hero: five background images rotating every 6 s behind the headline, the pitch and the calls
// to action, then the three statistics. The first image is the page's largest paint: it loads
// eagerly with high priority (and index.html preloads it); `onFirstImageLoaded` tells the page.
import { ROTATION } from '@/config/constants';
import { Carousel } from './carousel';
import { hero } from './content';
import { Picture } from './picture';
import './landing.css';
import './hero.css';

export function Hero({ onFirstImageLoaded }: { onFirstImageLoaded?: () => void }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="hero__stage">
        <Carousel
          className="carousel--overlay hero__carousel"
          label={hero.carouselLabel}
          items={hero.slides}
          intervalMs={ROTATION.heroMs}
          describe={(slide) => slide.alt}
          renderSlide={(slide, { index, load }) => (
            <Picture
              className="hero__picture"
              image={slide.image}
              alt={slide.alt}
              sizes="hero"
              priority={index === 0}
              hold={!load}
              onLoad={index === 0 ? onFirstImageLoaded : undefined}
            />
          )}
        />
        <div className="landing__container hero__content">
          <h1 id="hero-heading" className="hero__headline">
            {hero.headline}
          </h1>
          <p className="hero__pitch">{hero.pitch}</p>
          <div className="hero__actions">
            <a className="landing-button landing-button--primary" href={hero.primaryCta.href}>
              {hero.primaryCta.label}
            </a>
            <a className="landing-button landing-button--on-dark" href={hero.secondaryCta.href}>
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
      </div>
      <div className="landing__container">
        <ul className="hero__stats" aria-label={hero.statsLabel}>
          {hero.stats.map((stat) => (
            <li key={stat.label} className="hero__stat">
              <span className="hero__stat-value">{stat.value}</span> <span className="hero__stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
