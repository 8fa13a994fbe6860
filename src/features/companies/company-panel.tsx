// One tab of company management: the form (create or edit mode: an edit id is held) and the table.
// Save creates or updates and resets the form; Delete asks first; the lists reload after each change
// (the mutations invalidate them); a refusal (e.g. a business that still has clients) is shown.
import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import { useConfirm } from '@/components/dialog/use-confirm';
import { useResumedEdit } from '@/components/form/use-resumed-edit';
import { LoadError } from '@/components/load-error/load-error';
import { StatusMessage } from '@/components/status-message/status-message';
import { useAuth } from '@/features/session/use-auth';
import { CompanyTable, type CompanyColumn } from './company-table';
import type { CompanyFormProps, SaveOutcome } from './company-form';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export interface CompanyPanelProps<T extends { id: number }> {
  /** "business", "businesses", "Business", "Businesses". */
  noun: { one: 'business' | 'client'; many: string; title: string; titleMany: string };
  list: { data: T[] | undefined; isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  columns: readonly CompanyColumn<T>[];
  /** The columns a phone shows on each row's card (the first column is its title). */
  cardFacts: readonly string[];
  nameOf: (row: T) => string;
  deleteQuestion: string;
  remove: (id: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void }) => void;
  renderForm: (props: Required<CompanyFormProps<T>>) => ReactNode;
  /** A further action per row of the table. */
  rowAction?: (row: T) => ReactNode;
}

export function CompanyPanel<T extends { id: number }>({
  noun,
  list,
  columns,
  cardFacts,
  nameOf,
  deleteQuestion,
  remove,
  renderForm,
  rowAction,
}: CompanyPanelProps<T>) {
  const { username } = useAuth();
  const [chosen, setEditing] = useState<T | null>(null);
  // After a reload or a sign-in, back to the record whose changes were kept in this browser.
  const { resumed, done: resumeDone } = useResumedEdit(noun.one, username, list.data);
  const editing = chosen ?? resumed;
  const [formVersion, setFormVersion] = useState(0);
  const [focusForm, setFocusForm] = useState(false);
  const [formNotice, setFormNotice] = useState<Notice>(null);
  const [listNotice, setListNotice] = useState<Notice>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const formHeadingId = useId();
  const listHeadingId = useId();
  const filterBox = useRef<HTMLInputElement>(null);

  const startCreate = () => {
    resumeDone();
    setEditing(null);
    setFormVersion((version) => version + 1);
    setFocusForm(true);
  };

  const onOutcome = (outcome: SaveOutcome<T>) => {
    if (outcome.kind === 'failed') {
      setFormNotice({ tone: 'error', text: outcome.message });
      return;
    }
    setFormNotice({ tone: 'success', text: `${noun.title} ${outcome.kind}: ${nameOf(outcome.record)}.` });
    startCreate();
  };

  const askToDelete = async (row: T) => {
    const confirmed = await confirm({
      title: deleteQuestion,
      detail: `${nameOf(row)} will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    setListNotice(null);
    setDeletingId(row.id);
    remove(row.id, {
      onSuccess: () => {
        setListNotice({ tone: 'success', text: `${noun.title} deleted: ${nameOf(row)}.` });
        if (editing?.id === row.id) startCreate();
        // The row and its button are gone: carry on from the filter box rather than the page's top.
        filterBox.current?.focus();
      },
      onError: (error) => setListNotice({ tone: 'error', text: errorMessage(error, `The ${noun.one} could not be deleted.`) }),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <div className="companies-panel">
      <section className="ui-card" aria-labelledby={formHeadingId}>
        <h2 id={formHeadingId} className="companies-heading">
          {editing ? `Edit ${noun.one} ${nameOf(editing)}` : `Add a ${noun.one}`}
        </h2>
        {/* A new key, a new form: create mode after each save or Cancel. */}
        <Fragment key={`${editing?.id ?? 'new'}-${formVersion}`}>
          {renderForm({
            editing,
            label: editing ? `${noun.one} ${nameOf(editing)}` : `a new ${noun.one}`,
            focusOnMount: focusForm,
            onSaveStart: () => setFormNotice(null),
            onOutcome,
            onCancel: () => {
              setFormNotice(null);
              startCreate();
            },
          })}
        </Fragment>
        <StatusMessage tone={formNotice?.tone ?? 'info'} className="companies-notice">
          {formNotice?.text ?? null}
        </StatusMessage>
      </section>
      <section aria-labelledby={listHeadingId} className="companies-list-section">
        <h2 id={listHeadingId} className="companies-heading">
          {noun.titleMany}
        </h2>
        <StatusMessage tone={listNotice?.tone ?? 'info'} className="companies-notice">
          {listNotice?.text ?? null}
        </StatusMessage>
        {list.isError && !list.data ? (
          <LoadError
            message={`The ${noun.many} could not be loaded.`}
            detail={errorMessage(list.error, 'Please try again.')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <CompanyTable
            caption={noun.titleMany}
            noun={noun.many}
            columns={columns}
            cardFacts={cardFacts}
            rows={list.data}
            loading={list.isPending}
            nameOf={nameOf}
            editingId={editing?.id ?? null}
            deletingId={deletingId}
            filterRef={filterBox}
            onEdit={(row) => {
              resumeDone();
              setFormNotice(null);
              setEditing(row);
              setFocusForm(true);
            }}
            onDelete={(row) => void askToDelete(row)}
            {...(rowAction ? { rowAction } : {})}
          />
        )}
      </section>
      {dialog}
    </div>
  );
}
