import { browseBody } from './browse-ideas';

test('the browse body asks for 20, newest first, with quotes; blank filters are null', () => {
  expect(browseBody(3, { search: ' ', book: ' Meno ' })).toEqual({
    page: 3,
    page_size: 20,
    search_query: null,
    book_filter: 'Meno',
    sort_by: 'created_at',
    sort_order: 'desc',
    include_quotes: true,
  });
});
