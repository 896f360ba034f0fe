/** The places where `text` breaks French typography, each with a few characters around it. */
export function frenchTypographyProblems(text: string): string[];
/** Every string in a JSON value, with its key path. */
export function stringsOf(value: unknown, prefix?: string): [string, string][];
