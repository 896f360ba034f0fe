import { renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LibraryHarness, installPointerEvents, makeCard, stubBox } from '../../../testing/cards';
import { useDragSelect } from './use-drag-select';
import '../../../testing/locales';

beforeAll(installPointerEvents);

/** Frames run when the test says so. */
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;
/** The window's scroll position, moved by the hook's auto-scroll (jsdom does not scroll). */
let scrollY = 0;
let scrollBy: jest.SpyInstance;
beforeEach(() => {
  frames = new Map();
  scrollY = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id));
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation((_x: number, y: number) => {
    scrollY = Math.max(0, scrollY + y);
  });
});
const windowScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', windowScrollY);
});

/** Runs the pending frames, as of `time` (ms) on the frame clock. */
function runFrames(time = performance.now()) {
  const pending = [...frames.values()];
  frames.clear();
  act(() => pending.forEach((frame) => frame(time)));
}

const mouse = { button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true };
const at = (clientX: number, clientY: number, extra: object = {}) => ({
  ...mouse,
  clientX,
  clientY,
  ...extra,
});

/** Lays out a container at (0,0) 400×300 with its cards stacked 50 px high, 10 px apart. */
function layOut(container: HTMLElement) {
  stubBox(container, { left: 0, top: 0, width: 400, height: 300 });
  container.querySelectorAll('[data-card-id]').forEach((card, index) => {
    stubBox(card, { left: 10, top: 10 + index * 60, width: 380, height: 50 });
  });
}

