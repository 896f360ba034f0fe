import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, getDefaultNormalizer, screen, within } from '@testing-library/react';
import type { LearningStatsEntry } from '@lyceum/contracts';
import { lastDays } from './chart-data';
import { formatsFor } from './formats';
import { ProgressPanel } from './progress-panel';
// The area registers the texts when it loads; the panel is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
}));

const STATS = '/api/learning-sessions/stats';
const get = jest.mocked(apiClient.get);

/** Each GET of the stats takes the next of these: entries, an error, or `'never'` to hang. */
function answer(...answers: (LearningStatsEntry[] | Error | 'never')[]) {
  get.mockImplementation(((path: string) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    const settled =
      path !== STATS
        ? Promise.reject(new Error(`unexpected GET ${path}`))
        : next === 'never'
          ? new Promise(() => undefined)
          : next instanceof Error
            ? Promise.reject(next)
            : Promise.resolve(next);
    return { json: () => settled };
  }) as never);
}

const span = lastDays(30);
const entry = (
  daysAgo: number,
  fields: Partial<Omit<LearningStatsEntry, 'date'>> = {},
): LearningStatsEntry => ({
  date: span[29 - daysAgo]!,
  accuracy_percentage: 80,
  total_cards: 10,
  session_duration_minutes: 6,
  session_count: 1,
  ...fields,
});
/** Four days with sessions: two in a row, a gap, then today. */
const entries = [
  entry(10, { accuracy_percentage: 50, total_cards: 8, session_count: 2 }),
  entry(9, { accuracy_percentage: 100, total_cards: 12, session_duration_minutes: 12.5 }),
  entry(4, { accuracy_percentage: 75, total_cards: 4 }),
  entry(0, { accuracy_percentage: 90, total_cards: 16, session_count: 3 }),
];

function renderPanel(language: 'en' | 'fr' = 'en') {
  return renderWithProviders(<ProgressPanel />, { session: learner, language });
}

const panel = () => screen.getByRole('region', { name: /^Learning progress|^Progression/ });
const chart = () => screen.getByRole('img');
const radio = (name: string) => screen.getByRole('radio', { name });
/** The number of points a path's `d` draws through, and the number of pieces it is in. */
const pathShape = (path: Element | null) => {
  const d = path?.getAttribute('d') ?? '';
  return { points: (d.match(/[ML]/g) ?? []).length, pieces: (d.match(/M/g) ?? []).length };
};

afterEach(async () => {
  get.mockReset();
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
});

test('asks for the last 30 days in the browser time zone and says it is loading', () => {
  answer('never');
  renderPanel();
  expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toBe(
    'Learning progress (last 30 days)',
  );
  expect(screen.getByRole('status').textContent).toBe('Loading your learning progress…');
  expect(get).toHaveBeenCalledWith(STATS, {
    searchParams: { days: 30, tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });
  expect(screen.queryByRole('radiogroup')).toBeNull();
});

test('a failure shows its text with a retry, which asks again', async () => {
  answer(new Error('offline'), entries);
  renderPanel();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Error loading learning data: Failed to load learning data');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('img')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(get).toHaveBeenCalledTimes(2);
});

test('a refusal with a message of the server shows that message', async () => {
  answer(new ApiError(422, 'The time zone is not known'));
  renderPanel();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Error loading learning data: The time zone is not known',
  );
});

test.each([
  ['en', 'Error loading learning data: Service temporarily unavailable. Please try again.'],
  [
    'fr',
    'Erreur lors du chargement des données d’apprentissage\u202f: Service temporairement indisponible. Veuillez réessayer.',
  ],
] as const)(
  'a server failure shows the server’s reason, translated by its code (%s)',
  async (language, text) => {
    answer(new ApiError(503, 'Service temporarily unavailable.', true, 'service.unavailable'));
    renderPanel(language);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  },
);

