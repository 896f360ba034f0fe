import { useEffect } from 'react';

const SELECTOR = 'meta[name="description"]';

/**
 * Puts `content` in the page's one description while the page is shown. The HTML template holds
 * that element with the site's default text, for every page that sets none; this changes its
 * content rather than adding a second element, and puts the default back when the page goes.
 * Without a template element (tests, a bare document) it adds one and removes it afterwards.
 */
export function useMetaDescription(content: string): void {
  useEffect(() => {
    let element = document.head.querySelector<HTMLMetaElement>(SELECTOR);
    const added = element === null;
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      document.head.append(element);
    }
    const previous = element.content;
    element.content = content;
    return () => {
      if (added) element.remove();
      else element.content = previous;
    };
  }, [content]);
}
