import { projects, sectionIds } from './content';
import { ProjectCaseStudy } from './project-case-study';
import './landing.css';
import './projects.css';

export function ProjectsSection() {
  return (
    <section id={sectionIds.projects} className="landing-section" aria-labelledby="projects-heading">
      <div className="landing__container">
        <h2 id="projects-heading" className="landing-section__heading">
          {projects.heading}
        </h2>
        <p className="landing-section__intro">{projects.intro}</p>
        <div className="projects">
          {projects.items.map((project, i) => (
            <ProjectCaseStudy key={project.title} project={project} headingId={`project-${i + 1}-heading`} />
          ))}
        </div>
      </div>
    </section>
  );
}
