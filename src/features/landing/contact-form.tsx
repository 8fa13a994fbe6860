// The contact form. Not connected to any backend yet: submitting only shows an alert and makes
// no call (docs/product.md#contact-form). Checks happen on submit; what the user typed stays when a check fails, and focus
// goes to the first field to fix.
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { isEmail } from '@/lib/validation';
import { contact } from './content';
import { RequiredField } from './required-field';
import './landing.css';
import './contact-form.css';

const REQUIRED = ['name', 'email', 'message'] as const;
type FieldName = (typeof REQUIRED)[number];
type Errors = Partial<Record<FieldName, string>>;

function validate(data: FormData): Errors {
  const value = (field: FieldName) => {
    const raw = data.get(field);
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const errors: Errors = {};
  if (value('name') === '') errors.name = contact.errors.nameMissing;
  if (value('email') === '') errors.email = contact.errors.emailMissing;
  else if (!isEmail(value('email'))) errors.email = contact.errors.emailInvalid;
  if (value('message') === '') errors.message = contact.errors.messageMissing;
  return errors;
}

const isRequiredField = (name: string): name is FieldName => (REQUIRED as readonly string[]).includes(name);

export function ContactForm() {
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(new FormData(form));
    setErrors(found);
    const firstInvalid = REQUIRED.find((field) => found[field] !== undefined);
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
    if (isRequiredField(name) && errors[name] !== undefined) {
      setErrors((current) => ({ ...current, [name]: undefined }));
    }
  };

  return (
    <form className="contact-form" aria-label={contact.formLabel} noValidate onSubmit={submit} onChange={clearError}>
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
