import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64';
import {
  DEFAULT_EMAIL_TEMPLATES,
  fillTemplate,
  splitAddresses,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
  unknownPlaceholdersMessage,
  withoutLinkLines,
} from './email-templates';
import { DEFAULT_REMINDER_RULES } from './reminders';
import { emailTemplateRequest } from './requests/email';
import { checkRequest } from './requests/issues';

describe('email templates', () => {
  it('fills the known placeholders and leaves other braces as written', () => {
    expect(
      fillTemplate('Hi {client}, {balance} by {dueDate}. {unknown} { client } {}', {
        client: 'Mere',
        balance: '$10.00',
        dueDate: '1 Dec 2026',
      }),
    ).toBe('Hi Mere, $10.00 by 1 Dec 2026. {unknown} { client } {}');
  });

  it('names each unknown placeholder once, by kind', () => {
    expect(unknownPlaceholders('QUOTE', '{number} {dueDate} {nickname} {dueDate} {validUntil}')).toEqual(['dueDate', 'nickname']);
    expect(unknownPlaceholders('INVOICE', '{number} {dueDate}')).toEqual([]);
    expect(unknownPlaceholdersMessage('CREDIT_NOTE', ['balance'])).toBe(
      'Unknown placeholder {balance}. Use only {client}, {business}, {number}, {total}, {invoiceNumber}, {link}.',
    );
  });

  it('starts every business with defaults that use only their own placeholders', () => {
    for (const [kind, template] of Object.entries(DEFAULT_EMAIL_TEMPLATES)) {
      const checked = checkRequest(emailTemplateRequest(kind as keyof typeof TEMPLATE_PLACEHOLDERS), template);
      expect(checked.ok, kind).toBe(true);
    }
  });

  it('refuses an unknown placeholder in the subject or the message, naming the field', () => {
    const checked = checkRequest(emailTemplateRequest('INVOICE'), { subject: 'Invoice {number} {colour}', message: 'Hi' });
    expect(checked).toEqual({
      ok: false,
      issues: [
        {
          field: 'subject',
          message: 'Unknown placeholder {colour}. Use only {client}, {business}, {number}, {total}, {balance}, {dueDate}, {link}.',
        },
      ],
    });
  });

  it('lets a reminder carry {link}, as an invoice does, and never a statement (decision 274)', () => {
    expect(unknownPlaceholders('REMINDER', 'Pay {balance} at {link}')).toEqual([]);
    expect(unknownPlaceholders('STATEMENT', 'Your statement: {link}')).toEqual(['link']);
    expect(checkRequest(emailTemplateRequest('STATEMENT'), { subject: 'Statement', message: 'See {link}' })).toMatchObject({
      ok: false,
      issues: [{ field: 'message', message: 'Unknown placeholder {link}. Use only {client}, {business}, {balance}, {period}.' }],
    });
  });

  it('puts the document’s link in every default template that may have one, and in every default reminder rule', () => {
    for (const [kind, template] of Object.entries(DEFAULT_EMAIL_TEMPLATES)) {
      const mayLink = TEMPLATE_PLACEHOLDERS[kind as keyof typeof TEMPLATE_PLACEHOLDERS].includes('link');
      expect(template.message.includes('{link}'), kind).toBe(mayLink);
    }
    for (const rule of DEFAULT_REMINDER_RULES) expect(rule.message, `${rule.relation} ${String(rule.days)}`).toContain('{link}');
  });

  it('leaves out the lines that hold {link} when there is no link to give, and nothing else', () => {
    expect(withoutLinkLines('Kia ora Mere,\n\nPlease pay.\n\nView it online: {link}\n\nKiwi Ltd')).toBe(
      'Kia ora Mere,\n\nPlease pay.\n\nKiwi Ltd',
    );
    expect(withoutLinkLines('No link here.\n{ link } stays')).toBe('No link here.\n{ link } stays');
  });

  it('splits addresses on commas, semicolons and spaces', () => {
    expect(splitAddresses(' a@x.nz, b@x.nz;c@x.nz  d@x.nz ,, ')).toEqual(['a@x.nz', 'b@x.nz', 'c@x.nz', 'd@x.nz']);
  });

  it('writes bytes as padded base64, also past one slice', () => {
    expect(bytesToBase64(new TextEncoder().encode('%PDF-'))).toBe('JVBERi0=');
    const big = Uint8Array.from({ length: 100_000 }, (_, index) => index % 251);
    expect(Uint8Array.from(atob(bytesToBase64(big)), (char) => char.charCodeAt(0))).toEqual(big);
  });
});
