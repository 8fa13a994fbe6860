// The parts of the contract a service may offer, what each needs, and what the app may use given
// the service's capability document (GET /api/capabilities). Shared by the client, the mock backend
// and the conformance kit: docs/backend.md#the-capability-document, decision 341.
// The operations themselves (OPERATIONS in api-values) stay out of this module: the app needs only the rules.
import { CONTRACT_VERSION } from '@/config/api-values';

/** The specification's service: always there, never listed in the document. */
export const CORE_TAGS = ['auth', 'users', 'admin', 'health'] as const;

/** The tag of GET /api/capabilities itself: there unless the service is the specification's. */
export const CAPABILITIES_TAG = 'capabilities';

/**
 * Each part: the contract's tags it covers and what it needs. `needs` is a list of alternatives
 * that must all hold; one alternative holds when any part in it is offered (bank matching needs
 * invoices or bills).
 */
const PARTS = {
  invoices: { tags: ['invoices', 'invoicing'], needs: [] },
  recurring: { tags: ['recurring'], needs: [['invoices']] },
  quotes: { tags: ['quotes'], needs: [['invoices']] },
  'credit-notes': { tags: ['credit-notes'], needs: [['invoices']] },
  statements: { tags: ['statements'], needs: [['invoices']] },
  'gst-returns': { tags: ['gst-returns'], needs: [['invoices']] },
  reports: { tags: ['reports'], needs: [['invoices']] },
  ledger: { tags: ['ledger'], needs: [['invoices', 'purchases']] },
  purchases: { tags: ['purchases'], needs: [] },
  'bank-accounts': { tags: ['bank-accounts'], needs: [['invoices', 'purchases']] },
  sending: { tags: ['sending'], needs: [['invoices']] },
  'document-links': { tags: ['document-links'], needs: [['invoices']] },
} as const satisfies Record<string, { tags: readonly string[]; needs: readonly (readonly string[])[] }>;

export type PartName = keyof typeof PARTS;

export const PART_NAMES = Object.keys(PARTS) as PartName[];

/**
 * Pieces of a part that also need another part: the part's screens leave them out otherwise (the
 * GST return's purchase boxes without purchases, a quote's Email button without quotes).
 */
const FEATURES = {
  'gst-return-purchases': ['gst-returns', 'purchases'],
  'aged-payables': ['reports', 'purchases'],
  'job-costing': ['reports', 'quotes'],
  'quote-emails': ['sending', 'quotes'],
  'credit-note-emails': ['sending', 'credit-notes'],
  'statement-emails': ['sending', 'statements'],
  'quote-links': ['document-links', 'quotes'],
  'credit-note-links': ['document-links', 'credit-notes'],
} as const satisfies Record<string, readonly PartName[]>;

type FeatureName = keyof typeof FEATURES;

const isPartName = (name: string): name is PartName => Object.hasOwn(PARTS, name);

/** The part an operation's tag belongs to; null for the specification's core and the document itself. */
export function partOfTag(tag: string): PartName | null {
  return PART_NAMES.find((part) => (PARTS[part].tags as readonly string[]).includes(tag)) ?? null;
}

/**
 * Tags a service answers when it offers any of several parts: the businesses and clients a user may
 * work for (`invoicing`) are invoices' part, and purchases choose their business from them too.
 */
const SHARED_TAGS: Readonly<Record<string, readonly PartName[]>> = { invoicing: ['invoices', 'purchases'] };

/** Whether a tag's operations are answered when `offered` parts are (the core always). */
export function tagOffered(tag: string, offered: ReadonlySet<PartName>): boolean {
  const part = partOfTag(tag);
  if (part === null) return true;
  return (SHARED_TAGS[tag] ?? [part]).some((each) => offered.has(each));
}

/** `1.4.2` → [1, 4, 2]; null when it is not `MAJOR.MINOR.PATCH`. */
function versionParts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * The service's contract version against the app's. `breaking`: another major version (or not a
 * version at all); `older`/`newer`: same major, the parts the service lacks are simply not listed,
 * and what it adds is ignored.
 */
export type VersionSkew = 'same' | 'older' | 'newer' | 'breaking';

export function versionSkew(service: string, app: string = CONTRACT_VERSION): VersionSkew {
  const ours = versionParts(app);
  const theirs = versionParts(service);
  if (!ours || !theirs || ours[0] !== theirs[0]) return 'breaking';
  for (const index of [1, 2] as const) {
    if (theirs[index] < ours[index]) return 'older';
    if (theirs[index] > ours[index]) return 'newer';
  }
  return 'same';
}

