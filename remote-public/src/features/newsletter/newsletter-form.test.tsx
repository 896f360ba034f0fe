import '../../testing/setup';
import type { SubscribeResponse } from '@lyceum/contracts';
import { ApiError } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscribeNewsletter } from './api/subscribe-newsletter';
import { NewsletterForm } from './components/newsletter-form';

jest.mock('./api/subscribe-newsletter', () => ({
  ...jest.requireActual<object>('./api/subscribe-newsletter'),
  subscribeNewsletter: jest.fn(),
}));
const subscribe = jest.mocked(subscribeNewsletter);

function setup(language: 'en' | 'fr' = 'en') {
  renderWithProviders(<NewsletterForm id="test-newsletter" label="Early access" />, { language });
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

  it('checks the address with the shared rule, in the interface language', async () => {
    const { submit, input } = setup('fr');
    submit('reader@example');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez saisir une adresse e-mail valide',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('disables the inputs while submitting, then clears the address on success', async () => {
    let resolve!: (value: SubscribeResponse) => void;
    subscribe.mockReturnValue(new Promise((r) => (resolve = r)));
    const { submit, input, button } = setup('fr');
    submit(' reader@example.org ');
    expect(input.disabled).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({ email: 'reader@example.org', language: 'fr' });
    resolve({
      outcome: 'created',
      message: 'Please check your email to confirm your subscription',
      email: 'reader@example.org',
    });
    expect((await within(screen.getByRole('form')).findByRole('status')).textContent).toMatch(
      /Merci/,
    );
    expect(input.disabled).toBe(false);
    expect(input.value).toBe('');
  });

  it.each([
    ['resent', 'en', 'we have resent the confirmation email'],
    ['welcome_back', 'en', 'Welcome back!'],
    ['created', 'en', 'Please check your inbox and click the link'],
    ['resent', 'fr', 'nous vous avons renvoyé l'],
    ['welcome_back', 'fr', 'Bon retour parmi nous\u202f!'],
    ['created', 'fr', 'Merci\u202f!'],
  ] as const)('tells the outcome "%s" in %s', async (outcome, language, expected) => {
    // The server's sentence says nothing the page reads: only `outcome` decides.
    subscribe.mockResolvedValue({ outcome, message: 'Anything', email: 'reader@example.org' });
    setup(language).submit('reader@example.org');
    expect((await within(screen.getByRole('form')).findByRole('status')).textContent).toMatch(
      expected,
    );
  });

  it.each([
    [
      new ApiError(429, 'Rate limit exceeded', true, 'newsletter.too_many_attempts'),
      'Too many subscription attempts. Please try again later.',
    ],
    [
      new ApiError(409, 'Already', true, 'newsletter.already_subscribed'),
      'This email is already subscribed.',
    ],
    [
      new ApiError(502, 'Failed', true, 'newsletter.email_failed'),
      'Failed to send confirmation email. Please try again later.',
    ],
    [new ApiError(500, 'Internal Server Error', false), 'Something went wrong. Please try again.'],
    // A status text a fetcher put in `detail` never replaces the form's own text.
    [new ApiError(503, 'Service Unavailable'), 'Something went wrong. Please try again.'],
    [new ApiError(502, 'Bad Gateway', true), 'Something went wrong. Please try again.'],
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

  it('says an address is already subscribed in French, from the code', async () => {
    subscribe.mockRejectedValue(
      new ApiError(409, 'This email is already subscribed.', true, 'newsletter.already_subscribed'),
    );
    setup('fr').submit('reader@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette adresse e-mail est déjà inscrite.',
    );
  });
});
