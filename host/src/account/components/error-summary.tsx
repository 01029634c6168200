import type { Ref } from 'react';

export interface SummaryItem {
  message: string;
  /** The id of the input the message is about; the item then links to it. */
  fieldId?: string | undefined;
}

interface Props {
  items: SummaryItem[];
  ref?: Ref<HTMLDivElement>;
}

/**
 * The problems of a submitted form, above it (GOV.UK pattern): focused when it appears, so keyboard and screen
 * reader users start there; each item about a field is a link that moves focus into that field.
 */
export function ErrorSummary({ items, ref }: Props) {
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="cc-error-summary" tabIndex={-1}>
      <h2 className="cc-error-summary__title">There is a problem</h2>
      <ul className="cc-error-summary__list">
        {items.map((item) => (
          <li key={`${item.fieldId ?? 'form'}:${item.message}`}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  // Focus the field itself; following the link would only scroll, and change the address.
                  event.preventDefault();
                  document.getElementById(item.fieldId ?? '')?.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
