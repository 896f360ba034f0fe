import { ApiError, applyLanguage, changeLanguage, i18n, type Language } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { learner, renderWithProviders, type SessionShape } from '../../testing/test-utils';
import { LanguageMenu } from './language-menu';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  // The server call and its order are the platform's (tested there); here the switch answers
  // when the test says so.
  changeLanguage: jest.fn(),
}));

const change = jest.mocked(changeLanguage);

/** The account's answer: `accept()` saves and switches as the platform does, `refuse(error)`. */
function serverAnswer() {
  const answer = {
    accept: () => undefined as void,
    refuse: (_error: unknown) => undefined as void,
  };
  change.mockImplementation(
    (lng: Language) =>
      new Promise<void>((resolve, reject) => {
        answer.accept = () => void applyLanguage(lng).then(resolve);
        answer.refuse = reject;
      }),
  );
  return answer;
}

const location = () => screen.getByTestId('location').textContent;
const select = () => screen.getByTestId('language-select');

function renderMenu(route: string, session: SessionShape = learner) {
  return renderWithProviders(<LanguageMenu />, { route, session });
}

async function choose(lng: Language) {
  await act(async () => {
    fireEvent.change(select(), { target: { value: lng } });
    await Promise.resolve();
  });
}

beforeEach(async () => {
  localStorage.clear();
  change.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

test('a guest’s choice applies at once, then the public page moves to its French address', async () => {
  change.mockImplementation((lng) => applyLanguage(lng));
  renderMenu('/about?ref=mail#team', 'guest');
  await choose('fr');
  expect(i18n.language).toBe('fr');
  expect(location()).toBe('/fr/about?ref=mail#team');
});

test('a signed-in user’s choice waits for the server; then the language and the address change', async () => {
  const answer = serverAnswer();
  renderMenu('/faq');
  await choose('fr');
  expect(change).toHaveBeenCalledWith('fr');
  // Moving first would meet the stored English preference under /fr and be sent back.
  expect(i18n.language).toBe('en');
  expect(location()).toBe('/faq');

  await act(async () => {
    answer.accept();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(i18n.language).toBe('fr');
  expect(localStorage.getItem('preferred_language')).toBe('fr');
  expect(location()).toBe('/fr/faq');
  expect((select() as HTMLSelectElement).value).toBe('fr');
});

describe('when the server refuses', () => {
  async function refuse(error: unknown, route = '/about') {
    const answer = serverAnswer();
    renderMenu(route);
    await choose(route.startsWith('/fr') ? 'en' : 'fr');
    await act(async () => {
      answer.refuse(error);
      await Promise.resolve();
    });
  }

  test('nothing changes, and the failure shows by the menu', async () => {
    await refuse(new ApiError(500, 'Internal Server Error', true, 'internal'));
    expect(i18n.language).toBe('en');
    expect(location()).toBe('/about');
    expect((select() as HTMLSelectElement).value).toBe('en');
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to update language preference. Please try again.',
    );
    // The select was never disabled: the keyboard focus stays on it.
    expect(select().hasAttribute('disabled')).toBe(false);
  });

  test('no answer at all reads as a network error', async () => {
    await refuse(new ApiError(null, 'Failed to fetch'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  test('the server’s own words are shown when it gives some', async () => {
    await refuse(new ApiError(400, 'Unsupported language', true));
    expect(screen.getByRole('alert').textContent).toBe('Unsupported language');
  });

  test('in French, the failure reads in French and the French page stays', async () => {
    localStorage.setItem('preferred_language', 'fr');
    await act(() => i18n.changeLanguage('fr'));
    await refuse(new ApiError(500, 'Internal Server Error', true, 'internal'), '/fr/about');
    expect(i18n.language).toBe('fr');
    expect(location()).toBe('/fr/about');
    expect(screen.getByRole('alert').textContent).toBe(
      'Échec de la mise à jour de la préférence de langue. Veuillez réessayer.',
    );
  });

  test('Dismiss hides the failure; the next choice clears it too', async () => {
    await refuse(new ApiError(null, 'Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

test('on the signed-in home, / stays the home', async () => {
  change.mockImplementation((lng) => applyLanguage(lng));
  renderMenu('/');
  await choose('fr');
  expect(i18n.language).toBe('fr');
  expect(location()).toBe('/');
});

test('a signed-in user on the French landing reaches the English landing at /landing', async () => {
  localStorage.setItem('preferred_language', 'fr');
  await act(() => i18n.changeLanguage('fr'));
  change.mockImplementation((lng) => applyLanguage(lng));
  renderMenu('/fr');
  await choose('en');
  expect(location()).toBe('/landing');
});

test('an app page keeps its address', async () => {
  change.mockImplementation((lng) => applyLanguage(lng));
  renderMenu('/settings');
  await choose('fr');
  expect(location()).toBe('/settings');
});
