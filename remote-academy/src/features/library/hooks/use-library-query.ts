import {
  FLASHCARD_SORTS,
  FLASHCARD_SORT_DEFAULT,
  FLASHCARD_STATUSES,
  type FlashcardStatusName,
} from '@lyceum/contracts/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FlashcardListQuery } from '@lyceum/contracts';
import { LIBRARY_PAGE_SIZES, LIBRARY_PAGE_SIZE_DEFAULT } from '../library-rules';

type Sort = NonNullable<FlashcardListQuery['sort']>;

export interface LibraryView {
  page: number;
  pageSize: number;
  sort: Sort;
  status: FlashcardStatusName | 'all';
  /** Lower-cased tag names; the list keeps cards carrying all of them. */
  tags: string[];
  q: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * What the library shows, kept in the address so a view can be reloaded, shared and walked back
 * through: page, page size, sort, status, tags and search. Values the library does not offer fall
 * back to its defaults. Any change but the page's own returns to page 1.
 */
export function useLibraryView() {
  const [params, setParams] = useSearchParams();

  const view = useMemo(() => readView(params), [params]);

  const update = useCallback(
    (change: Partial<LibraryView>) => {
      setParams(
        (current) => {
          const next = { ...readView(current), ...change };
          if (!('page' in change)) next.page = 1;
          const out = new URLSearchParams();
          if (next.page > 1) out.set('page', String(next.page));
          if (next.pageSize !== LIBRARY_PAGE_SIZE_DEFAULT) out.set('size', String(next.pageSize));
          if (next.sort !== FLASHCARD_SORT_DEFAULT) out.set('sort', next.sort);
          if (next.status !== 'all') out.set('status', next.status);
          for (const tag of next.tags) out.append('tag', tag);
          if (next.q.trim()) out.set('q', next.q.trim());
          return out;
        },
        // Paging and filtering add history entries; typing in the search replaces its own.
        { replace: 'q' in change },
      );
    },
    [setParams],
  );

  const query: FlashcardListQuery = useMemo(
    () => ({
      page: view.page,
      page_size: view.pageSize,
      sort: view.sort,
      ...(view.status === 'all' ? {} : { status: view.status }),
      ...(view.tags.length > 0 ? { tags: view.tags } : {}),
      ...(view.q.trim() ? { q: view.q.trim() } : {}),
    }),
    [view],
  );

  return { view, query, update };
}

/** The view an address asks for, with the library's defaults where it asks for nothing valid. */
function readView(params: URLSearchParams): LibraryView {
  const size = Number(params.get('size'));
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    pageSize: (LIBRARY_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : LIBRARY_PAGE_SIZE_DEFAULT,
    sort: oneOf(FLASHCARD_SORTS, params.get('sort'), FLASHCARD_SORT_DEFAULT),
    status: oneOf([...FLASHCARD_STATUSES, 'all'] as const, params.get('status'), 'all'),
    tags: [...new Set(params.getAll('tag').map((tag) => tag.toLowerCase()))],
    q: params.get('q') ?? '',
  };
}
