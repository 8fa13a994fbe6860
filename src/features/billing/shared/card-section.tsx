// A card of a billing page, named by its heading: the editor's parts, a document's records, the
// dashboard's lists.
import { useId, type ReactNode } from 'react';

interface CardSectionProps {
  heading: ReactNode;
  /** Classes besides the card's own (e.g. `invoice-editor__section`, `no-print`). */
  className?: string;
  children: ReactNode;
}

export function CardSection({ heading, className, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <section className={className ? `ui-card ${className}` : 'ui-card'} aria-labelledby={headingId}>
      <h2 id={headingId} className="invoice-section-title">
        {heading}
      </h2>
      {children}
    </section>
  );
}