export interface CapabilityDocument {
  contractVersion: string;
  /** The known parts listed, in the app's order; unknown names are dropped. */
  parts: PartName[];
}

/** The document's known content, or null when it is not a capability document. */
export function parseCapabilityDocument(json: unknown): CapabilityDocument | null {
  // Loose on purpose: a newer service may add properties and parts this app does not know. Checked by
  // hand: every signed-in page reads it, and a schema library would weigh on each of them.
  if (typeof json !== 'object' || json === null) return null;
  const { contractVersion, parts } = json as Record<string, unknown>;
  if (typeof contractVersion !== 'string' || !Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return null;
  const listed = new Set<string>(parts);
  return { contractVersion, parts: PART_NAMES.filter((part) => listed.has(part)) };
}

/** The parts the app may use: those offered whose needs are offered too (in the app's order). */
export function effectiveParts(offered: Iterable<string>): PartName[] {
  const on = new Set<string>(offered);
  // A part turned off can turn off what needs it (none do today, but the rule should not depend on order).
  for (let changed = true; changed;) {
    changed = false;
    for (const part of PART_NAMES) {
      if (!on.has(part)) continue;
      const needs: readonly (readonly string[])[] = PARTS[part].needs;
      if (needs.every((anyOf) => anyOf.some((need) => on.has(need)))) continue;
      on.delete(part);
      changed = true;
    }
  }
  return PART_NAMES.filter((part) => on.has(part));
}

export interface Capabilities {
  /** `spec`: no document (404), the specification's service; `document`: read from it; `unreadable`: an answer that is not one. */
  source: 'spec' | 'document' | 'unreadable';
  /** The parts the app may use. */
  parts: ReadonlySet<PartName>;
  /** The parts the service listed and the app cannot use, each with why (a missing need, a breaking version). */
  off: ReadonlyMap<PartName, string>;
  skew: VersionSkew;
  serviceVersion?: string;
}

/** The specification's service: the core only. */
const SPEC_CAPABILITIES: Capabilities = { source: 'spec', parts: new Set(), off: new Map(), skew: 'same' };

/**
 * What the app may use, from the answer to GET /api/capabilities: its status and body. 404 is the
 * specification's service; a breaking version difference offers the core only, and an administrator
 * is told once (the screens decide how).
 */
export function resolveCapabilities(status: number, json: unknown, app: string = CONTRACT_VERSION): Capabilities {
  if (status === 404) return SPEC_CAPABILITIES;
  const document = status === 200 ? parseCapabilityDocument(json) : null;
  if (!document) return { ...SPEC_CAPABILITIES, source: 'unreadable' };
  const skew = versionSkew(document.contractVersion, app);
  const base = { source: 'document', skew, serviceVersion: document.contractVersion } as const;
  if (skew === 'breaking') {
    const why = `the service implements contract ${document.contractVersion}, this app ${app}`;
    return { ...base, parts: new Set(), off: new Map(document.parts.map((part) => [part, why])) };
  }
  const parts = new Set(effectiveParts(document.parts));
  const off = new Map<PartName, string>();
  for (const part of document.parts) {
    if (parts.has(part)) continue;
    const missing = PARTS[part].needs.filter((anyOf) => !anyOf.some((need) => parts.has(need)));
    off.set(part, `it needs ${missing.map((anyOf) => anyOf.join(' or ')).join(' and ')}`);
  }
  return { ...base, parts, off };
}

/** What a screen or a link needs of the service: one part, or a feature (parts together). */
export type Offering = PartName | FeatureName;

/** The parts an offering needs, all of them. */
export const partsOf = (offering: Offering): readonly PartName[] => (isPartName(offering) ? [offering] : FEATURES[offering]);

export function isOffered(capabilities: Pick<Capabilities, 'parts'>, offering: Offering): boolean {
  return partsOf(offering).every((part) => capabilities.parts.has(part));
}

/**
 * The mock backend's `MOCK_CAPABILITIES` / `?mockCapabilities=`: `spec` (no document), `all`, or
 * parts separated by commas. Null for `spec`; throws naming an unknown part.
 */
export function parseCapabilitySelection(value: string): PartName[] | null {
  const text = value.trim().toLowerCase();
  if (text === 'spec') return null;
  if (text === 'all' || text === '') return [...PART_NAMES];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isPartName(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown part ${unknown.join(', ')}: use spec, all, or some of ${PART_NAMES.join(', ')}.`);
  }
  return PART_NAMES.filter((part) => names.includes(part));
}
