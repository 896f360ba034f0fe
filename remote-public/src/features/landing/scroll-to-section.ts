import { prefersReducedMotion } from './hooks/use-reduced-motion';

/** The class that lays out every section of the landing now (landing.css defers them). */
export const SECTIONS_LAID_OUT_CLASS = 'landing--laid-out';

/** Scrolls to a section and moves keyboard focus to its first field so the journey continues. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  // Sections not yet near the screen have a stand-in height: lay them all out first, so the
  // scroll ends at the section's real place.
  section.closest('.landing')?.classList.add(SECTIONS_LAID_OUT_CLASS);
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const field = section.querySelector<HTMLElement>('input, textarea, button');
  field?.focus({ preventScroll: true });
}
