// Whether a PDF carries content that acts by itself: scripts, actions run on opening or on a page,
// launched programs, embedded files, rich media, XFA forms (decision 320). A receipt needs none of
// them, so the upload form and the mock refuse such a PDF rather than store it for a colleague to open.
// Names are compared after their #xx escapes are undone (/J#61vaScript is /JavaScript), and the
// compressed object streams of PDF 1.5+ are inflated and read too, since dictionaries hide there.

/** Names whose presence anywhere makes a PDF active. /OpenAction alone only sets the first view. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** Every object stream of a 10 MB file together may not inflate past this (a zip bomb is refused). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const found of text.matchAll(NAME)) names.add(decodeName(found[1] ?? ''));
  return names;
}

const hasActiveName = (text: string) => [...namesIn(text)].some((name) => ACTIVE_NAMES.has(name));

/** Bytes as one character each (Latin-1), so byte offsets and string offsets agree. */
function asLatin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return text;
}

class Unreadable extends Error {}

async function inflate(data: Uint8Array, budget: { left: number }): Promise<string> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(data.slice());
      controller.close();
    },
  });
  const reader = source.pipeThrough(new DecompressionStream('deflate')).getReader();
  const chunks: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return chunks.join('');
      budget.left -= value.length;
      if (budget.left < 0) throw new Unreadable();
      chunks.push(asLatin1(value));
    }
  } catch {
    await reader.cancel().catch(() => undefined);
    throw new Unreadable();
  }
}

/** The object streams' contents, inflated. Throws Unreadable when one cannot be read. */
async function objectStreams(text: string, bytes: Uint8Array): Promise<string[]> {
  const found: string[] = [];
  const budget = { left: MAX_INFLATED_BYTES };
  const streamStart = /\bstream\r?\n/g;
  for (let match = streamStart.exec(text); match !== null; match = streamStart.exec(text)) {
    const dictionaryStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(dictionaryStart === -1 ? 0 : dictionaryStart, match.index);
    const names = namesIn(dictionary);
    const dataStart = match.index + match[0].length;
    const length = /\/Length\s+(\d+)\s*(?:\/|>>)/.exec(dictionary);
    const end = length ? dataStart + Number(length[1]) : text.indexOf('endstream', dataStart);
    streamStart.lastIndex = Math.max(dataStart, end === -1 ? text.length : end);
    if (!names.has('ObjStm')) continue;
    const filters = [...names].filter((name) => /Decode$/.test(name));
    if (filters.length === 0) {
      found.push(text.slice(dataStart, end));
      continue;
    }
    // Only Flate is used for object streams in practice; one packed otherwise cannot be vouched for.
    if (filters.length > 1 || filters[0] !== 'FlateDecode' || end === -1) throw new Unreadable();
    found.push(await inflate(bytes.subarray(dataStart, end), budget));
  }
  return found;
}

/** True when the PDF holds scripts, automatic actions or embedded content, or hides objects it cannot be read for. */
export async function pdfHasActiveContent(bytes: Uint8Array): Promise<boolean> {
  const text = asLatin1(bytes);
  if (hasActiveName(text)) return true;
  try {
    return (await objectStreams(text, bytes)).some(hasActiveName);
  } catch (error) {
    if (error instanceof Unreadable) return true;
    throw error;
  }
}
