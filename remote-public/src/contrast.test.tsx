import './testing/setup';
import type { HealthResponse } from '@lyceum/contracts';
import { ApiError } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { confirmNewsletter } from './features/newsletter/api/confirm-newsletter';
import { useHealth } from './features/status/api/get-health';
import { sendContact } from './features/contact/api/send-contact';
import { subscribeNewsletter } from './features/newsletter/api/subscribe-newsletter';
import { getUnsubscribeInfo } from './features/unsubscribe/api/get-unsubscribe-info';
import { unsubscribe } from './features/unsubscribe/api/unsubscribe';
import { ConfirmPage } from './features/newsletter/confirm-page';
import { ContactPage } from './features/contact/contact-page';
import { LandingPage } from './features/landing/landing-page';
import { StatusPage } from './features/status/status-page';
import { UnsubscribePage } from './features/unsubscribe/unsubscribe-page';
import {
  loadRules,
  remoteStylesheets,
  sharedStylesheets,
  textContrasts,
  type Rule,
} from './testing/css-cascade';

// Every result a visitor can see on a public form (success, error, information) must be readable:
// WCAG AA asks 4.5:1 for body text. The colours come from the real stylesheets, cascaded over the
// rendered page, so a section's rule that overrides a message's colour is caught here.

jest.mock('./lib/hero-image');
jest.mock('./features/newsletter/api/subscribe-newsletter', () => ({
  ...jest.requireActual<object>('./features/newsletter/api/subscribe-newsletter'),
  subscribeNewsletter: jest.fn(),
}));
jest.mock('./features/contact/api/send-contact', () => ({ sendContact: jest.fn() }));
jest.mock('./features/unsubscribe/api/get-unsubscribe-info', () => ({
  getUnsubscribeInfo: jest.fn(),
}));
jest.mock('./features/unsubscribe/api/unsubscribe', () => ({
  ...jest.requireActual<object>('./features/unsubscribe/api/unsubscribe'),
  unsubscribe: jest.fn(),
}));
jest.mock('./features/newsletter/api/confirm-newsletter', () => ({ confirmNewsletter: jest.fn() }));
jest.mock('./features/status/api/get-health', () => ({ useHealth: jest.fn() }));

const subscribe = jest.mocked(subscribeNewsletter);
const send = jest.mocked(sendContact);
const getInfo = jest.mocked(getUnsubscribeInfo);
const post = jest.mocked(unsubscribe);
const confirm = jest.mocked(confirmNewsletter);
const health = jest.mocked(useHealth);

const AA = 4.5;
const shared = sharedStylesheets();
const remote = remoteStylesheets();
/** The bundler decides the order of the remote's files: the result must not depend on it. */
const cascades: [string, Rule[]][] = [
  ['in source order', loadRules([...shared, ...remote])],
  ['with the remote files reversed', loadRules([...shared, ...[...remote].reverse()])],
];

/** Every text inside `element` reaches 4.5:1 on what lies behind it, whatever the file order. */
function expectReadable(element: Element | null, options: { visited?: boolean } = {}) {
  if (!element) throw new Error('Nothing to check');
  for (const [order, rules] of cascades) {
    const low = textContrasts(element, rules, options).filter(({ ratio }) => ratio < AA);
    expect({ order, low }).toEqual({ order, low: [] });
  }
}

const pending = () => new Promise<never>(() => undefined);

beforeEach(() => jest.resetAllMocks());

describe('the newsletter forms of the landing page', () => {
  it.each(['Early access sign-up', 'Early access sign-up, final section'])(
    'show readable results in the "%s" form',
    async (name) => {
      renderWithProviders(<LandingPage />);
      const form = await screen.findByRole('form', { name });
      const input = within(form).getByLabelText('E-mail address');
      const button = within(form).getByRole('button');
      expectReadable(form.querySelector('.newsletter-form__note'));

      fireEvent.click(button);
      expectReadable(await within(form).findByRole('alert'));

      subscribe.mockResolvedValueOnce({ outcome: 'created', message: '', email: 'a@b.org' });
      fireEvent.change(input, { target: { value: 'ada@example.org' } });
      fireEvent.click(button);
      expectReadable(await within(form).findByRole('status'));

      subscribe.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
      fireEvent.change(input, { target: { value: 'ada@example.org' } });
      fireEvent.click(button);
      expectReadable(await within(form).findByRole('alert'));
    },
  );
});

