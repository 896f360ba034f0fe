import '../../../testing/setup';
import { renderWithProviders } from '@lyceum/platform/testing';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { PasswordStrengthHint } from './password-strength-hint';
import { loadEstimator, RATING_DELAY_MS } from './use-password-strength';

const personal = ['ada_lovelace', 'ada@example.org', 'ada'];

function renderHint(password: string, language: 'en' | 'fr' = 'en') {
  let setPassword: (next: string) => void = () => undefined;
  function Typed() {
    const [typed, setTyped] = useState(password);
    setPassword = setTyped;
    return <PasswordStrengthHint password={typed} personal={personal} />;
  }
  renderWithProviders(<Typed />, { language });
  return { type: (next: string) => act(() => setPassword(next)) };
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
    expect(screen.getByTestId('password-strength').textContent).toBe('Robustesse\u202f: faible');
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
