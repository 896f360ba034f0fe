/**
 * Removes the boot shell of public/index.html (the landing's first frame painted before any
 * script). Called in the layout phase of the first real content, so the page replaces the shell
 * within one frame; safe to call any number of times.
 */
export function releaseBootShell(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('boot-shell')?.remove();
}