describe('on the card list', () => {
  const cards = [
    makeCard(1, { recto: 'Apple' }),
    makeCard(2, { recto: 'Pear' }),
    makeCard(3, { recto: 'Plum' }),
  ];
  const toggle = (recto: string) => screen.getByText(recto).closest('button')!;

  function renderList() {
    const view = renderWithProviders(<LibraryHarness cards={cards} />, { language: 'en' });
    const list = view.container.querySelector<HTMLElement>('.ac-card-list')!;
    layOut(list);
    return list;
  }

  test('a rectangle over two of three cards selects exactly those and enters select mode', () => {
    const list = renderList();
    // Apple spans y 10–60, Pear 70–120, Plum 130–180.
    fireEvent.pointerDown(list, at(5, 5));
    fireEvent.pointerMove(list, at(100, 50));
    fireEvent.pointerMove(list, at(200, 100));
    fireEvent.pointerUp(list, at(200, 100));

    expect(toggle('Apple').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Pear').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Plum').getAttribute('aria-pressed')).toBe('false');
    const bar = screen.getByRole('region', { name: 'Actions on the selected cards' });
    expect(within(bar).getByRole('status').textContent).toBe('2 selected');

    // The click the browser sends after the drag does not toggle the card under the pointer.
    fireEvent.click(toggle('Pear'));
    expect(toggle('Pear').getAttribute('aria-pressed')).toBe('true');
  });

  test('a drag may start on a card, on its text', () => {
    const list = renderList();
    fireEvent.pointerDown(screen.getByText('Plum'), at(50, 150));
    fireEvent.pointerMove(list, at(60, 90));
    fireEvent.pointerUp(list, at(60, 90));
    expect(toggle('Plum').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Pear').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Apple').getAttribute('aria-pressed')).toBe('false');
  });

  test('a press that moves 5 px or less stays a click', () => {
    const list = renderList();
    fireEvent.pointerDown(toggle('Apple'), at(50, 30));
    fireEvent.pointerMove(list, at(53, 34));
    fireEvent.pointerUp(list, at(53, 34));
    fireEvent.click(toggle('Apple'));
    expect(toggle('Apple').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

/** The hook alone, on three stacked cards, to watch its calls. */
function DragArea({
  onSelect,
  selected = new Set<number>(),
}: {
  onSelect: (ids: number[]) => void;
  selected?: ReadonlySet<number>;
}) {
  const drag = useDragSelect({ selected, onSelect });
  return (
    <div data-testid="area" onPointerDown={drag.onPointerDown}>
      <div data-card-id="1">
        One <button type="button">Action</button>
      </div>
      <div data-card-id="2">
        <button type="button" data-card-toggle="">
          Two
        </button>
      </div>
      <div data-card-id="3">Three</div>
      <div data-testid="rectangle" ref={drag.rectangleRef} hidden />
    </div>
  );
}

function renderArea(selected?: ReadonlySet<number>) {
  const onSelect = jest.fn<void, [number[]]>();
  render(<DragArea onSelect={onSelect} selected={selected} />);
  const area = screen.getByTestId('area');
  layOut(area);
  return { area, onSelect, rectangle: screen.getByTestId('rectangle') };
}

describe('useDragSelect', () => {
  test('works once a frame, reports only changes, draws the rectangle and captures the pointer', () => {
    const { area, onSelect, rectangle } = renderArea();
    const capture = jest.spyOn(area, 'setPointerCapture');
    fireEvent.pointerDown(area, at(5, 5));
    fireEvent.pointerMove(area, at(100, 40));
    expect(capture).toHaveBeenCalledWith(1);
    expect(area.hasAttribute('data-drag-selecting')).toBe(true);
    fireEvent.pointerMove(area, at(120, 50));
    expect(frames.size).toBe(1); // two moves, one frame
    expect(onSelect).not.toHaveBeenCalled();

    runFrames();
    expect(onSelect).toHaveBeenLastCalledWith([1]);
    expect(rectangle.hidden).toBe(false);
    expect([rectangle.style.left, rectangle.style.top]).toEqual(['5px', '5px']);
    expect([rectangle.style.width, rectangle.style.height]).toEqual(['115px', '45px']);

    fireEvent.pointerMove(area, at(150, 55)); // still over card 1 only
    runFrames();
    expect(onSelect).toHaveBeenCalledTimes(1);

    fireEvent.pointerMove(area, at(150, 75)); // reaches card 2
    runFrames();
    expect(onSelect).toHaveBeenLastCalledWith([1, 2]);
    fireEvent.pointerMove(area, at(150, 30)); // back off card 2
    runFrames();
    expect(onSelect).toHaveBeenLastCalledWith([1]);
    expect(onSelect).toHaveBeenCalledTimes(3);

    fireEvent.pointerUp(area, at(150, 30));
    expect(rectangle.hidden).toBe(true);
    expect(area.hasAttribute('data-drag-selecting')).toBe(false);
    expect(area.hasPointerCapture(1)).toBe(false);
  });

  test('the rectangle stays inside the container when the pointer leaves it', () => {
    const { area, onSelect, rectangle } = renderArea();
    fireEvent.pointerDown(area, at(200, 5));
    fireEvent.pointerMove(document.body, at(600, 700));
    runFrames();
    expect(onSelect).toHaveBeenLastCalledWith([1, 2, 3]);
    expect([rectangle.style.width, rectangle.style.height]).toEqual(['200px', '295px']);
    fireEvent.pointerUp(document.body, at(600, 700));
  });

  test('Ctrl, Cmd or Shift at the start adds to the selection; otherwise it is replaced', () => {
    const { area, onSelect } = renderArea(new Set([3]));
    fireEvent.pointerDown(area, at(5, 5, { ctrlKey: true }));
    fireEvent.pointerUp(area, at(50, 20));
    expect(onSelect).not.toHaveBeenCalled(); // no movement before the release: not a drag

    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey']) {
      fireEvent.pointerDown(area, at(5, 5, { [modifier]: true }));
      fireEvent.pointerMove(area, at(50, 20));
      fireEvent.pointerUp(area, at(50, 20));
      expect(onSelect).toHaveBeenLastCalledWith([3, 1]);
    }
    fireEvent.pointerDown(area, at(5, 5));
    fireEvent.pointerMove(area, at(50, 20));
    fireEvent.pointerUp(area, at(50, 20));
    expect(onSelect).toHaveBeenLastCalledWith([1]);
  });

  test('starts on a card toggle but not on other controls, touch or other buttons', () => {
    const { area, onSelect } = renderArea();
    const drag = (target: Element, extra: object = {}) => {
      fireEvent.pointerDown(target, at(20, 20, extra));
      fireEvent.pointerMove(area, at(100, 80, extra));
      fireEvent.pointerUp(area, at(100, 80, extra));
    };
    drag(screen.getByRole('button', { name: 'Action' }));
    drag(area, { pointerType: 'touch' });
    drag(area, { button: 2 });
    expect(onSelect).not.toHaveBeenCalled();
    drag(area, { pointerType: 'pen' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    drag(screen.getByRole('button', { name: 'Two' }));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  test('near the bottom edge of the window, the window scrolls and the rectangle follows', () => {
    const { area, onSelect, rectangle } = renderArea();
    stubBox(area, { left: 0, top: 0, width: 400, height: 2000 });
    fireEvent.pointerDown(area, at(5, 100));
    fireEvent.pointerMove(area, at(50, window.innerHeight - 8));
    runFrames();
    expect(scrollBy).toHaveBeenLastCalledWith(0, 20);
    expect(rectangle.style.height).toBe(`${window.innerHeight - 8 - 100}px`);
    expect(frames.size).toBe(1); // it goes on while the pointer rests there
    runFrames();
    expect(rectangle.style.height).toBe(`${window.innerHeight - 8 - 100 + 20}px`);
    fireEvent.pointerUp(area, at(50, window.innerHeight - 8));
    expect(frames.size).toBe(0);
    expect(onSelect).toHaveBeenLastCalledWith([2, 3]);
  });

  test('the auto-scroll goes as far in a slow frame as in the fast frames of the same time', () => {
    const { area } = renderArea();
    stubBox(area, { left: 0, top: 0, width: 400, height: 5000 });
    fireEvent.pointerDown(area, at(5, 100));
    // 8 px from the edge: 1200 px a second.
    fireEvent.pointerMove(area, at(50, window.innerHeight - 8));
    runFrames(1000);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 20); // a first step counts one 60 Hz frame
    runFrames(1000 + 1000 / 120);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 10); // a 120 Hz frame, half the step
    runFrames(1100);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 110); // ~92 ms late: 11 frames' worth
    runFrames(2100);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 120); // a 1 s stall moves 100 ms' worth
    // Away from the edge the scroll stops; it starts again with a one-frame step.
    fireEvent.pointerMove(area, at(50, 300));
    runFrames(2200);
    fireEvent.pointerMove(area, at(50, window.innerHeight - 8));
    runFrames(5000);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 20);
    expect(scrollBy).toHaveBeenCalledTimes(5);
    fireEvent.pointerUp(area, at(50, window.innerHeight - 8));
  });

  test('Escape ends the drag', () => {
    const { area, onSelect, rectangle } = renderArea();
    fireEvent.pointerDown(area, at(5, 5));
    fireEvent.pointerMove(area, at(50, 20));
    runFrames();
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(rectangle.hidden).toBe(true);
    fireEvent.pointerMove(area, at(50, 150));
    runFrames();
    fireEvent.pointerUp(area, at(50, 150));
    expect(onSelect).toHaveBeenCalledTimes(1);
    const onClick = jest.fn();
    area.addEventListener('click', onClick);
    fireEvent.click(area);
    expect(onClick).not.toHaveBeenCalled();
  });
});
