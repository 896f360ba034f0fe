import { useEffect, useState } from 'react';
import { renderMarkdown } from '../render-markdown';

/** Where the rendering of some Markdown stands. */
export type MarkdownHtml =
  | { state: 'none' }
  | { state: 'rendering' }
  | { state: 'rendered'; html: string }
  | { state: 'failed' };

/** Markdown as sanitized HTML; null renders nothing. A late result for older text is dropped. */
export function useMarkdownHtml(markdown: string | null): MarkdownHtml {
  const [rendered, setRendered] = useState<{ source: string; html: string | null } | null>(null);
  useEffect(() => {
    if (markdown === null) return;
    let current = true;
    renderMarkdown(markdown).then(
      (html) => current && setRendered({ source: markdown, html }),
      () => current && setRendered({ source: markdown, html: null }),
    );
    return () => {
      current = false;
    };
  }, [markdown]);
  if (markdown === null) return { state: 'none' };
  if (rendered?.source !== markdown) return { state: 'rendering' };
  return rendered.html === null ? { state: 'failed' } : { state: 'rendered', html: rendered.html };
}
