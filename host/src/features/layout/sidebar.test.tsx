import { screen } from '@testing-library/react';
import { learner, renderAt, setSession } from '../../testing/test-utils';
import { activeSection } from './active-section';
import { Sidebar } from './sidebar';

test.each([
  ['/chat', 'chat'],
  ['/chat/socrates', 'chat'],
  ['/flashcards', 'academy'],
  ['/flashcards/challenge', 'academy'],
  ['/settings', 'academy'],
  ['/', 'discover'],
  ['/back-office', 'discover'],
])('%s is in the %s section', (path, section) => {
  expect(activeSection(path)).toBe(section);
});

test.each([
  ['/settings', 'Academy'],
  ['/chat', 'Chat'],
  ['/', 'Discover'],
])('at %s the sidebar marks %s as current', (path, label) => {
  setSession(learner);
  renderAt(path, <Sidebar id="sidebar" open={false} onNavigate={() => undefined} />);
  const current = screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual([label]);
});

test('user block shows initial, name and Online; a nameless user reads User', () => {
  setSession({ ...learner, username: '' });
  renderAt('/', <Sidebar id="sidebar" open={false} onNavigate={() => undefined} />);
  expect(screen.getByText('User')).toBeTruthy();
  expect(screen.getByText('Online')).toBeTruthy();
  expect(screen.getByText('U')).toBeTruthy();
});
