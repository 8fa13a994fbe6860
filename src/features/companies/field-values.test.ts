// What the company forms check before sending: the body inputFrom makes, by the request schemas the
// mock's handlers read it with (src/lib/requests/companies.ts).
import { describe, expect, it } from 'vitest';
import { requestErrors } from '@/components/form/request-errors';
import { businessRequest, clientRequest } from '@/lib/requests/companies';
import { BUSINESS_FIELDS, CLIENT_FIELDS, type BusinessFieldName, type ClientFieldName } from './field-definitions';
import { inputFrom, valuesFrom } from './field-values';

const business = (values: Partial<Record<BusinessFieldName, string>>) =>
  requestErrors(businessRequest, inputFrom(BUSINESS_FIELDS, { ...valuesFrom(BUSINESS_FIELDS, null), ...values }));
const client = (values: Partial<Record<ClientFieldName, string>>) =>
  requestErrors(clientRequest, { ...inputFrom(CLIENT_FIELDS, { ...valuesFrom(CLIENT_FIELDS, null), ...values }), linkedBusinessId: 1 });

describe('the company forms check the body they send', () => {
  it('accepts blank optional fields', () => {
    const blank = (names: readonly { name: string }[]) => Object.fromEntries(names.map(({ name }) => [name, '  ']));
    expect(business(blank(BUSINESS_FIELDS))).toEqual({});
    expect(client(blank(CLIENT_FIELDS))).toEqual({});
  });

  it('asks for the linked business of a client', () => {
    expect(
      requestErrors(clientRequest, { ...inputFrom(CLIENT_FIELDS, valuesFrom(CLIENT_FIELDS, null)), linkedBusinessId: Number('') }),
    ).toEqual({
      linkedBusinessId: 'Choose the business this client belongs to.',
    });
  });

  it.each(['accounts@example.co.nz', ' a@b.nz '])('accepts the email %j', (value) => {
    expect(business({ businessEmailAddress: value })).toEqual({});
  });

  it.each(['accounts', 'a@b', 'a b@c.nz'])('refuses the email %j clearly', (value) => {
    expect(client({ clientEmailAddress: value })).toEqual({ clientEmailAddress: 'Enter an email address like name@example.com.' });
  });

  it.each(['+64 9 555 0142', '(09) 555-0142', '0211234567'])('accepts the phone number %j', (value) => {
    expect(business({ businessPhoneNumber: value })).toEqual({});
  });

  it.each(['12345', 'call me', '+64 9 555 0142 1234 56'])('refuses the phone number %j clearly', (value) => {
    expect(client({ clientPhoneNumber: value })).toEqual({
      clientPhoneNumber: 'Enter a phone number of 6 to 15 digits, e.g. +64 9 555 0142.',
    });
  });

  it.each(['12345678', '123456789', '12-345-678', '123-456-789'])('accepts the NZ GST number %j', (value) => {
    expect(business({ businessGst: value })).toEqual({});
  });

  it.each(['1234567', '1234567890', '12-3456-78', 'GST123456', '123 456 789'])('refuses the GST number %j clearly', (value) => {
    expect(client({ clientGst: value })).toEqual({
      clientGst: 'Enter a GST number of 8 or 9 digits, with or without dashes, e.g. 123-456-789.',
    });
  });

  it.each(['1', '42', ' 1042 '])('accepts the sequence number %j', (value) => {
    expect(business({ businessInvoiceSequenceNumber: value })).toEqual({});
  });

  it.each(['0', '-1', '1.5', '1e3', 'ten', '99999999999999999999'])('refuses the sequence number %j clearly', (value) => {
    expect(business({ businessInvoiceSequenceNumber: value })).toEqual({
      businessInvoiceSequenceNumber: 'Enter a whole number of at least 1, e.g. 1 or 42.',
    });
  });

  it('collects the messages of every field in error', () => {
    expect(business({ businessEmailAddress: 'x', businessGst: '1', businessName: 'Fine' })).toEqual({
      businessEmailAddress: 'Enter an email address like name@example.com.',
      businessGst: 'Enter a GST number of 8 or 9 digits, with or without dashes, e.g. 123-456-789.',
    });
  });
});
