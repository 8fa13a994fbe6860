import { company, contact, sectionIds } from './content';
import { ContactForm } from './contact-form';
import './landing.css';
import './contact-section.css';

export function ContactSection() {
  return (
    <section id={sectionIds.contact} className="landing-section" aria-labelledby="contact-heading">
      <div className="landing__container contact">
        <div className="contact__intro">
          <h2 id="contact-heading" className="landing-section__heading">
            {contact.heading}
          </h2>
          <p className="landing-section__intro">{contact.intro}</p>
          <p className="contact__promise">{contact.replyPromise}</p>
          <h3 className="contact__details-heading">{contact.detailsHeading}</h3>
          <ul className="contact__details">
            <li>
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>{company.address}</li>
            <li>{company.hours}</li>
          </ul>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
