/**
 * Turns at heavy work in this process: at most `perKey` at once for one key (one user), and
 * `total` for everyone. `take` answers the function that gives the turn back, or null when none
 * is free — the caller refuses at once rather than queue.
 */
export function createTurns({ perKey, total }: { perKey: number; total: number }) {
  const held = new Map<string | number, number>();
  let all = 0;
  return {
    take(key: string | number): (() => void) | null {
      const mine = held.get(key) ?? 0;
      if (mine >= perKey || all >= total) return null;
      held.set(key, mine + 1);
      all += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        all -= 1;
        const left = (held.get(key) ?? 1) - 1;
        if (left === 0) held.delete(key);
        else held.set(key, left);
      };
    },
  };
}
