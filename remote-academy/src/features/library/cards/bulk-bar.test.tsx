import { i18n } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BulkBar, type BulkBarProps } from './bulk-bar';
import { tagsToAdd, tagsToRemove } from './bulk-tags';
import { makeCard, makeTags } from '../../../testing/cards';
import '../../../testing/locales';

const tags = makeTags('art', 'biology', 'chemistry', 'drama', 'economics');

function renderBar(props: Partial<BulkBarProps> = {}, language: 'en' | 'fr' = 'en') {
  const callbacks = {
    onAddTag: jest.fn(),
    onRemoveTag: jest.fn(),
    onDelete: jest.fn(),
    onSelectAll: jest.fn(),
    onClear: jest.fn(),
    onExit: jest.fn(),
  };
  const view = renderWithProviders(
    <BulkBar selectedCards={[makeCard(1)]} tags={tags} {...callbacks} {...props} />,
    { language },
  );
  return { ...view, ...callbacks };
}

const group = (name: string) => screen.getByRole('group', { name });

afterEach(async () => {
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
});

test('shows nothing without a selection', () => {
  const { container } = renderBar({ selectedCards: [] });
  expect(container.querySelector('.ac-bulk')).toBeNull();
});

test('counts the selection and wires the selection buttons', () => {
  const { onSelectAll, onClear, onExit, onDelete } = renderBar({
    selectedCards: [makeCard(1), makeCard(2)],
  });
  expect(screen.getByRole('status').textContent).toBe('2 selected');
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
  fireEvent.click(screen.getByRole('button', { name: 'Exit Select Mode' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
  for (const callback of [onSelectAll, onClear, onExit, onDelete]) {
    expect(callback).toHaveBeenCalledTimes(1);
  }
});

test('shows the first 3 tags to add and "+2 more", which reveals the other two', () => {
  const { onAddTag } = renderBar();
  const add = group('Add tag');
  const names = () =>
    within(add)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  expect(names()).toEqual(['Add tag art', 'Add tag biology', 'Add tag chemistry', '+2 more']);

  const more = within(add).getByRole('button', { name: '+2 more' });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(more);
  expect(names()).toEqual([
    'Add tag art',
    'Add tag biology',
    'Add tag chemistry',
    'Add tag drama',
    'Add tag economics',
    'Show fewer',
  ]);
  expect(more.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(within(add).getByRole('button', { name: 'Add tag economics' }));
  expect(onAddTag).toHaveBeenCalledWith('economics');
  fireEvent.click(more);
  expect(within(add).queryByRole('button', { name: 'Add tag economics' })).toBeNull();
});

test('offers to add the tags some card lacks and to remove those any card has', () => {
  const selectedCards = [
    makeCard(1, { tags: ['art', 'biology', 'zoology'] }),
    makeCard(2, { tags: ['art'] }),
  ];
  expect(tagsToAdd(selectedCards, tags)).toEqual(['biology', 'chemistry', 'drama', 'economics']);
  expect(tagsToRemove(selectedCards, tags)).toEqual(['art', 'biology', 'zoology']);

  const { onRemoveTag } = renderBar({ selectedCards });
  expect(within(group('Add tag')).queryByRole('button', { name: 'Add tag art' })).toBeNull();
  const remove = group('Remove tag');
  expect(
    within(remove)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['×art', '×biology', '×zoology']);
  fireEvent.click(within(remove).getByRole('button', { name: 'Remove tag zoology' }));
  expect(onRemoveTag).toHaveBeenCalledWith('zoology');
});

test('says so when there is no tag to add or to remove', () => {
  renderBar({ tags: [] });
  expect(
    within(group('Add tag')).getByText('Every tag is already on the selected cards.'),
  ).toBeTruthy();
  expect(within(group('Remove tag')).getByText('The selected cards have no tags.')).toBeTruthy();
});

test('create-and-add is disabled while blank and submits the trimmed name on Enter', async () => {
  let finish: () => void = () => undefined;
  const onAddTag = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderBar({ onAddTag });
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'New tag' });
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Create and add' });
  expect(button.disabled).toBe(true);
  fireEvent.change(input, { target: { value: '   ' } });
  expect(button.disabled).toBe(true);
  fireEvent.submit(input.form!);
  expect(onAddTag).not.toHaveBeenCalled();

  fireEvent.change(input, { target: { value: '  history  ' } });
  expect(button.disabled).toBe(false);
  // Enter in a field submits its form through the form's submit button; jsdom does not do that
  // implicit submission, so the test checks the wiring, then submits.
  expect(button.type).toBe('submit');
  expect(button.form).toBe(input.form);
  fireEvent.submit(input.form!);
  expect(onAddTag).toHaveBeenCalledWith('history');
  expect(input.value).toBe('  history  '); // kept until the call succeeds
  await act(async () => {
    finish();
    await Promise.resolve();
  });
  expect(input.value).toBe('');
});

test('the field empties at once without a promise, and keeps the name when the call fails', async () => {
  const onAddTag = jest.fn<undefined | Promise<boolean>, [string]>(() => undefined);
  renderBar({ onAddTag });
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'New tag' });
  fireEvent.change(input, { target: { value: 'history' } });
  fireEvent.submit(input.form!);
  expect(input.value).toBe('');

  onAddTag.mockImplementation(() => Promise.reject(new Error('refused')));
  fireEvent.change(input, { target: { value: 'history' } });
  await act(async () => {
    fireEvent.submit(input.form!);
    await Promise.resolve();
  });
  expect(onAddTag).toHaveBeenCalledTimes(2);
  expect(input.value).toBe('history');

  onAddTag.mockImplementation(() => Promise.resolve(false));
  await act(async () => {
    fireEvent.submit(input.form!);
    await Promise.resolve();
  });
  expect(onAddTag).toHaveBeenCalledTimes(3);
  expect(input.value).toBe('history');
});

test('while pending, the tag and delete actions are disabled, not the selection buttons', () => {
  renderBar({ pending: true, selectedCards: [makeCard(1, { tags: ['art'] })] });
  const disabled = (name: string) =>
    screen.getByRole<HTMLButtonElement>('button', { name }).disabled;
  expect(disabled('Add tag biology')).toBe(true);
  expect(disabled('Remove tag art')).toBe(true);
  expect(disabled('Delete selected')).toBe(true);
  fireEvent.change(screen.getByRole('textbox', { name: 'New tag' }), { target: { value: 'x' } });
  expect(disabled('Create and add')).toBe(true);
  expect(disabled('Select All')).toBe(false);
  expect(disabled('Clear Selection')).toBe(false);
  expect(disabled('Exit Select Mode')).toBe(false);
  expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
});

test('the Tags button shows and hides the tag tools', () => {
  renderBar();
  const tagsButton = screen.getByRole('button', { name: 'Tags' });
  const panel = document.getElementById(tagsButton.getAttribute('aria-controls')!)!;
  expect(tagsButton.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(tagsButton);
  expect(tagsButton.getAttribute('aria-expanded')).toBe('false');
  expect(panel.hidden).toBe(true);
});

test('reads in French, with plural-aware counts', async () => {
  renderBar({ selectedCards: [makeCard(1), makeCard(2)] }, 'fr');
  expect((await screen.findByRole('status')).textContent).toBe('2 cartes sélectionnées');
  expect(screen.getByRole('button', { name: 'Tout sélectionner' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Effacer la sélection' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Quitter le mode sélection' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '+2 autres' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Ajouter l’étiquette art' })).toBeTruthy();
});
