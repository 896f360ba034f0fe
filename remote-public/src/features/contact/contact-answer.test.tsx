import '../../testing/setup';
import { apiClient } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { ContactForm } from './components/contact-form';

// The real call (api/send-contact.ts) on a stubbed client: what the form shows for each answer.
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { post: jest.fn() },
}));
const post = jest.mocked(apiClient.post) as unknown as jest.Mock;
const answer = (status: number, body: unknown) =>
  post.mockResolvedValue({ status, json: () => Promise.resolve(body) });

function send() {
  renderWithProviders(<ContactForm />);
  for (const [label, value] of [
    ['Name', 'Ada'],
    ['E-mail address', 'ada@example.org'],
    ['Subject', 'Hello'],
    ['Message', 'A question'],
  ]) {
    fireEvent.change(screen.getByLabelText(label!), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the answer to POST /api/contact/send', () => {
  beforeEach(() => post.mockReset());

  it('is a success only with success true', async () => {
    answer(200, { success: true, message: 'Sent' });
    send();
    expect((await screen.findByRole('status')).textContent).toBe(
      "Your message has been sent successfully. We'll get back to you soon!",
    );
  });

  it('shows the server detail of an OK answer without success, not a network error', async () => {
    answer(200, { success: false, detail: 'The mailbox is full.' });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('The mailbox is full.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['without a detail', { success: false }],
    ['with an empty body', null],
    ['with an empty detail', { success: false, detail: ' ' }],
  ])('falls back to the form’s own text for an OK answer %s', async (_case, body) => {
    answer(200, body);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send message. Please try again.',
    );
  });
});
