/**
 * Reads rows a page of `size` at a time, in the order of `ids`: each page is looked up by its
 * ids and put back in that order, so memory holds the ids and one page whatever their number.
 * A row gone since the ids were read is left out.
 */
export async function* pagesById<Row extends { id: number }>(
  ids: ArrayLike<number>,
  size: number,
  read: (ids: readonly number[]) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  for (let start = 0; start < ids.length; start += size) {
    const wanted = Array.from(
      { length: Math.min(size, ids.length - start) },
      (_, i) => ids[start + i] ?? 0,
    );
    const found = new Map((await read(wanted)).map((row) => [row.id, row]));
    yield wanted.flatMap((id) => found.get(id) ?? []);
  }
}
