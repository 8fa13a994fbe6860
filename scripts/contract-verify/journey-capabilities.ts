// The capability document (docs/backend.md#the-capability-document): read first, anonymously, to
// know which parts to check; 404 is the specification's service. Then the document must tell the
// truth the other way too: an operation of every part it does not list answers 404.
import { PART_NAMES, parseCapabilityDocument, partOfTag, tagOffered, versionSkew, type PartName } from '../../src/lib/capabilities';
import type { Contract, ContractOperation } from './contract';
import { UNKNOWN_ID, type Context } from './journey-support';
import type { Session } from './session';

/** The part an operation of the contract belongs to; null for the core and the document itself. */
export function partOf(operation: ContractOperation): PartName | null {
  const tag = tagOf(operation);
  return tag === null ? null : partOfTag(tag);
}

function tagOf(operation: ContractOperation): string | null {
  const tags: unknown = operation.operation.tags;
  return Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : null;
}

/** The parts the document lists (none when it answers 404, or when it cannot be read). */
export async function readCapabilities(session: Session): Promise<{ offered: Set<PartName>; published: boolean }> {
  const info = session.contract.spec.info as { version?: unknown } | undefined;
  const ours = typeof info?.version === 'string' ? info.version : '';
  const answer = await session.call(
    'the capability document (404: the specification’s service)',
    { method: 'GET', path: '/api/capabilities' },
    {
      status: [200, 404],
      check: (got) => {
        if (got.status !== 200) return [];
        const document = parseCapabilityDocument(got.json);
        if (!document) return [];
        return versionSkew(document.contractVersion, ours) === 'breaking'
          ? [`contractVersion ${document.contractVersion} is a breaking difference from ${ours}: another major version`]
          : [];
      },
    },
  );
  const document = answer.status === 200 ? parseCapabilityDocument(answer.json) : null;
  return { offered: new Set(document?.parts ?? []), published: answer.status === 200 };
}

/** The path of `template` with every parameter an id no record has. */
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, String(UNKNOWN_ID));

/** One read of each part not listed, signed in: it must answer 404 as an unmapped path. */
export async function probeUnlisted(ctx: Context, contract: Contract): Promise<void> {
  for (const part of PART_NAMES.filter((name) => !ctx.offered.has(name))) {
    // Not one a listed part answers too (the businesses a user works for come with purchases as well).
    const read = contract.operations.find(
      (operation) => operation.method === 'get' && partOf(operation) === part && !tagOffered(tagOf(operation) ?? '', ctx.offered),
    );
    if (!read) continue;
    await ctx.session.call(
      `${part} is not listed: ${read.operationId} answers 404`,
      { method: 'GET', path: pathOf(read.template), token: ctx.tokens.user },
      { status: 404 },
    );
  }
}
