import { act, fireEvent, renderHook } from '@testing-library/react';
import { useSelectMode } from './use-select-mode';

function renderSelectMode(ids: number[]) {
  return renderHook(({ ids }) => useSelectMode(ids), { initialProps: { ids } });
}

const selected = (mode: { selected: ReadonlySet<number> }) => [...mode.selected].sort();

test('is active exactly while something is selected', () => {
  const { result } = renderSelectMode([1, 2, 3]);
  expect(result.current.active).toBe(false);
  act(() => result.current.toggle(2));
  expect(result.current.active).toBe(true);
  expect(result.current.isSelected(2)).toBe(true);
  act(() => result.current.add([1, 9]));
  expect(selected(result.current)).toEqual([1, 2]); // 9 is not shown
  act(() => result.current.replace([3]));
  expect(selected(result.current)).toEqual([3]);
  act(() => result.current.selectAll());
  expect(selected(result.current)).toEqual([1, 2, 3]);
  act(() => result.current.replace([]));
  expect(result.current.active).toBe(false);
  act(() => result.current.selectAll());
  act(() => result.current.exit());
  expect(result.current.active).toBe(false);
  expect(result.current.selected.size).toBe(0);
});

test('keeps the selected cards still shown when the shown cards change', () => {
  const { result, rerender } = renderSelectMode([1, 2, 3]);
  act(() => result.current.replace([1, 3]));
  const before = result.current.selected;
  rerender({ ids: [1, 2, 3] }); // same ids, new array: nothing changes
  expect(result.current.selected).toBe(before);
  rerender({ ids: [3, 4, 5] });
  expect(selected(result.current)).toEqual([3]);
  act(() => result.current.selectAll());
  expect(selected(result.current)).toEqual([3, 4, 5]);
  rerender({ ids: [6] });
  expect(result.current.active).toBe(false);
});

test('Escape leaves select mode only while it is on', () => {
  const listener = jest.spyOn(document, 'addEventListener');
  const { result } = renderSelectMode([1, 2]);
  expect(listener.mock.calls.some(([type]) => type === 'keydown')).toBe(false);
  act(() => result.current.toggle(1));
  fireEvent.keyDown(document.body, { key: 'Enter' });
  expect(result.current.active).toBe(true);
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(result.current.active).toBe(false);
  listener.mockRestore();
});
