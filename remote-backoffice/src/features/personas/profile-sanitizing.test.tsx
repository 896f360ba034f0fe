import { XSS_PAYLOADS, liveMarkupIn } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderMarkdown } from './render-markdown';
import {
  answerGets,
  choose,
  markdownFile,
  renderView,
  resetApi,
  seneca,
} from '../../testing/personas';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

beforeEach(() => resetApi());

const preview = () => screen.getByRole('region', { name: 'Profile Preview' });

/** A profile holding every payload, each in a paragraph of its own after a line of text. */
const hostileProfile = [
  '# Seneca',
  ...XSS_PAYLOADS.flatMap((payload, index) => [`Paragraph ${index} stays.`, '', payload, '']),
].join('\n');

// Mutation payloads (<math>…) are harmless when parsed once; they turn live only when a
// sanitizer's output is parsed again, which the rendering above covers.
test.each(
  XSS_PAYLOADS.filter((payload) => payload.startsWith('<') && !payload.startsWith('<math')),
)('the check finds what %s leaves live when inserted unsanitized', (payload) => {
  // Parsed in a document without a window, where nothing it carries can run.
  const inert = document.implementation.createHTMLDocument('');
  inert.body.innerHTML = payload;
  expect(liveMarkupIn(inert.body)).not.toEqual([]);
});

test.each(XSS_PAYLOADS)('the Markdown of a profile keeps nothing live of %s', async (payload) => {
  const host = document.createElement('div');
  host.innerHTML = await renderMarkdown(`Before\n\n${payload}\n\nAfter`);
  expect(liveMarkupIn(host)).toEqual([]);
  expect(host.textContent).toContain('Before');
  expect(host.textContent).toContain('After');
});

test('the stored profile is previewed with its text, and nothing of the payloads runs', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  answerGets({ list: [seneca], profile: hostileProfile });
  renderView();
  const row = (await screen.findByRole('heading', { level: 3, name: 'Seneca' })).closest('li')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  await waitFor(() =>
    expect(within(preview()).getByRole('heading', { name: 'Seneca' })).toBeTruthy(),
  );
  expect(liveMarkupIn(preview())).toEqual([]);
  for (const index of XSS_PAYLOADS.keys()) {
    expect(within(preview()).getByText(`Paragraph ${index} stays.`)).toBeTruthy();
  }
  // The words inside the neutralized links and buttons are still read.
  expect(preview().textContent).toContain('a javascript link');
  expect(preview().textContent).toContain('an encoded javascript link');
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

test('a chosen file is previewed as safely as a stored profile', async () => {
  answerGets({});
  renderView();
  await screen.findByText('No personas created yet. Create your first persona to get started.');
  fireEvent.click(screen.getByRole('button', { name: 'Create New Persona' }));
  choose(markdownFile(hostileProfile));
  await waitFor(() =>
    expect(within(preview()).getByRole('heading', { name: 'Seneca' })).toBeTruthy(),
  );
  expect(liveMarkupIn(preview())).toEqual([]);
  expect(within(preview()).getByText('Paragraph 0 stays.')).toBeTruthy();
});
