import { paginationWindow } from './pagination-window';

test('never shows more than five pages, the current one centred where the ends allow', () => {
  expect(paginationWindow(1, 1)).toEqual([1]);
  expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
  expect(paginationWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
  expect(paginationWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  expect(paginationWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  expect(paginationWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  expect(paginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
});

test('a page past the end or before the start is brought back inside', () => {
  expect(paginationWindow(40, 6)).toEqual([2, 3, 4, 5, 6]);
  expect(paginationWindow(0, 6)).toEqual([1, 2, 3, 4, 5]);
  expect(paginationWindow(1, 0)).toEqual([]);
});
