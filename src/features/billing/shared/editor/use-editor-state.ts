// The editor's form (a reducer over what was typed), whether it changed, its errors keyed by line
// (so they follow a line that moves), and the line actions that keep keyboard focus in place.
import { useCallback, useReducer, useState, type Dispatch } from 'react';
import type { InvoicingBusiness } from '@/api/types';
import type { FieldErrors } from '@/components/form/use-form-submit';
import { defaultTax, newLine, type EditorForm } from './editor-form';
import { editorReducer, type EditorAction } from './editor-reducer';
import { lineFieldId, type LineErrors } from './line-items';

export interface EditorErrors {
  general: FieldErrors;
  lines: Map<string, LineErrors>;
}

const NO_ERRORS: EditorErrors = { general: {}, lines: new Map() };

/** Field errors keyed by line instead of position, so they follow a line that moves. */
function splitErrors(errors: FieldErrors, form: EditorForm): EditorErrors {
  const general: FieldErrors = {};
  const lines = new Map<string, LineErrors>();
  for (const [field, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.(description|quantity|unitPrice|accountId)$/.exec(field);
    const line = match ? form.lines[Number(match[1])] : undefined;
    if (match && line) lines.set(line.key, { ...lines.get(line.key), [match[2] as keyof LineErrors]: message });
    else general[field] = message;
  }
  return { general, lines };
}

const focusLater = (find: () => HTMLElement | null | undefined) => requestAnimationFrame(() => find()?.focus());

export function useEditorState(initial: EditorForm) {
  const [form, apply] = useReducer(editorReducer, initial);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<EditorErrors>(NO_ERRORS);

  const dispatch: Dispatch<EditorAction> = useCallback((action) => {
    setDirty(true);
    apply(action);
    if (action.type === 'line' && action.field !== 'tax') {
      // Correcting a line clears its message.
      const field = action.field;
      setErrors((previous) => {
        if (!previous.lines.get(action.key)?.[field]) return previous;
        const lines = new Map(previous.lines);
        lines.set(action.key, { ...previous.lines.get(action.key), [field]: undefined });
        return { ...previous, lines };
      });
    }
  }, []);

  const onMove = useCallback(
    (key: string, by: -1 | 1) => {
      dispatch({ type: 'moveLine', key, by });
      // Keep focus on the same line's button after it moved (or on the other one at an end).
      focusLater(() => {
        const button = document.getElementById(lineFieldId(key, by === -1 ? 'up' : 'down')) as HTMLButtonElement | null;
        const other = document.getElementById(lineFieldId(key, by === -1 ? 'down' : 'up'));
        return button && !button.disabled ? button : other;
      });
    },
    [dispatch],
  );

  const onRemove = useCallback(
    (key: string, index: number) => {
      dispatch({ type: 'removeLine', key });
      // On to the line that took its place, else the one before, else Add line.
      focusLater(() => {
        const descriptions = document.querySelectorAll<HTMLElement>('.line-items__description');
        return descriptions[index] ?? descriptions[index - 1] ?? document.getElementById('add-line');
      });
    },
    [dispatch],
  );

  /** A new line: GST as the business charges it (a purchase passes null: 15 %), the account of the line above. */
  const addLine = (business: InvoicingBusiness | null) => {
    const line = { ...newLine(defaultTax(business)), accountId: form.lines.at(-1)?.accountId ?? '' };
    dispatch({ type: 'addLine', tax: line.tax, line });
    focusLater(() => document.getElementById(lineFieldId(line.key, 'description')));
  };

  /** Puts kept work back on screen: it counts as changed. */
  const replace = (next: EditorForm) => {
    apply({ type: 'replace', form: next });
    setDirty(true);
  };

  return {
    form,
    dirty,
    /** After a save: nothing unsaved any more. */
    markSaved: () => setDirty(false),
    dispatch,
    replace,
    errors,
    showErrors: (found: FieldErrors) => setErrors(splitErrors(found, form)),
    /** Changes the errors of the fields outside the lines (the period lock's Date it today clears the date's). */
    updateErrors: (update: (shown: FieldErrors) => FieldErrors) =>
      setErrors((previous) => ({ ...previous, general: update(previous.general) })),
    onMove,
    onRemove,
    addLine,
  };
}
