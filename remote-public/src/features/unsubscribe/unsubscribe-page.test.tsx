import '../../testing/setup';
import { ApiError } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getUnsubscribeInfo } from './api/get-unsubscribe-info';
import { unsubscribe } from './api/unsubscribe';
import { UnsubscribePage } from './unsubscribe-page';

jest.mock('../../lib/hero-image');
jest.mock('./api/get-unsubscribe-info', () => ({ getUnsubscribeInfo: jest.fn() }));
jest.mock('./api/unsubscribe', () => ({
  ...jest.requireActual<object>('./api/unsubscribe'),
  unsubscribe: jest.fn(),
}));
const getInfo = jest.mocked(getUnsubscribeInfo);
const post = jest.mocked(unsubscribe);

const renderUnsubscribe = (language: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
    </Routes>,
    { route: '/unsubscribe/tok', language },
  );

describe('UnsubscribePage', () => {
  beforeEach(() => {
    getInfo.mockReset();
    post.mockReset();
  });

  it('unsubscribes in one click from the confirm view', async () => {
    getInfo.mockResolvedValue({ email: 'ada@example.org', already_unsubscribed: false });
    post.mockResolvedValue({
      message: 'You have been unsubscribed.',
      data: { email: 'ada@example.org', already_unsubscribed: true },
    });
    renderUnsubscribe();
    expect(
      await screen.findByText('Do you want to stop receiving e-mails at ada@example.org?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('tok', null);
  });

  it('sends the chosen reason from the optional feedback step, with free text for Other', async () => {
    getInfo.mockResolvedValue({ email: 'ada@example.org', already_unsubscribed: false });
    post.mockResolvedValue({
      message: 'You have been unsubscribed.',
      data: { email: 'ada@example.org', already_unsubscribed: true },
    });
    renderUnsubscribe();
    fireEvent.click(await screen.findByRole('button', { name: 'Tell us why first (optional)' }));
    fireEvent.click(screen.getByLabelText('Too many emails'));
    fireEvent.click(screen.getByLabelText('Other'));
    fireEvent.change(screen.getByLabelText('Please tell us more'), {
      target: { value: 'Moving on' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('tok', { reason: 'other', feedback: 'Moving on' });
  });

  it('sends a fixed reason as its code', async () => {
    getInfo.mockResolvedValue({ email: 'ada@example.org', already_unsubscribed: false });
    post.mockResolvedValue({
      message: 'You have been unsubscribed.',
      data: { email: 'ada@example.org', already_unsubscribed: true },
    });
    renderUnsubscribe();
    fireEvent.click(await screen.findByRole('button', { name: 'Tell us why first (optional)' }));
    fireEvent.click(screen.getByLabelText("I didn't sign up"));
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByRole('heading', { name: 'You have been unsubscribed' });
    expect(post).toHaveBeenCalledWith('tok', { reason: 'did_not_sign_up' });
  });

  it('says when the address was already unsubscribed', async () => {
    getInfo.mockResolvedValue({ email: 'ada@example.org', already_unsubscribed: true });
    renderUnsubscribe();
    expect(await screen.findByRole('heading', { name: 'Already unsubscribed' })).toBeTruthy();
  });

  it.each([
    [
      new ApiError(404, 'Invalid unsubscribe link', true, 'newsletter.unsubscribe_invalid'),
      'en',
      'Invalid unsubscribe link',
    ],
    [new ApiError(400, 'token: too long'), 'en', 'Invalid unsubscribe link'],
    [
      new ApiError(404, 'Invalid unsubscribe link', true, 'newsletter.unsubscribe_invalid'),
      'fr',
      'Lien de désinscription invalide',
    ],
    [
      new ApiError(null, 'Failed to fetch'),
      'en',
      'Failed to load unsubscribe page. Please try again.',
    ],
    [new ApiError(503, 'Unavailable'), 'en', 'Failed to load unsubscribe page. Please try again.'],
  ] as const)('shows a load failure %p in %s', async (error, language, expected) => {
    getInfo.mockRejectedValue(error);
    renderUnsubscribe(language);
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
  });

  it.each([
    [new ApiError(500, 'Internal Server Error', false), 'Failed to unsubscribe'],
    [new ApiError(503, 'Service Unavailable'), 'Failed to unsubscribe'],
    [new ApiError(null, 'Failed to fetch'), 'Failed to unsubscribe. Please try again.'],
    [
      new ApiError(429, 'Too many requests.', true, 'rate_limited'),
      'Too many requests. Please try again later.',
    ],
  ])('keeps the confirm view when the POST fails with %p', async (error, expected) => {
    getInfo.mockResolvedValue({ email: 'ada@example.org', already_unsubscribed: false });
    post.mockRejectedValue(error);
    renderUnsubscribe();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('moves the focus to the heading of each new step: feedback, then done', async () => {
    getInfo.mockResolvedValue({ email: 'ada@example.org', already_unsubscribed: false });
    post.mockResolvedValue({
      message: 'You have been unsubscribed.',
      data: { email: 'ada@example.org', already_unsubscribed: true },
    });
    renderUnsubscribe();
    fireEvent.click(await screen.findByRole('button', { name: 'Tell us why first (optional)' }));
    const feedback = screen.getByRole('heading', { name: 'Why are you leaving? (optional)' });
    expect(document.activeElement).toBe(feedback);
    expect(feedback.getAttribute('tabindex')).toBe('-1');
    // The heading also names the group of reasons.
    expect(screen.getByRole('group', { name: 'Why are you leaving? (optional)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip and unsubscribe' }));
    const done = await screen.findByRole('heading', { name: 'You have been unsubscribed' });
    expect(document.activeElement).toBe(done);
    expect(done.getAttribute('tabindex')).toBe('-1');
  });

  it('moves the focus to the done heading after a one-click unsubscribe', async () => {
    getInfo.mockResolvedValue({ email: 'ada@example.org', already_unsubscribed: false });
    post.mockResolvedValue({
      message: 'You have been unsubscribed.',
      data: { email: 'ada@example.org', already_unsubscribed: true },
    });
    renderUnsubscribe();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('heading', { name: 'You have been unsubscribed' });
    expect(document.activeElement).toBe(done);
  });
});
