import { sectionIds, whyChooseUs } from './content';
import './landing.css';
import './why-choose-us.css';

export function WhyChooseUs() {
  return (
    <section id={sectionIds.whyChooseUs} className="landing-section landing-section--muted" aria-labelledby="why-choose-us-heading">
      <div className="landing__container">
        <h2 id="why-choose-us-heading" className="landing-section__heading">
          {whyChooseUs.heading}
        </h2>
        <ul className="reasons">
          {whyChooseUs.reasons.map((reason) => (
            <li key={reason.title} className="reasons__item">
              <h3 className="reasons__title">{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
