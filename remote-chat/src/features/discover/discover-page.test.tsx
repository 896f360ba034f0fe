import { ApiError, i18n } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { FakeChatApi } from '../../testing/fake-chat-api';
import { mountAreas, seneca } from '../../testing/personas';
import en from '../../locales/en/discover.json';
import DiscoverPage from './discover-page';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn() },
}));

const DISCOVER = '/api/persona/discover';
const items = en.courses.items;
let api: FakeChatApi;

beforeAll(mountAreas);
beforeEach(() => {
  api = new FakeChatApi().install();
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<DiscoverPage />} />
      <Route path="/chat/*" element={<p>The chat</p>} />
      <Route path="/flashcards" element={<p>The library</p>} />
    </Routes>,
    { route: '/', session: { ...learner, full_name: 'Ada Lovelace' }, language },
  );
}

const location = () => screen.getByTestId('location').textContent;
const personaCards = () =>
  within(screen.getByRole('region', { name: 'Thinkers' })).queryAllByRole('heading', { level: 3 });

describe('the personas', () => {
  test('a card per persona: name, period, description, two tags and the count of the rest', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading personas...');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Seneca' })).closest('li')!;
    expect(within(card).getByText('4 BC - 65 AD')).toBeTruthy();
    expect(within(card).getByText(seneca.short_description)).toBeTruthy();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    const chips = within(tags)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    expect(chips).toEqual(['Stoicism', 'Ethics', '+22 more tags: Letters, Tragedy']);
    expect(within(tags).getByText('+2').getAttribute('aria-hidden')).toBe('true');

    const other = screen.getByRole('heading', { level: 3, name: 'Plato' }).closest('li')!;
    expect(within(other).getByText('Unknown period')).toBeTruthy();
    expect(
      within(within(other).getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(personaCards().map((heading) => heading.textContent)).toEqual(['Seneca', 'Plato']);
  });

  test('Chat Now opens the conversation with that persona', async () => {
    renderPage();
    const chatNow = await screen.findByRole('link', { name: 'Chat Now with Plato' });
    expect(chatNow.textContent).toBe('Chat Now');
    expect(chatNow.getAttribute('href')).toBe('/chat/plato');
    fireEvent.click(chatNow);
    expect(await screen.findByText('The chat')).toBeTruthy();
    expect(location()).toBe('/chat/plato');
  });

  test('no personas: says none are available', async () => {
    api.personas = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Personas Available' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /^Chat Now/ })).toEqual([]);
  });

  test.each([
    [
      'a refused call',
      new ApiError(500, 'Internal Server Error', true, 'internal'),
      'Failed to load personas',
    ],
    ['no answer at all', new ApiError(null, 'Failed to fetch'), 'Network error occurred'],
  ])('%s says so, and Try again loads them', async (_, error, text) => {
    api.failures[`GET ${DISCOVER}`] = error;
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    delete api.failures[`GET ${DISCOVER}`];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Seneca' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.sent('GET', DISCOVER)).toHaveLength(2);
  });
});

describe('the rest of the page', () => {
  test('welcomes the user by name, with ways to the chat and to the Academy', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Ada Lovelace!' })).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Get started' });
    expect(
      within(actions).getByRole('link', { name: 'Start a conversation' }).getAttribute('href'),
    ).toBe('/chat');
    fireEvent.click(within(actions).getByRole('link', { name: 'Study in the Academy' }));
    expect(await screen.findByText('The library')).toBeTruthy();
    expect(location()).toBe('/flashcards');
  });

  test('lists the three courses with their difficulty and duration', async () => {
    renderPage();
    const courses = within(screen.getByRole('region', { name: 'Courses' })).getAllByRole(
      'listitem',
    );
    const summary = courses.map((course) => [
      within(course).getByRole('heading', { level: 3 }).textContent,
      within(course)
        .getAllByRole('definition')
        .map((fact) => fact.textContent),
      course.querySelector('.chat-tile__text')?.textContent,
    ]);
    expect(summary).toEqual([
      ['Stoicism', ['Beginner', '2 weeks'], items.stoicism.description],
      ['Ancient Greek Philosophy', ['Intermediate', '4 weeks'], items.greekPhilosophy.description],
      ['Renaissance Art and Thought', ['Beginner', '3 weeks'], items.renaissance.description],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Podcasts Coming Soon' })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Seneca' });
  });

  test('reads in French', async () => {
    renderPage('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Découvrir' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bienvenue, Ada Lovelace\u202F!' }),
    ).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Plato' })).closest('li')!;
    expect(within(card).getByText('Période inconnue')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Discuter maintenant avec Plato' })).toBeTruthy();
    const courses = within(screen.getByRole('region', { name: 'Cours' }));
    expect(courses.getByRole('heading', { level: 3, name: 'Stoïcisme' })).toBeTruthy();
    expect(courses.getAllByText('Débutant')).toHaveLength(2);
    expect(courses.getByText('4 semaines')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Podcasts bientôt disponibles' })).toBeTruthy();
  });

  test('a network failure reads in French', async () => {
    api.failures[`GET ${DISCOVER}`] = new ApiError(null, 'Failed to fetch');
    renderPage('fr');
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur réseau s’est produite');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
