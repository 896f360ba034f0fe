import { prefersReducedMotion } from './use-reduced-motion';

/** Scrolls to a section and moves keyboard focus to its first field so the journey continues. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const field = section.querySelector<HTMLElement>('input, textarea, button');
  field?.focus({ preventScroll: true });
}