test('without sessions it invites the learner to take a challenge', async () => {
  answer([]);
  renderPanel();
  const title = await screen.findByRole('heading', { level: 3 });
  expect(title.textContent).toBe('No Learning Data Yet');
  expect(
    screen.getByText('Complete some challenge sessions to see your learning curve!'),
  ).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.queryByRole('radiogroup')).toBeNull();
});

describe('with sessions', () => {
  test('draws accuracy as a line with a point per day, broken where days are missing', async () => {
    answer(entries);
    const { container } = renderPanel();
    const svg = await screen.findByRole('img');
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('aria-label')).toBe(
      'Line chart of accuracy per day over the last 30 days: lowest 50.0%, highest 100.0%, ' +
        `latest 90.0% on ${formatsFor('en').longDay(span[29]!)}.`,
    );
    expect(container.querySelectorAll('.ac-progress__point')).toHaveLength(4);
    expect(container.querySelectorAll('.ac-progress__bar')).toHaveLength(0);
    // Dashed: through every day answered; solid: consecutive days only (two days, then one, then one).
    expect(pathShape(container.querySelector('.ac-progress__bridge'))).toEqual({
      points: 4,
      pieces: 1,
    });
    expect(pathShape(container.querySelector('.ac-progress__line'))).toEqual({
      points: 4,
      pieces: 3,
    });
    expect(radio('Accuracy').getAttribute('aria-checked')).toBe('true');
    // The accuracy axis runs from 0 to 100 %.
    const labels = [...container.querySelectorAll('.ac-progress__tick-label')].map(
      (label) => label.textContent,
    );
    expect(labels.slice(0, 5)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    // The time axis labels today and a few days before it, not all thirty.
    const dates = labels.slice(5);
    expect(dates.at(-1)).toBe(formatsFor('en').shortDay(span[29]!));
    expect(dates.length).toBeGreaterThan(2);
    expect(dates.length).toBeLessThan(15);
  });

  test('sums the sessions up in a line under the chart', async () => {
    answer(entries);
    const { container } = renderPanel();
    await screen.findByRole('img');
    // (50 × 8 + 100 × 12 + 75 × 4 + 90 × 16) / 40 = 83.5
    expect(container.querySelector('.ac-progress__summary')?.textContent).toBe(
      '7 sessions on 4 days · 40 cards · average accuracy 83.5%',
    );
  });

  test('the arrow keys switch to the volume bars and back; Home and End jump', async () => {
    answer(entries);
    const { container } = renderPanel();
    await screen.findByRole('img');
    const group = screen.getByRole('radiogroup', { name: 'The chart shows' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(radio('Accuracy').tabIndex).toBe(0);
    expect(radio('Volume').tabIndex).toBe(-1);

    radio('Accuracy').focus();
    fireEvent.keyDown(radio('Accuracy'), { key: 'ArrowRight' });
    expect(radio('Volume').getAttribute('aria-checked')).toBe('true');
    expect(radio('Accuracy').getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(radio('Volume'));
    expect(radio('Volume').tabIndex).toBe(0);
    expect(container.querySelectorAll('.ac-progress__bar')).toHaveLength(4);
    expect(container.querySelectorAll('.ac-progress__point')).toHaveLength(0);
    expect(chart().getAttribute('aria-label')).toBe(
      'Bar chart of cards studied per day over the last 30 days: 40 cards in all, at most 16 on one day.',
    );
    // The tallest bar (16 cards) is the highest; the volume axis ends at a round 20.
    const heights = [...container.querySelectorAll('.ac-progress__bar')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(Math.max(...heights)).toBe(heights[3]);
    const labels = [...container.querySelectorAll('.ac-progress__tick-label')].map(
      (label) => label.textContent,
    );
    expect(labels.slice(0, 5)).toEqual(['0', '5', '10', '15', '20']);

    fireEvent.keyDown(radio('Volume'), { key: 'ArrowRight' });
    expect(radio('Accuracy').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('Accuracy'));
    fireEvent.keyDown(radio('Accuracy'), { key: 'ArrowLeft' });
    expect(radio('Volume').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio('Volume'), { key: 'Home' });
    expect(radio('Accuracy').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio('Accuracy'), { key: 'End' });
    expect(radio('Volume').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(radio('Accuracy'));
    expect(container.querySelectorAll('.ac-progress__point')).toHaveLength(4);
  });

  test('a visually hidden table gives each day with sessions and its figures', async () => {
    answer(entries);
    renderPanel();
    await screen.findByRole('img');
    const table = screen.getByRole('table', {
      name: 'Learning sessions per day over the last 30 days',
    });
    expect(table.parentElement?.className).toContain('ly-visually-hidden');
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Accuracy', 'Cards', 'Minutes', 'Sessions']);
    const en = formatsFor('en');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [en.longDay(span[19]!), '50.0%', '8', '6', '2'],
      [en.longDay(span[20]!), '100.0%', '12', '12.5', '1'],
      [en.longDay(span[25]!), '75.0%', '4', '6', '1'],
      [en.longDay(span[29]!), '90.0%', '16', '6', '3'],
    ]);
  });

  test('a day with sessions but no card answered has a bar of nothing and no point', async () => {
    answer([entry(3, { total_cards: 0, accuracy_percentage: 0, session_count: 1 })]);
    const { container } = renderPanel();
    await screen.findByRole('img');
    expect(container.querySelectorAll('.ac-progress__point')).toHaveLength(0);
    expect(chart().getAttribute('aria-label')).toBe(
      'Line chart of accuracy per day over the last 30 days: no card answered yet.',
    );
    expect(container.querySelector('.ac-progress__summary')?.textContent).toBe(
      '1 session on 1 day · 0 cards',
    );
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['none', '0', '6', '1']);
  });
});

describe('in French', () => {
  test('the heading, the empty state and the failure read in French', async () => {
    answer([]);
    renderPanel('fr');
    expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toBe(
      'Progression (30 derniers jours)',
    );
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe(
      'Pas encore de données d’apprentissage',
    );
    // The no-break space before `!` is kept, not read as a plain space.
    expect(
      screen.getByText(
        'Terminez quelques sessions de défi pour voir votre courbe d’apprentissage\u202f!',
        { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) },
      ),
    ).toBeTruthy();
  });

  test('a failure reads in French', async () => {
    answer(new Error('offline'));
    renderPanel('fr');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur lors du chargement des données d’apprentissage\u202f: Impossible de charger les données d’apprentissage',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  test('the chart, its switch, summary and table read in French with French numbers', async () => {
    answer(entries);
    const { container } = renderPanel('fr');
    await screen.findByRole('img');
    const fr = formatsFor('fr');
    expect(chart().getAttribute('aria-label')).toBe(
      'Graphique en ligne de la précision par jour sur les 30 derniers jours\u202f: ' +
        `la plus basse ${fr.percent(50)}, la plus haute ${fr.percent(100)}, ` +
        `la dernière ${fr.percent(90)} le ${fr.longDay(span[29]!)}.`,
    );
    expect(radio('Précision').getAttribute('aria-checked')).toBe('true');
    expect(radio('Volume')).toBeTruthy();
    expect(container.querySelector('.ac-progress__summary')?.textContent).toBe(
      `7 sessions sur 4 jours · 40 cartes · précision moyenne ${fr.percent(83.5)}`,
    );
    expect(fr.percent(83.5)).toMatch(/^83,5\s%$/);
    const labels = [...container.querySelectorAll('.ac-progress__tick-label')].map(
      (label) => label.textContent,
    );
    expect(labels.at(-1)).toBe(fr.shortDay(span[29]!));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect([...rows[2]!.children].map((cell) => cell.textContent)).toEqual([
      fr.longDay(span[20]!),
      fr.percent(100),
      '12',
      '12,5',
      '1',
    ]);
  });
});
