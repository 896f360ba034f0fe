/**
 * Where the memory-strength colour changes: below `low` the bar is red, below `medium` yellow,
 * green from `medium` on. The dashboard's overall bar reads the same bands.
 */
export const STRENGTH_BANDS = { low: 0.3, medium: 0.6 } as const;

export type StrengthBand = 'low' | 'medium' | 'high';

/** The band of a memory strength between 0 and 1. */
export function strengthBand(value: number): StrengthBand {
  if (value < STRENGTH_BANDS.low) return 'low';
  if (value < STRENGTH_BANDS.medium) return 'medium';
  return 'high';
}

/** A strength between 0 and 1 as a whole percentage, clamped. */
export function strengthPercent(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100);
}
