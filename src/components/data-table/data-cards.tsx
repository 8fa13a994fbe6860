// DataTable on a narrow screen: each row is a card in a list. The card's title, its labelled facts
// (a description list) and its actions are columns named by the table's `card`; sorting moves to a
// select above the list, since there are no headers to press. Virtualisation works as in the table:
// `renderRows` draws the cards in view between spacers, and each card says its place in the list.
import { useId, type ReactNode } from 'react';
import { cellContent } from './cell-content';
import { CardSort } from './card-sort';
import type { DataTableCard, DataTableColumn, DataTableProps, RenderRow, RenderSpacer } from './data-table';
import './data-cards.css';

const cardSpacer: RenderSpacer = (where, height) => (
  <li key={`spacer-${where}`} aria-hidden="true" className="ui-cards__spacer" style={{ height }} />
);

const isBlank = (content: ReactNode) => content === '' || content === null || content === undefined || content === false;

/** `DataTable`'s props with `card` required and the defaults filled in (see `DataTable`). */
type DataCardsProps<T> = DataTableProps<T> & { card: DataTableCard; loadingMessage: ReactNode; emptyMessage: ReactNode };

export function DataCards<T>(props: DataCardsProps<T>) {
  const { columns, rows, rowKey, card, renderRows, rowProps, maxHeight, scrollRef, loading = false } = props;
  const captionId = useId();
  const byId = new Map(columns.map((column) => [column.id, column]));
  const pick = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const [title] = pick([card.title]);
  const facts = pick(card.facts);
  const [actions] = pick(card.actions === undefined ? [] : [card.actions]);
  const virtualised = renderRows !== undefined;

  const renderCard: RenderRow<T> = (row, index, measured) => {
    const extra = rowProps?.(row);
    return (
      <li
        key={rowKey(row)}
        aria-posinset={virtualised ? index + 1 : undefined}
        aria-setsize={virtualised ? rows.length : undefined}
        {...extra}
        {...measured}
        className={['ui-cards__item', extra?.className].filter(Boolean).join(' ')}
      >
        {title ? <p className="ui-cards__title">{cellContent(row, title)}</p> : null}
        <Facts row={row} facts={facts} />
        {actions ? <div className="ui-cards__actions">{cellContent(row, actions)}</div> : null}
      </li>
    );
  };

  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = (
      <p className="ui-cards__state">
        <span className="ui-table__spinner" aria-hidden="true" />
        {props.loadingMessage}
      </p>
    );
  } else if (rows.length === 0) {
    body = <p className="ui-cards__state">{props.emptyMessage}</p>;
  } else {
    body = (
      <ul className="ui-cards__list" aria-labelledby={captionId}>
        {renderRows ? renderRows(rows, renderCard, cardSpacer) : rows.map((row, index) => renderCard(row, index))}
      </ul>
    );
  }

  return (
    <div className={['ui-cards', props.className].filter(Boolean).join(' ')} aria-busy={loading || undefined}>
      <p id={captionId} className={props.captionHidden ? 'visually-hidden' : 'ui-table__caption ui-cards__caption'}>
        {props.caption}
      </p>
      {props.onSortChange ? <CardSort columns={columns} sort={props.sort ?? null} onSortChange={props.onSortChange} /> : null}
      {maxHeight !== undefined || scrollRef !== undefined ? (
        <div
          ref={scrollRef}
          className="ui-cards__scroll"
          style={maxHeight ? { maxHeight } : undefined}
          // Focusable so keyboard users can scroll a long list.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
        >
          {body}
        </div>
      ) : (
        body
      )}
    </div>
  );
}

function Facts<T>({ row, facts }: { row: T; facts: readonly DataTableColumn<T>[] }) {
  const shown = facts.flatMap((column) => {
    const content = cellContent(row, column);
    return isBlank(content) ? [] : [{ column, content }];
  });
  if (shown.length === 0) return null;
  return (
    <dl className="ui-cards__facts">
      {shown.map(({ column, content }) => (
        <div key={column.id} className="ui-cards__fact" data-align={column.align} data-nowrap={column.nowrap || undefined}>
          <dt>{column.header}</dt>
          <dd>{content}</dd>
        </div>
      ))}
    </dl>
  );
}
