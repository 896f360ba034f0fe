import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';

/** Which cards of the page are selected; select mode is on exactly while one or more are. */
export interface SelectMode {
  /** True while at least one card is selected. */
  active: boolean;
  selected: ReadonlySet<number>;
  isSelected: (id: number) => boolean;
  /** Selects the card, or unselects it; selecting the first card enters select mode. */
  toggle: (id: number) => void;
  /** Adds shown cards to the selection. */
  add: (ids: Iterable<number>) => void;
  /** Makes these shown cards the whole selection (empty leaves select mode). */
  replace: (ids: Iterable<number>) => void;
  /** Selects every card shown. */
  selectAll: () => void;
  /** Unselects everything, which leaves select mode. */
  clear: () => void;
  /** Leaves select mode, which unselects everything; the same as `clear`, named for the button. */
  exit: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();

interface State {
  /** The shown ids the selection was last checked against, joined. */
  shown: string;
  selected: ReadonlySet<number>;
}

/** True when Escape is meant for something else: a handler took it, or a modal is open. */
function escapeBelongsElsewhere(event: KeyboardEvent): boolean {
  return event.defaultPrevented || event.isComposing || !!document.querySelector('dialog[open]');
}

/**
 * Select mode over the cards shown (`ids`, in page order). When the shown ids change (another
 * page, a filter, a card deleted), the selection keeps the ids still shown and drops the others,
 * so a refresh after a bulk action keeps what is left; an emptied selection leaves select mode.
 * While active, Escape anywhere leaves select mode unless a dialog is open or the key was
 * already handled.
 */
export function useSelectMode(ids: readonly number[]): SelectMode {
  const shownKey = ids.join(',');
  const [state, setState] = useState<State>({ shown: shownKey, selected: EMPTY });
  const shownRef = useRef<ReadonlySet<number>>(new Set(ids));
  const orderRef = useRef(ids);

  let selected = state.selected;
  if (state.shown !== shownKey) {
    // Adjusting state while rendering: the stale selection never reaches the screen.
    const shown = new Set(ids);
    const kept = [...state.selected].filter((id) => shown.has(id));
    selected = kept.length === state.selected.size ? state.selected : toSet(kept);
    setState({ shown: shownKey, selected });
  }

  const rememberShown = useEffectEvent(() => {
    shownRef.current = new Set(ids);
    orderRef.current = ids;
  });
  // Keyed on the content of `ids`, not on the array's identity.
  useEffect(() => rememberShown(), [shownKey]);

  const update = useCallback((next: (previous: ReadonlySet<number>) => ReadonlySet<number>) => {
    setState((previous) => {
      const selected = next(previous.selected);
      return selected === previous.selected ? previous : { ...previous, selected };
    });
  }, []);

  const toggle = useCallback(
    (id: number) =>
      update((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return toSet(next);
      }),
    [update],
  );

  const add = useCallback(
    (added: Iterable<number>) =>
      update((previous) => {
        const next = new Set(previous);
        for (const id of added) if (shownRef.current.has(id)) next.add(id);
        return next.size === previous.size ? previous : next;
      }),
    [update],
  );

  const replace = useCallback(
    (ids: Iterable<number>) =>
      update((previous) => {
        const next = toSet([...ids].filter((id) => shownRef.current.has(id)));
        return sameSet(next, previous) ? previous : next;
      }),
    [update],
  );

  const selectAll = useCallback(() => replace(orderRef.current), [replace]);
  const clear = useCallback(() => update(() => EMPTY), [update]);

  const active = selected.size > 0;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !escapeBelongsElsewhere(event)) clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, clear]);

  return useMemo(
    () => ({
      active,
      selected,
      isSelected: (id: number) => selected.has(id),
      toggle,
      add,
      replace,
      selectAll,
      clear,
      exit: clear,
    }),
    [active, selected, toggle, add, replace, selectAll, clear],
  );
}

function toSet(ids: Iterable<number>): ReadonlySet<number> {
  const set = new Set(ids);
  return set.size === 0 ? EMPTY : set;
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
