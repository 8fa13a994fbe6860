// Reading what people type into a bank payment: invoice numbers with their spacing, case, leading
// zeros or prefix changed, names as banks print them ("KIM H", "J SMITH & CO LTD"), and references
// cut to the 12 characters a NZ payment field holds (docs/invoicing.md#bank-matching).

/** Where a payment's words came from, as the reasons name them. */
export type TextField = 'particulars' | 'code' | 'reference';

export const TEXT_FIELDS: readonly TextField[] = ['particulars', 'code', 'reference'];

/** NZ payment fields hold 12 characters, so a longer reference arrives cut. */
export const PAYMENT_FIELD_LENGTH = 12;

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

/** The key of a document's number, or null when it ends in no digits. */
export function numberKey(number: string): NumberKey | null {
  const found = /^(.*?)(\d+)$/.exec(compact(number));
  if (!found) return null;
  return { prefix: (found[1] ?? '').replace(/\d/g, ''), digits: stripZeros(found[2] ?? '') };
}

/** One number written in a payment's words, with the letters just before it. */
export interface WrittenNumber {
  /** Letters before the digits (or before an earlier number of the same field: "RENO 41, 42"). */
  letters: string;
  digits: string;
  /** How many digits were written, leading zeros included. */
  written: number;
}

const NUMBER_IN_TEXT = /([A-Za-z\u00C0-\u024F]+)?[\s#:./_-]{0,3}(\d+)/g;

/** Every number in a field, e.g. "Inv 0042 & 43" → INV 42, INV 43 (the second inherits the prefix). */
export function numbersIn(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  let carried = '';
  for (const match of text.matchAll(NUMBER_IN_TEXT)) {
    const letters = compact(match[1] ?? '');
    const digits = match[2] ?? '';
    if (letters !== '') carried = letters;
    found.push({ letters: letters || carried, digits: stripZeros(digits), written: digits.length });
  }
  return found;
}

// Words that tell no one apart in a name.
const NAME_NOISE = new Set(['LTD', 'LIMITED', 'THE', 'AND', 'CO', 'NZ', 'MR', 'MRS', 'MS', 'MISS', 'DR', 'INC', 'TRUST', 'TRUSTEE', 'TRUSTEES']);

/** A name's words, upper case, without accents or words like "Ltd": "Hannah Kim" → ["HANNAH", "KIM"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '' && !NAME_NOISE.has(word));
}

export type NameStrength = 'full' | 'initials';

/**
 * Whether the payee names the party: every word of the party's name is in the payee, whole or as
 * its initial ("H KIM" names Hannah Kim, by initials), and at least one whole word of two letters or more.
 */
export function payeeNames(payeeWords: ReadonlySet<string>, partyWords: readonly string[]): NameStrength | null {
  if (partyWords.length === 0) return null;
  let whole = 0;
  let initials = 0;
  for (const word of partyWords) {
    if (payeeWords.has(word)) {
      if (word.length >= 2) whole += 1;
    } else if (payeeWords.has(word.charAt(0))) {
      initials += 1;
    } else {
      return null;
    }
  }
  if (whole === 0) return null;
  return initials === 0 ? 'full' : 'initials';
}

/** The keys a reference is found by: whole, and cut to a payment field's length. */
export function referenceKeys(reference: string): string[] {
  const whole = compact(reference);
  const cut = compact(reference.slice(0, PAYMENT_FIELD_LENGTH));
  if (whole === '') return [];
  return cut !== '' && cut !== whole ? [whole, cut] : [whole];
}
