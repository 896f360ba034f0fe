import { i18n } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LibraryHarness, makeCard, type LibraryHarnessProps } from '../../../testing/cards';
// The area registers the texts when it loads; the list is rendered without it.
import '../../../testing/locales';

const cards = [
  makeCard(1, { recto: 'Apple', verso: 'Pomme', tags: ['fruit', 'food'], status: 'draft' }),
  makeCard(2, { recto: 'Pear', memory_strength: 0.2, status: 'mastered' }),
  makeCard(3, { recto: 'Plum', memory_strength: 0.8 }),
];

function renderList(props: Partial<LibraryHarnessProps> = {}, language: 'en' | 'fr' = 'en') {
  return renderWithProviders(<LibraryHarness cards={cards} {...props} />, { language });
}

/** The button of the card whose recto is `recto`. */
const toggle = (recto: string) => screen.getByText(recto).closest('button') as HTMLButtonElement;
const cardOf = (recto: string) => screen.getByText(recto).closest('li') as HTMLElement;
const bar = () => screen.queryByRole('region', { name: 'Actions on the selected cards' });

afterEach(async () => {
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
});

describe('outside select mode', () => {
  test('a click opens and closes the details, whose buttons edit and delete the card', () => {
    const onEdit = jest.fn();
    const onDeleteCard = jest.fn();
    renderList({ onEdit, onDeleteCard });
    expect(toggle('Apple').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Pomme')).toBeNull();

    fireEvent.click(toggle('Apple'));
    expect(toggle('Apple').getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle('Apple').getAttribute('aria-controls')!)!;
    expect(within(details).getByText('Pomme')).toBeTruthy();
    expect(within(details).getByText('Created')).toBeTruthy();
    expect(within(details).getByText('Not scheduled')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(cards[0]);
    fireEvent.click(within(details).getByRole('button', { name: 'Delete' }));
    expect(onDeleteCard).toHaveBeenCalledWith(cards[0]);
    expect(bar()).toBeNull();

    // A click on the card's status, outside its button, toggles it too.
    fireEvent.click(within(cardOf('Apple')).getByText('Draft'));
    expect(screen.queryByText('Pomme')).toBeNull();
    expect(toggle('Apple').getAttribute('aria-expanded')).toBe('false');
  });

  test('each card shows its status, strength band and first tags', () => {
    renderList();
    const pear = cardOf('Pear');
    expect(within(pear).getByText('Mastered')).toBeTruthy();
    expect(within(pear).getByText('20%')).toBeTruthy();
    expect(within(pear).getByText('Memory strength 20%, weak')).toBeTruthy();
    expect(pear.querySelector('.ac-strength--low')).toBeTruthy();
    expect(within(cardOf('Plum')).getByText('Memory strength 80%, strong')).toBeTruthy();
    expect(within(cardOf('Apple')).getByRole('list', { name: 'Tags' }).textContent).toBe(
      'fruitfood',
    );
  });

  test('reads in French, percentages and dates included', async () => {
    renderList({}, 'fr');
    expect(await screen.findByText('Brouillon')).toBeTruthy();
    expect(screen.getByText('Maîtrisée')).toBeTruthy();
    expect(screen.getByText('En apprentissage', { selector: '.ac-status' })).toBeTruthy();
    // A no-break space before %, narrow or not depending on the ICU data.
    expect(cardOf('Pear').querySelector('.ac-strength__value')?.textContent).toMatch(
      /^20[\u00a0\u202f]%$/,
    );
    fireEvent.click(toggle('Apple'));
    expect(screen.getByText('1 mars 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
  });
});

describe('select mode', () => {
  test('ctrl-click enters it with that card; a plain click then toggles selection', () => {
    renderList();
    fireEvent.click(toggle('Apple')); // details open before select mode
    fireEvent.click(toggle('Pear'), { ctrlKey: true });

    expect(toggle('Pear').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Apple').getAttribute('aria-pressed')).toBe('false');
    expect(toggle('Pear').hasAttribute('aria-expanded')).toBe(false);
    expect(cardOf('Pear').hasAttribute('data-selected')).toBe(true);
    expect(cardOf('Pear').querySelector('.ac-card__check')?.textContent).toBe('✓');
    expect(cardOf('Apple').querySelector('.ac-card__check')?.textContent).toBe('');
    expect(screen.queryByText('Pomme')).toBeNull(); // details stay closed while selecting
    expect(within(bar()!).getByRole('status').textContent).toBe('1 selected');

    fireEvent.click(toggle('Plum'));
    fireEvent.click(within(cardOf('Apple')).getByText('Draft'));
    expect(within(bar()!).getByRole('status').textContent).toBe('3 selected');
    fireEvent.click(toggle('Apple'));
    expect(toggle('Apple').getAttribute('aria-pressed')).toBe('false');
    expect(within(bar()!).getByRole('status').textContent).toBe('2 selected');
  });

  test('cmd-click enters it as well', () => {
    renderList();
    fireEvent.click(toggle('Plum'), { metaKey: true });
    expect(toggle('Plum').getAttribute('aria-pressed')).toBe('true');
  });

  test('unselecting the last card leaves select mode', () => {
    renderList();
    fireEvent.click(toggle('Pear'), { ctrlKey: true });
    fireEvent.click(toggle('Pear'));
    expect(bar()).toBeNull();
    expect(toggle('Pear').hasAttribute('aria-pressed')).toBe(false);
    expect(cardOf('Pear').querySelector('.ac-card__check')).toBeNull();
    // Back outside select mode, a click opens details again.
    fireEvent.click(toggle('Pear'));
    expect(toggle('Pear').getAttribute('aria-expanded')).toBe('true');
  });

  test('Escape leaves it, unless a dialog is open or the key was handled', () => {
    renderList();
    fireEvent.click(toggle('Apple'), { ctrlKey: true });

    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(bar()).toBeTruthy();
    dialog.remove();

    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    act(() => {
      toggle('Apple').dispatchEvent(handled);
    });
    expect(bar()).toBeTruthy();

    fireEvent.keyDown(toggle('Apple'), { key: 'Escape' });
    expect(bar()).toBeNull();
    expect(toggle('Apple').hasAttribute('aria-pressed')).toBe(false);
  });

  test('Shift+Space or Ctrl+Space on a focused card enters it and toggles that card', () => {
    renderList();
    toggle('Pear').focus();
    fireEvent.keyDown(toggle('Pear'), { key: ' ', shiftKey: true });
    expect(toggle('Pear').getAttribute('aria-pressed')).toBe('true');
    expect(within(bar()!).getByRole('status').textContent).toBe('1 selected');

    fireEvent.keyDown(toggle('Plum'), { key: ' ', ctrlKey: true });
    expect(within(bar()!).getByRole('status').textContent).toBe('2 selected');
    fireEvent.keyDown(toggle('Plum'), { key: ' ', shiftKey: true });
    fireEvent.keyDown(toggle('Pear'), { key: ' ', shiftKey: true });
    expect(bar()).toBeNull();
    // A plain Space is the button's own click: it does not select.
    fireEvent.keyDown(toggle('Pear'), { key: ' ' });
    expect(bar()).toBeNull();
  });

  test('the bar selects all, clears and exits; focus returns to the card last used', () => {
    renderList();
    toggle('Pear').focus();
    fireEvent.click(toggle('Pear'), { ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(within(bar()!).getByRole('status').textContent).toBe('3 selected');
    for (const recto of ['Apple', 'Pear', 'Plum']) {
      expect(toggle(recto).getAttribute('aria-pressed')).toBe('true');
    }

    const clear = screen.getByRole('button', { name: 'Clear Selection' });
    clear.focus();
    fireEvent.click(clear);
    expect(bar()).toBeNull();
    expect(document.activeElement).toBe(toggle('Pear'));

    fireEvent.click(toggle('Plum'), { ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Exit Select Mode' }));
    expect(bar()).toBeNull();
    expect(toggle('Plum').getAttribute('aria-expanded')).toBe('false');
  });
});

test('arrow keys, Home and End move focus between cards', () => {
  renderList();
  toggle('Apple').focus();
  fireEvent.keyDown(toggle('Apple'), { key: 'ArrowDown' });
  expect(document.activeElement).toBe(toggle('Pear'));
  fireEvent.keyDown(toggle('Pear'), { key: 'ArrowDown' });
  fireEvent.keyDown(toggle('Plum'), { key: 'ArrowDown' });
  expect(document.activeElement).toBe(toggle('Plum'));
  fireEvent.keyDown(toggle('Plum'), { key: 'ArrowUp' });
  expect(document.activeElement).toBe(toggle('Pear'));
  fireEvent.keyDown(toggle('Pear'), { key: 'Home' });
  expect(document.activeElement).toBe(toggle('Apple'));
  fireEvent.keyDown(toggle('Apple'), { key: 'End' });
  expect(document.activeElement).toBe(toggle('Plum'));
});

test('an empty page shows the given text, or a default, instead of a list', () => {
  const { rerender } = renderWithProviders(
    <LibraryHarness cards={[]} emptyText="No flashcards yet. Import some!" />,
    { language: 'en' },
  );
  expect(screen.getByText('No flashcards yet. Import some!')).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
  rerender(<LibraryHarness cards={[]} />);
  expect(screen.getByText('No flashcards to show.')).toBeTruthy();
});
