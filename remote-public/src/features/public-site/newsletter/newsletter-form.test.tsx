import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@lyceum/platform';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { renderPage } from '../testing/render';
import { NewsletterForm } from './newsletter-form';

jest.mock('../api/subscribe-newsletter', () => ({
  ...jest.requireActual<object>('../api/subscribe-newsletter'),
  subscribeNewsletter: jest.fn(),
}));
const subscribe = jest.mocked(subscribeNewsletter);

function setup(language: 'en' | 'fr' = 'en') {
  renderPage(<NewsletterForm label="Early access" />, { language });
  const input = screen.getByLabelText(language === 'en' ? 'E-mail address' : 'Adresse e-mail');
  const button = screen.getByRole('button');
  const submit = (email: string) => {
    fireEvent.change(input, { target: { value: email } });
    fireEvent.click(button);
  };
  return { input: input as HTMLInputElement, button, submit };
}

describe('NewsletterForm', () => {
  beforeEach(() => subscribe.mockReset());

  it('asks for an address before calling the server', async () => {
    const { submit, input } = setup();
    expect(input.type).toBe('email');
    submit('');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      'Please enter your email address',
    );
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('disables the inputs while submitting, then clears the address on success', async () => {
    let resolve!: (value: { message: string; email: string }) => void;
    subscribe.mockReturnValue(new Promise((r) => (resolve = r)));
    const { submit, input, button } = setup('fr');
    submit(' reader@example.org ');
    expect(input.disabled).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({ email: 'reader@example.org', language: 'fr' });
    resolve({
      message: 'Please check your email to confirm your subscription',
      email: 'reader@example.org',
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/Merci/);
    expect(input.disabled).toBe(false);
    expect(input.value).toBe('');
  });

  it.each([
    ['Confirmation email resent', 'we have resent the confirmation email'],
    ['Welcome back! Please confirm', 'Welcome back!'],
    ['Please check your inbox', 'Please check your inbox and click the link'],
  ])('maps the success message "%s"', async (message, expected) => {
    subscribe.mockResolvedValue({ message, email: 'reader@example.org' });
    setup().submit('reader@example.org');
    expect((await screen.findByRole('status')).textContent).toMatch(expected);
  });

  it.each([
    [
      new ApiError(429, 'Rate limit exceeded'),
      'Too many subscription attempts. Please try again later.',
    ],
    [new ApiError(400, 'This email is already subscribed'), 'This email is already subscribed.'],
    [
      new ApiError(502, 'Failed to send confirmation email'),
      'Failed to send confirmation email. Please try again later.',
    ],
    [new ApiError(500, 'Internal Server Error'), 'Something went wrong. Please try again.'],
    [
      new ApiError(null, 'Failed to fetch'),
      'Network error. Please check your connection and try again.',
    ],
    [
      new TypeError('Failed to fetch'),
      'Network error. Please check your connection and try again.',
    ],
  ])('maps %p to its message and keeps the address', async (error, expected) => {
    subscribe.mockRejectedValue(error);
    const { submit, input } = setup();
    submit('reader@example.org');
    expect((await screen.findByRole('alert')).textContent).toMatch(expected);
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe('reader@example.org');
  });
});
