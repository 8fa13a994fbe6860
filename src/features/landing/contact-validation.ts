// The contact form's checks, shared by the React form and the prerendered page's script
// (enhance/contact-form.ts): the same messages, whichever runs the form.
import { isEmail } from '@/lib/validation';
import { contact } from './content';

export const REQUIRED_CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof REQUIRED_CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

export function validateContact(data: FormData): ContactErrors {
  const value = (field: ContactField) => {
    const raw = data.get(field);
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const errors: ContactErrors = {};
  if (value('name') === '') errors.name = contact.errors.nameMissing;
  if (value('email') === '') errors.email = contact.errors.emailMissing;
  else if (!isEmail(value('email'))) errors.email = contact.errors.emailInvalid;
  if (value('message') === '') errors.message = contact.errors.messageMissing;
  return errors;
}

export const isRequiredContactField = (name: string): name is ContactField => (REQUIRED_CONTACT_FIELDS as readonly string[]).includes(name);

/** The first field to fix, in the form's order. */
export const firstInvalidField = (errors: ContactErrors): ContactField | undefined =>
  REQUIRED_CONTACT_FIELDS.find((field) => errors[field] !== undefined);

/** The ids that tie a field's control to its message (aria-describedby). */
export const contactFieldIds = (field: string) => ({ control: `contact-${field}`, error: `contact-${field}-error` });
