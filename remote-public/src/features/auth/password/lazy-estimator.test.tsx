import '../../../testing/setup';
import { renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { SignUpPage } from '../sign-up-page';

// Counts evaluations of the module that holds the dictionaries.
const mockLoaded = jest.fn();
jest.mock('./password-estimator', () => {
  mockLoaded();
  return { passwordScore: () => 4 };
});

test('the dictionaries load only once someone starts filling in the sign-up form', async () => {
  renderWithProviders(<SignUpPage />, { route: '/signup' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockLoaded).not.toHaveBeenCalled();

  fireEvent.focus(screen.getByLabelText(/^username/i));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockLoaded).toHaveBeenCalledTimes(1);

  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'a long passphrase' } });
  expect(await screen.findByText('Strength: strong', {}, { timeout: 2000 })).toBeTruthy();
  expect(mockLoaded).toHaveBeenCalledTimes(1);
});
