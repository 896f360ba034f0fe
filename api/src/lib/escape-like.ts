/** LIKE's wildcards and escape character in `text`, escaped so it matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
