// One project: its photos rotating every 5 s (before, during, after) and what was done.
import { ROTATION } from '@/config/constants';
import { Carousel } from './carousel';
import { projects, type Project } from './content';
import { Picture } from './picture';
import './landing.css';
import './projects.css';

export function ProjectCaseStudy({ project, headingId }: { project: Project; headingId: string }) {
  return (
    <article className="project" aria-labelledby={headingId}>
      <Carousel
        className="carousel--overlay project__carousel"
        label={projects.carouselLabel(project.title)}
        items={project.slides}
        intervalMs={ROTATION.carouselMs}
        describe={(slide) => slide.alt}
        renderSlide={(slide, { load }) => (
          <figure className="project__figure">
            <Picture className="landing-picture" image={slide.image} alt={slide.alt} sizes="half" hold={!load} />
            <figcaption className="project__caption">{slide.caption}</figcaption>
          </figure>
        )}
      />
      <div className="project__text">
        <h3 id={headingId} className="project__title">
          {project.title}
        </h3>
        <p className="project__location">{project.location}</p>
        <p>{project.summary}</p>
        <p className="project__result">{project.result}</p>
      </div>
    </article>
  );
}
