// The prerendered contact form (as ../contact-form.tsx): checked on submit, each message tied to its
// field, focus on the first field to fix, what the user typed kept; a message goes when its field is
// edited. A valid form only shows the alert: no call is made (docs/product.md#contact-form).
import { contact } from '../content';
import {
  contactFieldIds,
  firstInvalidField,
  isRequiredContactField,
  REQUIRED_CONTACT_FIELDS,
  validateContact,
} from '../contact-validation';

function showError(form: HTMLFormElement, field: string, message: string | undefined): void {
  const ids = contactFieldIds(field);
  const control = form.querySelector(`#${ids.control}`);
  if (!control) return;
  let error = form.querySelector(`#${ids.error}`);
  control.setAttribute('aria-invalid', String(message !== undefined));
  if (message === undefined) {
    error?.remove();
    control.removeAttribute('aria-describedby');
    return;
  }
  if (!error) {
    error = document.createElement('p');
    error.id = ids.error;
    error.className = 'field__error';
    control.after(error);
  }
  error.textContent = message;
  control.setAttribute('aria-describedby', ids.error);
}

export function enhanceContactForm(form: HTMLFormElement): () => void {
  const submit = (event: Event) => {
    event.preventDefault();
    const found = validateContact(new FormData(form));
    for (const field of REQUIRED_CONTACT_FIELDS) showError(form, field, found[field]);
    const first = firstInvalidField(found);
    if (first !== undefined) {
      const element = form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    window.alert(contact.submittedAlert);
    form.reset();
  };
  const edit = (event: Event) => {
    const { name } = event.target as HTMLInputElement;
    if (isRequiredContactField(name) && form.querySelector(`#${contactFieldIds(name).error}`)) showError(form, name, undefined);
  };
  form.addEventListener('submit', submit);
  form.addEventListener('input', edit);
  return () => {
    form.removeEventListener('submit', submit);
    form.removeEventListener('input', edit);
  };
}
