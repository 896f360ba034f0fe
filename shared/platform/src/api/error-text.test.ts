import { ERROR_CODES, ERRORS, errorDetail } from '@lyceum/contracts/constants';
import frErrors from '../locales/errors.fr.json';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { codeText, errorText } from './error-text';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

describe('every declared error code', () => {
  const french = frErrors as Record<string, string>;

  test.each(ERROR_CODES)(
    '%s has an English and a French text with the same placeholders',
    (code) => {
      const english = ERRORS[code].detail;
      expect(english.trim()).not.toBe('');
      expect(french[code]?.trim()).toBeTruthy();
      expect(placeholders(french[code] ?? '').sort()).toEqual(placeholders(english).sort());
    },
  );

  test('the French file translates nothing that is not declared', () => {
    expect(Object.keys(french).filter((code) => !(ERROR_CODES as string[]).includes(code))).toEqual(
      [],
    );
  });
});

describe('errorText', () => {
  afterEach(() => i18n.changeLanguage('en'));

  test('shows the translation of a declared code in the current language', async () => {
    const error = new ApiError(401, 'Invalid email or password', true, 'auth.invalid_credentials');
    expect(errorText(error, 'fallback')).toBe('Invalid email or password');
    await i18n.changeLanguage('fr');
    expect(errorText(error, 'fallback')).toBe('E-mail ou mot de passe invalide');
  });

  test('fills in the values a code declares', async () => {
    await i18n.changeLanguage('fr');
    expect(codeText('auth.password_too_short')).toContain(
      String(ERRORS['auth.password_too_short'].values.min),
    );
    expect(errorDetail('auth.password_too_short')).toBe(
      `Password must be at least ${ERRORS['auth.password_too_short'].values.min} characters`,
    );
  });

  test('falls back to the server detail, then to the call default', () => {
    expect(errorText(new ApiError(418, 'Short and stout', true, 'teapot.unknown'), 'x')).toBe(
      'Short and stout',
    );
    expect(errorText(new ApiError(500, 'Internal Server Error', false), 'Try later')).toBe(
      'Try later',
    );
    expect(errorText(new ApiError(null, 'Failed to fetch'), 'Network error')).toBe('Network error');
    expect(errorText(new Error('boom'), 'Something went wrong')).toBe('Something went wrong');
  });
});

test('a code whose text is only a status line shows the call’s own text', () => {
  const error = new ApiError(500, 'Internal Server Error', true, 'internal');
  expect(errorText(error, 'Failed to subscribe. Please try again.')).toBe(
    'Failed to subscribe. Please try again.',
  );
  const route = new ApiError(404, 'Not Found', true, 'request.not_found');
  expect(errorText(route, 'Could not load')).toBe('Could not load');
});

test('a server failure with a reason shows that reason, in the current language', async () => {
  const down = new ApiError(503, 'Service temporarily unavailable.', true, 'service.unavailable');
  expect(errorText(down, 'Could not load')).toBe(ERRORS['service.unavailable'].detail);
  await i18n.changeLanguage('fr');
  expect(errorText(down, 'Chargement impossible')).toBe(
    'Service temporairement indisponible. Veuillez réessayer.',
  );
  await i18n.changeLanguage('en');
});

test('a raw status text never replaces the call’s own text', () => {
  // Built by hand with the default `fromServer`, as a fetcher reading `statusText` would.
  expect(
    errorText(new ApiError(503, 'Service Unavailable'), 'Failed to fetch service status'),
  ).toBe('Failed to fetch service status');
  expect(errorText(new ApiError(500, 'Internal Server Error', true), 'Try later')).toBe(
    'Try later',
  );
  // The API codes its own failures: an uncoded 5xx is a proxy or a gateway talking.
  expect(errorText(new ApiError(502, 'upstream connect error', true), 'Try later')).toBe(
    'Try later',
  );
  // A refusal's own words still show.
  expect(errorText(new ApiError(400, 'token: too long'), 'Try later')).toBe('token: too long');
});
