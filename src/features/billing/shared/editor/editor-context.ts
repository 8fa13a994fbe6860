// The editor's state for its sections, through context instead of props handed down each level.
// Two contexts: the actions (stable for the editor's life, so the memoised line rows read them
// without re-rendering on every keystroke) and the view (what is typed, its errors, the parties).
import { createContext, useContext, type Dispatch, type RefObject } from 'react';
import type { InvoicingBusiness, InvoicingClient } from '@/api/types';
import type { InputTax } from '@/lib/input-tax';
import type { InvoiceTotals, PurchaseTaxCode } from '@/lib/invoice-math';
import type { EditorOutcome } from './editor-actions';
import type { EditorForm } from './editor-form';
import type { EditorAction } from './editor-reducer';
import type { AccountOption } from './line-items';
import type { EditorErrors } from './use-editor-state';

export interface EditorActionsValue {
  dispatch: Dispatch<EditorAction>;
  onMove: (key: string, by: -1 | 1) => void;
  onRemove: (key: string, index: number) => void;
}

export interface EditorViewValue {
  form: EditorForm;
  errors: EditorErrors;
  businesses: readonly InvoicingBusiness[];
  business: InvoicingBusiness | null;
  clients: { data?: InvoicingClient[]; isPending: boolean };
  client: InvoicingClient | null;
  totals: InvoiceTotals<PurchaseTaxCode>;
  /** A purchase's accounts for its lines (null: none yet, or a sale). */
  accounts: readonly AccountOption[] | null;
  /** The GST a purchase may claim, or why not (null: a sale). */
  claim: InputTax | null;
  addLine: () => void;
  /** Takes focus when the problem is with the lines as a whole. */
  linesMessage: RefObject<HTMLDivElement | null>;
  /** What the last save said. */
  outcome: EditorOutcome | null;
  /** Unsaved changes: 'kept' in this browser, or 'not-kept' (the browser refused). */
  changes: 'kept' | 'not-kept' | null;
}

export const EditorActionsContext = createContext<EditorActionsValue | null>(null);
export const EditorViewContext = createContext<EditorViewValue | null>(null);

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside an EditorShell.`);
  return value;
}

export const useEditorActions = () => required(useContext(EditorActionsContext), 'useEditorActions');
export const useEditorView = () => required(useContext(EditorViewContext), 'useEditorView');
