/** Anchors the scroll buttons target: the hero's form and the final signup section. */
export const EARLY_ACCESS_ID = 'early-access';
export const FINAL_CTA_ID = 'join';
