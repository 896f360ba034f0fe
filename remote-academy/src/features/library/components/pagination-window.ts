import { PAGINATION_WINDOW } from '../library-rules';

/**
 * The page numbers to show as buttons: at most `size` consecutive pages around the current one,
 * the current page centred where the ends allow.
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  size: number = PAGINATION_WINDOW,
): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const first = Math.min(Math.max(page - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
