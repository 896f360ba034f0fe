import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createAuthI18n } from '../testing/render-auth';
import { PasswordStrengthHint } from './password-strength-hint';
import { loadEstimator, RATING_DELAY_MS } from './use-password-strength';

const personal = ['ada_lovelace', 'ada@example.org', 'ada'];

function renderHint(password: string, language: 'en' | 'fr' = 'en') {
  const i18n = createAuthI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PasswordStrengthHint password={password} personal={personal} />
    </I18nextProvider>,
  );
  return {
    type: (next: string) =>
      view.rerender(
        <I18nextProvider i18n={i18n}>
          <PasswordStrengthHint password={next} personal={personal} />
        </I18nextProvider>,
      ),
  };
}

/** Lets the estimator load and the typing pause pass. */
async function settle() {
  await act(async () => {
    await loadEstimator();
    await new Promise((resolve) => setTimeout(resolve, RATING_DELAY_MS + 50));
  });
}

describe('PasswordStrengthHint (real dictionaries)', () => {
  beforeAll(() => loadEstimator(), 30_000);

  it('is a polite live region from the start, empty while nothing is typed', async () => {
    renderHint('');
    await settle();
    const region = screen.getByTestId('password-strength');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it.each([
    ['password', 'Strength: weak'],
    ['12345678', 'Strength: weak'],
    ['ada_lovelace', 'Strength: weak'], // the username itself
    ['Kx9!vRq2', 'Strength: fair'],
    ['horloge-bleue', 'Strength: good'],
    ['quiet-otter-lantern-71', 'Strength: strong'],
  ])('rates %j as %s', async (password, text) => {
    renderHint(password);
    await settle();
    expect(screen.getByTestId('password-strength').textContent).toBe(text);
  });

  it('speaks French', async () => {
    renderHint('motdepasse', 'fr');
    await settle();
    expect(screen.getByTestId('password-strength').textContent).toBe('Robustesse : faible');
  });

  it('waits for a pause in typing, and clears at once when the field is emptied', async () => {
    const { type } = renderHint('quiet-otter-lantern-71');
    await settle();
    type('password');
    // Still the previous rating: nothing is computed while keys are being pressed.
    expect(screen.getByTestId('password-strength').textContent).toBe('Strength: strong');
    await settle();
    expect(screen.getByTestId('password-strength').textContent).toBe('Strength: weak');
    type('');
    expect(screen.getByTestId('password-strength').textContent).toBe('');
  });
});
