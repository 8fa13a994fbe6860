// Which parts of the contract the mock offers: all by default, any subset, or none with no capability
// document at all ("spec", the specification's service). `MOCK_CAPABILITIES` for `npm run
// mock:server`, `?mockCapabilities=` in the page, the `capabilities` global in Storybook
// (docs/mock-backend.md#capabilities). The routing answers the rest as Spring answers an unmapped path.
import { CAPABILITIES_TAG, PART_NAMES, tagOffered, type PartName } from '../../src/lib/capabilities';

let offered: ReadonlySet<PartName> | null = new Set(PART_NAMES);

/** The parts offered, or null for the specification's service (no capability document). */
export function setMockCapabilities(parts: readonly PartName[] | null): void {
  offered = parts === null ? null : new Set(parts);
}

/** The parts offered, or null for the specification's service. */
export const mockCapabilities = (): PartName[] | null => (offered === null ? null : PART_NAMES.filter((part) => offered?.has(part)));

/** Whether the mock answers operations of `tag`: the core always, the document unless "spec". */
export function offersTag(tag: string): boolean {
  if (tag === CAPABILITIES_TAG) return offered !== null;
  return tagOffered(tag, offered ?? new Set());
}

/** Whether a part is offered (for the mock's own background work, e.g. recurring generation). */
export const offersPart = (part: PartName): boolean => offered?.has(part) ?? false;
