// Reading what people type into a bank payment: invoice numbers with their spacing, case, leading
// zeros or prefix changed, names as banks print them ("KIM H", "J SMITH & CO LTD"), and references
// cut to the 12 characters a NZ payment field holds (docs/invoicing.md#bank-matching).

/** Where a payment's words came from, as the reasons name them. */
export type TextField = 'particulars' | 'code' | 'reference';

export const TEXT_FIELDS: readonly TextField[] = ['particulars', 'code', 'reference'];

/** NZ payment fields hold 12 characters, so a longer reference arrives cut. */
const PAYMENT_FIELD_LENGTH = 12;

/** Upper-case letters and digits only, accents removed: "Rēnō-0042 " → "RENO0042". */
export function compact(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** An invoice number's key parts: "RENO-0042" → { prefix: "RENO", digits: "42" }. */
export interface NumberKey {
  prefix: string;
  digits: string;
}

const stripZeros = (digits: string): string => digits.replace(/^0+(?=\d)/, '');

/** The key of a document's number, or null when it ends in no digits: its last run of digits, and what comes before ("B12-0042" → B12, 42). */
export function numberKey(number: string): NumberKey | null {
  const found = /^(.*?)(\d+)\D*$/.exec(number);
  if (!found) return null;
  return { prefix: compact(found[1] ?? ''), digits: stripZeros(found[2] ?? '') };
}

/** One number written in a payment's words, with what was written before it. */
export interface WrittenNumber {
  /** What may be its prefix: the letters and digits just before it, and the one of an earlier number ("RENO 41, 42"). */
  before: string[];
  digits: string;
  /** How many digits were written, leading zeros included. */
  written: number;
}

/** How far back a prefix is looked for ("INV RENO-0042": RENO, ENO, …, and INVRENO, …). */
const PREFIX_LOOK_BACK = 16;

/** Every number in a field: "Inv 0042 & 43" → 42 after "INV", and 43 after "INV0042" or "INV". */
export function numbersIn(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  const earlier: string[] = [];
  for (const match of text.matchAll(/\d+/g)) {
    const before = compact(text.slice(Math.max(0, match.index - PREFIX_LOOK_BACK), match.index));
    found.push({ before: [...new Set([before, ...earlier.slice(-3)])], digits: stripZeros(match[0]), written: match[0].length });
    earlier.push(before);
  }
  return found;
}

// Words that tell no one apart in a name.
const NAME_NOISE = new Set([
  'LTD',
  'LIMITED',
  'THE',
  'AND',
  'CO',
  'NZ',
  'MR',
  'MRS',
  'MS',
  'MISS',
  'DR',
  'INC',
  'TRUST',
  'TRUSTEE',
  'TRUSTEES',
]);

/** A name's words, upper case, without accents or words like "Ltd": "Hannah Kim" → ["HANNAH", "KIM"]. */
export function nameWords(name: string): string[] {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // Banks drop apostrophes: O’Connor is OCONNOR.
      .replace(/['’‘`]/g, '')
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((word) => word !== '' && !NAME_NOISE.has(word))
  );
}

export type NameStrength = 'full' | 'initials';

/** Names of up to this many words are found in a payee (more are not looked for: a payee holds few words). */
const NAME_WORDS = 5;

const keyOf = (words: readonly string[]): string => [...new Set(words)].sort().join(' ');

/**
 * The keys a party's name is found by in a payee: its words, and every way of writing some of them
 * as initials with at least one whole word of two letters or more ("Hannah Kim": "HANNAH KIM" in
 * full, "H KIM" and "HANNAH K" by initials).
 */
export function nameKeys(partyWords: readonly string[]): { key: string; strength: NameStrength }[] {
  const words = [...new Set(partyWords)];
  if (words.length === 0 || words.length > NAME_WORDS) return [];
  const keys = new Map<string, NameStrength>();
  for (let mask = 0; mask < 1 << words.length; mask += 1) {
    const written = words.map((word, at) => (mask & (1 << at) ? word.charAt(0) : word));
    if (!written.some((word) => word.length >= 2)) continue;
    const key = keyOf(written);
    if (!keys.has(key)) keys.set(key, written.every((word, at) => word === words[at]) ? 'full' : 'initials');
  }
  return [...keys].map(([key, strength]) => ({ key, strength }));
}

/** The keys a payee may name a party by: every set of up to five of its first eight words. */
export function payeeKeys(payee: string): string[] {
  const words = [...new Set(nameWords(payee))].slice(0, 8).sort();
  const keys: string[] = [];
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length > 0) keys.push(chosen.join(' '));
    if (chosen.length === NAME_WORDS) return;
    for (let at = from; at < words.length; at += 1) pick(at + 1, [...chosen, words[at] ?? '']);
  };
  pick(0, []);
  return keys;
}

/** The keys a reference is found by: whole, and cut to a payment field's length. */
export function referenceKeys(reference: string): string[] {
  const whole = compact(reference);
  const cut = compact(reference.slice(0, PAYMENT_FIELD_LENGTH));
  if (whole === '') return [];
  return cut !== '' && cut !== whole ? [whole, cut] : [whole];
}
