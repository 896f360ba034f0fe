import '../../testing/setup';
import { ApiError } from '@lyceum/platform';
import { fireEvent, screen } from '@testing-library/react';
import { sendContact } from './api/send-contact';
import { renderWithProviders } from '@lyceum/platform/testing';
import { ContactForm } from './components/contact-form';

jest.mock('./api/send-contact', () => ({
  ...jest.requireActual<object>('./api/send-contact'),
  sendContact: jest.fn(),
}));
const send = jest.mocked(sendContact);

function fill(values: Partial<Record<'Name' | 'E-mail address' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
const valid = {
  Name: 'Ada',
  'E-mail address': 'ada@example.org',
  Subject: 'Hello',
  Message: 'A question',
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm', () => {
  beforeEach(() => send.mockReset());

  it('counts the message characters live and caps subject and message', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByTestId('message-counter').textContent).toBe('0 / 5000 characters');
    fill({ Message: 'Socrates' });
    expect(screen.getByTestId('message-counter').textContent).toBe('8 / 5000 characters');
    expect(screen.getByLabelText('Subject').getAttribute('maxlength')).toBe('200');
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe('5000');
    expect(screen.getByText('0 / 200 characters')).toBeTruthy();
  });

  it('requires every field and a valid address', () => {
    renderWithProviders(<ContactForm />);
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    fill({ ...valid, 'E-mail address': 'not-an-address' });
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a message over 5000 characters', () => {
    renderWithProviders(<ContactForm />);
    fill({ ...valid, Message: 'x'.repeat(5001) });
    submit();
    expect(screen.getByText('Message must be at most 5000 characters')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('says the problems in French', () => {
    renderWithProviders(<ContactForm />, { language: 'fr' });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeTruthy();
  });

  it('sends the message with the language and clears the form', async () => {
    send.mockResolvedValue();
    renderWithProviders(<ContactForm />, { language: 'fr' });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.change(screen.getByLabelText('Objet'), { target: { value: 'Bonjour' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Une question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const success = await screen.findByText(
      'Votre message a bien été envoyé. Nous vous répondrons très vite !',
    );
    expect(success.getAttribute('role')).toBe('status');
    expect(send).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Bonjour',
      message: 'Une question',
      language: 'fr',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Nom').value).toBe('');
  });

  it.each([
    [
      new ApiError(429, 'Rate limit exceeded', true, 'rate_limited'),
      'Too many requests. Please try again later.',
    ],
    [new ApiError(400, 'subject: too long'), 'subject: too long'],
    [new ApiError(500, ''), 'Failed to send message. Please try again.'],
    [new ApiError(500, 'Internal Server Error'), 'Failed to send message. Please try again.'],
    [new ApiError(503, 'Service Unavailable', true), 'Failed to send message. Please try again.'],
    [
      new ApiError(null, 'Failed to fetch'),
      'Network error. Please check your connection and try again.',
    ],
  ])('shows %p as "%s"', async (error, expected) => {
    send.mockRejectedValue(error);
    renderWithProviders(<ContactForm />);
    fill(valid);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
  });

  it('says a rate limit in French, from its code', async () => {
    send.mockRejectedValue(new ApiError(429, 'an English sentence', true, 'rate_limited'));
    renderWithProviders(<ContactForm />, { language: 'fr' });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.change(screen.getByLabelText('Objet'), { target: { value: 'Bonjour' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Une question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de requêtes. Veuillez réessayer plus tard.',
    );
  });

  it('shows a problem the server ties to a field under that field', async () => {
    send.mockRejectedValue(
      Object.assign(new ApiError(400, 'email: …', true, 'validation.invalid_email'), {
        field: 'email',
      }),
    );
    renderWithProviders(<ContactForm />);
    fill(valid);
    submit();
    const error = await screen.findByText('Please enter a valid email address');
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-describedby')).toContain(
      error.id,
    );
  });
});
