import { frenchTypographyProblems, stringsOf } from '@lyceum/build/french-typography';
import en from '../../locales/en/vector-db.json';
import fr from '../../locales/fr/vector-db.json';
import { sanitizeQuote } from './sanitize-quote';

const keys = (texts: unknown) => stringsOf(texts).map(([key]) => key);

describe('the texts', () => {
  test('English and French have the same keys', () => {
    expect(keys(fr)).toEqual(keys(en));
  });

  test('French puts a narrow no-break space before : ; ! ? and inside « »', () => {
    expect(stringsOf(fr).flatMap(([, text]) => frenchTypographyProblems(text))).toEqual([]);
  });

  test('the failures read as specified', () => {
    expect(en.errors.auth).toBe(
      'Authentication failed. Please log in again and ensure you have admin privileges.',
    );
    expect(en.errors.load.failed).toBe('Failed to load vector database collections');
    expect(en.errors.noSelection).toBe('No ideas selected for deletion');
    expect(en.errors.noCollection).toBe('No collection selected');
  });
});

describe('sanitizeQuote', () => {
  test('keeps the quote tags without their attributes', () => {
    expect(
      sanitizeQuote(
        '<blockquote cite="x"><p title="t">A <i>b</i> <b>c</b></p><cite>D</cite></blockquote>',
      ),
    ).toBe('<blockquote><p>A <i>b</i> <b>c</b></p><cite>D</cite></blockquote>');
  });

  test('drops scripts with their content, handlers, links, images and frames', () => {
    expect(
      sanitizeQuote(
        '<img src=x onerror=alert(1)><script>alert(2)</script><svg onload=alert(3)></svg>' +
          '<a href="javascript:alert(4)">text</a><iframe src="//evil"></iframe><style>p{}</style>',
      ),
    ).toBe('text');
  });
});
