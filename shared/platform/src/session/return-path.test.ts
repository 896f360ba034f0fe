import { returnPathFrom, safeReturnPath, withReturnPath } from './return-path';

describe('the page to return to after signing in', () => {
  it.each(['/flashcards', '/flashcards/challenge?count=5#top', '/fr/faq'])('follows %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'flashcards',
    '',
    null,
  ])('never follows %p', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('carries the path in the query and reads it back', () => {
    const location = withReturnPath('/signin', '/flashcards?tag=stoics');
    expect(location).toBe('/signin?next=%2Fflashcards%3Ftag%3Dstoics');
    expect(returnPathFrom(location.slice(location.indexOf('?')))).toBe('/flashcards?tag=stoics');
  });

  it('adds nothing for the home page or a foreign address', () => {
    expect(withReturnPath('/signin', '/')).toBe('/signin');
    expect(withReturnPath('/signin', '//evil.example')).toBe('/signin');
  });
});
