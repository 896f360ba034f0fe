import { useMemo } from 'react';
import { sanitizeQuote } from '../sanitize-quote';

/** An idea's quotes as HTML, each sanitized before it reaches the page. */
export function IdeaQuotes({ quotes }: { quotes: readonly string[] }) {
  const safe = useMemo(() => quotes.map(sanitizeQuote), [quotes]);
  return (
    <ul className="bo-idea__quotes">
      {safe.map((html, index) => (
        // Only the sanitized string is inserted as HTML.
        <li key={index} className="bo-quote" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </ul>
  );
}
