// The contact form. Not connected to any backend yet: submitting only shows an alert and makes
// no call (docs/product.md#contact-form). Checks happen on submit; what the user typed stays when a check fails, and focus
// goes to the first field to fix.
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { contact } from './content';
import { firstInvalidField, isRequiredContactField, validateContact, type ContactErrors } from './contact-validation';
import { RequiredField } from './required-field';
import './landing.css';
import './contact-form.css';

export function ContactForm() {
  const [errors, setErrors] = useState<ContactErrors>({});

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateContact(new FormData(form));
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid !== undefined) {
      const element = form.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    window.alert(contact.submittedAlert);
    form.reset();
  };

  // A message disappears as soon as its field is edited; the next submit checks again.
  const clearError = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as unknown as HTMLInputElement;
    if (isRequiredContactField(name) && errors[name] !== undefined) {
      setErrors((current) => ({ ...current, [name]: undefined }));
    }
  };

  return (
    // method="dialog": a press before the prerendered page's script has started submits nowhere,
    // instead of reloading the page with the typed words in its address.
    <form className="contact-form" aria-label={contact.formLabel} method="dialog" noValidate onSubmit={submit} onChange={clearError}>
      <RequiredField
        name="name"
        label={contact.fields.name}
        error={errors.name}
        control={(wiring) => <input {...wiring} type="text" autoComplete="name" />}
      />
      <RequiredField
        name="email"
        label={contact.fields.email}
        error={errors.email}
        control={(wiring) => <input {...wiring} type="email" autoComplete="email" />}
      />
      <div className="field">
        <label htmlFor="contact-service">
          {contact.fields.service} <span className="field__optional">{contact.fields.serviceOptional}</span>
        </label>
        <select id="contact-service" name="service" defaultValue="">
          <option value="">{contact.fields.serviceNone}</option>
          {contact.serviceOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <RequiredField
        name="message"
        label={contact.fields.message}
        error={errors.message}
        control={(wiring) => <textarea {...wiring} rows={5} />}
      />
      <button type="submit" className="landing-button landing-button--primary">
        {contact.submit}
      </button>
    </form>
  );
}
