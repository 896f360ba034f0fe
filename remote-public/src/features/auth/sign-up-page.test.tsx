import { ApiError } from '@lyceum/platform';
import { fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import enAuth from '../../locales/en/auth.json';
import frAuth from '../../locales/fr/auth.json';
import { signUp } from './api/sign-up';
import { SignUpPage } from './sign-up-page';

jest.mock('./api/sign-up', () => ({ signUp: jest.fn() }));
const submitSignUp = jest.mocked(signUp);

function renderSignUp(language: 'en' | 'fr' = 'en') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { auth: enAuth }, fr: { auth: frAuth } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/signup']}>
        <Routes>
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/signin" element={<p>sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill(/^username/i, 'ada_l');
  fill(/^email/i, 'ada@example.org');
  fill(/^password/i, 'analytical-engine');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up failures (spec 000 §8)', () => {
  it.each([
    [
      'the server detail',
      new ApiError(400, 'This email is already registered'),
      'This email is already registered',
    ],
    [
      '"Failed to sign up" when the server sent no detail',
      new ApiError(502, 'Bad Gateway', false),
      'Failed to sign up',
    ],
    [
      '"An unexpected error occurred" when nothing answered',
      new ApiError(null, 'Failed to fetch'),
      'An unexpected error occurred',
    ],
  ])('shows %s', async (_case, error, message) => {
    submitSignUp.mockRejectedValue(error);
    renderSignUp();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('goes to the sign-in page on success', async () => {
    submitSignUp.mockResolvedValue({
      id: 1,
      username: 'ada_l',
      email: 'ada@example.org',
      is_active: true,
      is_superuser: false,
      preferred_language: 'en',
      role: 'standard',
    });
    renderSignUp();
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(submitSignUp).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ada_l', email: 'ada@example.org' }),
    );
  });
});
