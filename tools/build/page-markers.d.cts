export declare const AFTER_PAINT: { attribute: string; value: string };
export declare const AFTER_PAINT_TAG: RegExp;
