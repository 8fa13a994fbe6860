import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@/config/api-values';
import {
  CAPABILITIES_TAG,
  CORE_TAGS,
  PART_NAMES,
  effectiveParts,
  isOffered,
  parseCapabilityDocument,
  parseCapabilitySelection,
  partOfTag,
  tagOffered,
  resolveCapabilities,
  versionSkew,
} from './capabilities';

describe('the parts of the contract', () => {
  it('gives every tag of openapi.yaml to exactly one part, the core or the document itself', () => {
    const tags = new Set(OPERATIONS.map((operation) => operation.tag));
    const homeless = [...tags].filter(
      (tag) => partOfTag(tag) === null && !(CORE_TAGS as readonly string[]).includes(tag) && tag !== CAPABILITIES_TAG,
    );
    expect(homeless).toEqual([]);
  });

  it('leaves the specification’s 18 calls in the core', () => {
    const core = OPERATIONS.filter((operation) => partOfTag(operation.tag) === null && operation.tag !== CAPABILITIES_TAG);
    expect(core).toHaveLength(18);
    expect(core.map(({ method, path }) => `${method} ${path}`)).toContain('GET /api/admin/users');
  });

  it('reads a part’s operations from their tags', () => {
    const operationsOf = (part: string) => OPERATIONS.filter((operation) => partOfTag(operation.tag) === part);
    const invoices = operationsOf('invoices').map((operation) => operation.id);
    expect(invoices).toContain('createInvoice');
    expect(invoices).toContain('listInvoicingBusinesses');
    expect(invoices).not.toContain('createCreditNote');
    expect(operationsOf('credit-notes').map((operation) => operation.id)).toContain('createCreditNote');
  });
});

describe('effectiveParts', () => {
  it('turns off a part whose needs are not offered', () => {
    expect(effectiveParts(['credit-notes', 'quotes', 'purchases'])).toEqual(['purchases']);
    expect(effectiveParts(['invoices', 'credit-notes'])).toEqual(['invoices', 'credit-notes']);
  });

  it('lets bank accounts stand on invoices or on purchases', () => {
    expect(effectiveParts(['bank-accounts'])).toEqual([]);
    expect(effectiveParts(['bank-accounts', 'purchases'])).toEqual(['purchases', 'bank-accounts']);
    expect(effectiveParts(['bank-accounts', 'invoices'])).toEqual(['invoices', 'bank-accounts']);
  });

  it('ignores names it does not know', () => {
    expect(effectiveParts(['invoices', 'payroll'])).toEqual(['invoices']);
  });
});

describe('versionSkew', () => {
  it('calls another major version breaking, and an older or newer minor not', () => {
    expect(versionSkew('2.0.0', '1.4.0')).toBe('breaking');
    expect(versionSkew('0.9.0', '1.4.0')).toBe('breaking');
    expect(versionSkew('1.3.9', '1.4.0')).toBe('older');
    expect(versionSkew('1.4.1', '1.4.0')).toBe('newer');
    expect(versionSkew('1.10.0', '1.9.0')).toBe('newer');
    expect(versionSkew('1.4.0', '1.4.0')).toBe('same');
  });

  it('calls a version it cannot read breaking', () => {
    expect(versionSkew('one', '1.4.0')).toBe('breaking');
  });
});

describe('parseCapabilityDocument', () => {
  it('keeps the known parts and ignores unknown parts and properties', () => {
    expect(parseCapabilityDocument({ contractVersion: '1.2.0', parts: ['payroll', 'quotes', 'invoices'], region: 'nz' })).toEqual({
      contractVersion: '1.2.0',
      parts: ['invoices', 'quotes'],
    });
  });

  it('refuses what is not a capability document', () => {
    expect(parseCapabilityDocument({ parts: ['invoices'] })).toBeNull();
    expect(parseCapabilityDocument({ contractVersion: '1.1.0', parts: 'invoices' })).toBeNull();
    expect(parseCapabilityDocument('<html>')).toBeNull();
  });
});

describe('resolveCapabilities', () => {
  it('takes a 404 for the specification’s service: no part', () => {
    const capabilities = resolveCapabilities(404, { title: 'Not Found' }, '1.1.0');
    expect(capabilities.source).toBe('spec');
    expect([...capabilities.parts]).toEqual([]);
  });

  it('offers the parts listed whose needs are offered, and says why the others are off', () => {
    const capabilities = resolveCapabilities(
      200,
      { contractVersion: '1.1.0', parts: ['invoices', 'sending', 'reports', 'bank-accounts'] },
      '1.1.0',
    );
    expect([...capabilities.parts]).toEqual(['invoices', 'reports', 'bank-accounts', 'sending']);
    expect(isOffered(capabilities, 'aged-payables')).toBe(false);
    expect(isOffered(capabilities, 'quote-emails')).toBe(false);
    const withoutInvoices = resolveCapabilities(200, { contractVersion: '1.1.0', parts: ['quotes', 'purchases', 'gst-returns'] }, '1.1.0');
    expect([...withoutInvoices.parts]).toEqual(['purchases']);
    expect(withoutInvoices.off.get('quotes')).toBe('it needs invoices');
    expect(isOffered(withoutInvoices, 'gst-return-purchases')).toBe(false);
  });

  it('offers an older minor version what it lists, a newer one what the app knows', () => {
    const older = resolveCapabilities(200, { contractVersion: '1.0.5', parts: ['invoices'] }, '1.1.0');
    expect(older.skew).toBe('older');
    expect([...older.parts]).toEqual(['invoices']);
    const newer = resolveCapabilities(200, { contractVersion: '1.7.0', parts: ['invoices', 'payroll'], payroll: { v: 2 } }, '1.1.0');
    expect(newer.skew).toBe('newer');
    expect([...newer.parts]).toEqual(['invoices']);
  });

  it('offers the core only across a breaking version, with the reason for each part listed', () => {
    const capabilities = resolveCapabilities(200, { contractVersion: '2.0.0', parts: ['invoices'] }, '1.1.0');
    expect(capabilities.skew).toBe('breaking');
    expect([...capabilities.parts]).toEqual([]);
    expect(capabilities.off.get('invoices')).toBe('the service implements contract 2.0.0, this app 1.1.0');
  });

  it('treats an answer that is not a document as the core only, but says it was unreadable', () => {
    const capabilities = resolveCapabilities(200, '<html></html>', '1.1.0');
    expect(capabilities.source).toBe('unreadable');
    expect(capabilities.parts.size).toBe(0);
    expect(resolveCapabilities(500, undefined, '1.1.0').source).toBe('unreadable');
  });
});

describe('parseCapabilitySelection', () => {
  it('reads spec, all and a list of parts', () => {
    expect(parseCapabilitySelection('spec')).toBeNull();
    expect(parseCapabilitySelection('all')).toEqual(PART_NAMES);
    expect(parseCapabilitySelection(' Quotes, invoices ')).toEqual(['invoices', 'quotes']);
  });

  it('names an unknown part', () => {
    expect(() => parseCapabilitySelection('invoices,payroll')).toThrow('Unknown part payroll: use spec, all, or some of invoices,');
  });
});

describe('tagOffered', () => {
  it('answers the businesses and clients a user works for with invoices or purchases, and other tags with their part', () => {
    expect(tagOffered('invoicing', new Set(['purchases']))).toBe(true);
    expect(tagOffered('invoicing', new Set(['invoices']))).toBe(true);
    expect(tagOffered('invoicing', new Set(['quotes']))).toBe(false);
    expect(tagOffered('invoices', new Set(['purchases']))).toBe(false);
    expect(tagOffered('admin', new Set())).toBe(true);
  });
});
