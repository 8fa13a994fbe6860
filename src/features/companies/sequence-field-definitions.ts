// The next numbers of the business's quotes and credit notes (docs/invoicing.md): blank means 1, and
// the server never reuses a number already given, whatever is set here.
import type { BusinessFieldName, FieldDefinition } from './field-definitions';

export const DOCUMENT_SEQUENCE_FIELDS: readonly FieldDefinition<BusinessFieldName>[] = [
  {
    name: 'businessQuoteSequenceNumber',
    label: 'Quote Sequence Number',
    tooltip:
      'The number of the next quote, a whole number of at least 1, e.g. 12 gives RENO-Q-0012. It goes up by one with each quote sent; numbers already sent are never reused.',
    section: 'Other',
    required: false,
    input: 'whole-number',
  },
  {
    name: 'businessCreditNoteSequenceNumber',
    label: 'Credit Note Sequence Number',
    tooltip:
      'The number of the next credit note, a whole number of at least 1, e.g. 3 gives RENO-CN-0003. It goes up by one with each credit note; numbers already used are never reused.',
    section: 'Other',
    required: false,
    input: 'whole-number',
  },
];
