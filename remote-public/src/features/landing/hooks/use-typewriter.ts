import { useEffect, useState } from 'react';

export const TYPING_DELAY_MS = 80;
export const DELETING_DELAY_MS = 40;
/** How long a fully typed verb stays on screen: 2 seconds keeps the cycle lively. */
export const TYPING_PAUSE_MS = 2000;

/** `shown`: the first word, whole, as the page loads; the cycle starts once it has rested. */
type Phase = 'shown' | 'typing' | 'pausing' | 'deleting';

interface TypewriterState {
  index: number;
  length: number;
  phase: Phase;
}

export interface Typewriter {
  /** The part of the current word on screen. */
  text: string;
  /**
   * Whether a word the cycle typed rests on screen, the time for a caret to blink. Not while the
   * first word rests as the page loads: a never-ending animation has the browser draw frames all
   * along, competing with the page's start on a slow device.
   */
  resting: boolean;
}

/**
 * Types, pauses, deletes, then moves to the next word. It starts on the first word fully typed so
 * the hero is complete at first paint; with `animate` false the first word simply stays.
 */
export function useTypewriter(words: readonly string[], animate: boolean): Typewriter {
  const [state, setState] = useState<TypewriterState>(() => ({
    index: 0,
    length: Array.from(words[0] ?? '').length,
    phase: 'shown',
  }));

  useEffect(() => {
    if (!animate || words.length === 0) return;
    const chars = Array.from(words[state.index % words.length] ?? '');
    let delay: number;
    let next: TypewriterState;
    if (state.phase === 'typing') {
      delay = TYPING_DELAY_MS;
      next =
        state.length + 1 >= chars.length
          ? { ...state, length: chars.length, phase: 'pausing' }
          : { ...state, length: state.length + 1 };
    } else if (state.phase === 'shown' || state.phase === 'pausing') {
      delay = TYPING_PAUSE_MS;
      next = { ...state, phase: 'deleting' };
    } else {
      delay = DELETING_DELAY_MS;
      next =
        state.length - 1 <= 0
          ? { index: (state.index + 1) % words.length, length: 0, phase: 'typing' }
          : { ...state, length: state.length - 1 };
    }
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, words, animate]);

  const word = words[state.index % Math.max(words.length, 1)] ?? '';
  if (!animate) return { text: word, resting: false };
  return {
    text: Array.from(word).slice(0, state.length).join(''),
    resting: state.phase === 'pausing',
  };
}