describe('the contact form', () => {
  const fill = () => {
    for (const [label, value] of [
      ['Name', 'Ada'],
      ['E-mail address', 'ada@example.org'],
      ['Subject', 'Hello'],
      ['Message', 'A question'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
  };

  it('shows readable field problems, success and failure', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expectReadable(screen.getByText(/We reply within 24-48 hours/));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const problems = screen.getAllByRole('alert');
    expect(problems).toHaveLength(4);
    problems.forEach((problem) => expectReadable(problem));
    expectReadable(screen.getByTestId('message-counter'));

    send.mockResolvedValueOnce();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expectReadable(await screen.findByRole('status'));

    send.mockRejectedValueOnce(new ApiError(500, '', false));
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expectReadable(await screen.findByRole('alert'));
  });
});

const renderToken = (path: string, element: ReactNode) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    { route: path.replace(':token', 'tok') },
  );

describe('the unsubscribe steps', () => {
  const card = () => document.querySelector('.token-card');

  it('are readable while loading and when the link is refused', async () => {
    getInfo.mockReturnValueOnce(pending());
    const { unmount } = renderToken('/unsubscribe/:token', <UnsubscribePage />);
    expectReadable(screen.getByRole('status'));
    unmount();
    getInfo.mockRejectedValueOnce(new ApiError(404, 'x', true, 'newsletter.unsubscribe_invalid'));
    renderToken('/unsubscribe/:token', <UnsubscribePage />);
    await screen.findByRole('alert');
    expectReadable(card());
  });

  it('are readable when already unsubscribed', async () => {
    getInfo.mockResolvedValueOnce({ email: 'ada@example.org', already_unsubscribed: true });
    renderToken('/unsubscribe/:token', <UnsubscribePage />);
    await screen.findByRole('status');
    expectReadable(card());
  });

  it('are readable in the confirm view, its failure, the feedback step and done', async () => {
    getInfo.mockResolvedValueOnce({ email: 'ada@example.org', already_unsubscribed: false });
    post.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    renderToken('/unsubscribe/:token', <UnsubscribePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expectReadable(await screen.findByRole('alert'));
    expectReadable(card());
    fireEvent.click(screen.getByRole('button', { name: 'Tell us why first (optional)' }));
    expectReadable(card());
    post.mockResolvedValueOnce({
      message: '',
      data: { email: 'ada@example.org', already_unsubscribed: true },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Skip and unsubscribe' }));
    await screen.findByRole('heading', { name: 'You have been unsubscribed' });
    expectReadable(card());
  });
});

describe('the confirmation page', () => {
  const card = () => document.querySelector('.token-card');

  it.each([
    ['confirmed', 'Subscription confirmed'],
    ['already_confirmed', 'Already confirmed'],
  ] as const)('is readable when %s', async (status, heading) => {
    confirm.mockResolvedValueOnce({ status, message: '', data: { email: 'ada@example.org' } });
    renderToken('/confirm/:token', <ConfirmPage />);
    await screen.findByRole('heading', { name: heading });
    expectReadable(card());
  });

  it('is readable while loading and when the server cannot be reached', async () => {
    confirm.mockReturnValueOnce(pending());
    const { unmount } = renderToken('/confirm/:token', <ConfirmPage />);
    expectReadable(card());
    unmount();
    confirm.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    renderToken('/confirm/:token', <ConfirmPage />);
    await screen.findByRole('heading', { name: 'Cannot reach the server' });
    expectReadable(card());
  });

  it('is readable for an invalid link and the answers to a new link', async () => {
    confirm.mockRejectedValueOnce(new ApiError(404, 'x', true, 'newsletter.confirmation_invalid'));
    renderToken('/confirm/:token', <ConfirmPage />);
    await screen.findByRole('heading', { name: 'Invalid Confirmation Link' });
    expectReadable(card());
    const form = screen.getByRole('form', { name: 'Get a new confirmation link' });
    subscribe.mockResolvedValueOnce({ outcome: 'resent', message: '', email: 'a@b.org' });
    fireEvent.change(within(form).getByLabelText('E-mail address'), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.click(within(form).getByRole('button'));
    expectReadable(await within(form).findByRole('status'));
    subscribe.mockRejectedValueOnce(new ApiError(429, 'x', true, 'newsletter.too_many_attempts'));
    fireEvent.change(within(form).getByLabelText('E-mail address'), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.click(within(form).getByRole('button'));
    expectReadable(await within(form).findByRole('alert'));
  });
});

describe('the status page', () => {
  const answer = (overall: HealthResponse['overall_status']): HealthResponse => ({
    overall_status: overall,
    timestamp: '2026-11-22T10:00:00.000Z',
    embedding: null,
    services: {
      api: { status: 'healthy', version: '0.1.0', environment: 'test', uptime_seconds: 60 },
      database: {
        status: 'unhealthy',
        driver: 'postgresql',
        vector_search: false,
        version: null,
        database_size_mb: null,
        response_time_ms: null,
        error: 'refused',
      },
      redis: {
        status: 'not_configured',
        version: null,
        connected_clients: null,
        used_memory_mb: null,
        response_time_ms: null,
        uptime_days: null,
        error: null,
      },
      external: {
        llm: { status: 'degraded', message: 'Slow', response_time_ms: 900, error: 'timeout' },
      },
    },
  });
  const state = (values: object) =>
    health.mockReturnValue({
      data: undefined,
      isPending: false,
      isError: false,
      isFetching: false,
      dataUpdatedAt: 0,
      refetch: jest.fn(),
      ...values,
    } as unknown as ReturnType<typeof useHealth>);

  it('shows a readable failure', () => {
    state({ isError: true });
    renderWithProviders(<StatusPage />);
    expectReadable(screen.getByRole('alert'));
  });

  it.each(['healthy', 'degraded', 'unhealthy'] as const)(
    'shows a readable headline and cards when %s',
    (overall) => {
      state({ data: answer(overall), dataUpdatedAt: Date.now() });
      const { container } = renderWithProviders(<StatusPage />);
      expectReadable(screen.getByRole('status'));
      expectReadable(container.querySelector('.status-page'));
    },
  );
});

describe('links', () => {
  it.each([false, true])('are readable in the footer and on a card (visited: %s)', (visited) => {
    confirm.mockReturnValueOnce(pending());
    renderToken('/confirm/:token', <ConfirmPage />);
    const footerLinks = within(screen.getByRole('contentinfo')).getAllByRole('link');
    expect(footerLinks.length).toBeGreaterThan(0);
    footerLinks.forEach((link) => expectReadable(link, { visited }));
    expectReadable(screen.getByRole('link', { name: 'Back to the home page' }), { visited });
  });
});
