// Contract check: every response the mock backend gives in a test, and every JSON body the client
// sends, is validated against openapi.yaml. An undocumented endpoint, status or body is a violation.
// The checker is the conformance kit's own (scripts/contract-verify/contract.ts): the mock and a
// real backend are judged by the same code.
import { resolve } from 'node:path';
import { loadContract } from '../../scripts/contract-verify/contract';

const contract = loadContract(resolve(process.cwd(), 'openapi.yaml'));

/** Problems with one exchange; empty when request and response match the contract. */
export const checkExchange = contract.checkExchange;
