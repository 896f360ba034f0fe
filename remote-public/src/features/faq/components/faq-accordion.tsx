import { useState } from 'react';
import '../faq-accordion.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Disclosure pattern: each question is a button that shows or hides its answer. */
export function FaqAccordion({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <div key={item.question} className="faq-accordion__item">
            <h3 className="faq-accordion__heading">
              <button
                type="button"
                className="faq-accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className="faq-accordion__chevron" aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} className="faq-accordion__panel" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
