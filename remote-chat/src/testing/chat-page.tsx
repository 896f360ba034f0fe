// What the chat page's tests share: the page at a path, among the places it links to, and ways to
// reach its parts.
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ChatPage from '../features/chat/chat-page';
import DebatePage from '../features/chat/debate-page';

/** The chat at `route` (`/chat` or `/chat/<slug>`), with Discover at `/` and the library. */
export function renderChat(route: string, language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Discover</p>} />
      <Route path="/chat" element={<ChatPage />} />
      <Route path="/chat/:persona" element={<ChatPage />} />
      <Route path="/chat/debate/:first/:second" element={<DebatePage />} />
      <Route path="/flashcards" element={<p>The library</p>} />
    </Routes>,
    { route, session: learner, language },
  );
}

export const location = () => screen.getByTestId('location').textContent;

export const messageBox = (name = 'Your message') =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name });

export const typeMessage = (text: string) =>
  fireEvent.change(messageBox(), { target: { value: text } });

export const pressEnter = (shiftKey = false) =>
  fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey });

/** The conversation's log. */
export const thread = () => screen.getByRole('log');

/** Each message in the log, oldest first. */
export function bubbles(): HTMLElement[] {
  const list = within(thread()).queryAllByRole('list')[0];
  return list ? (Array.from(list.children) as HTMLElement[]) : [];
}

/** Who wrote each message and what it says, oldest first. */
export const conversation = () =>
  bubbles().map((bubble) => [
    bubble.querySelector('.chat-message__who')?.textContent,
    bubble.querySelector('.chat-message__bubble')?.textContent,
  ]);

/** The persona picker, in the sidebar. */
export const picker = () => within(screen.getByRole('complementary', { name: 'Thinkers' }));
