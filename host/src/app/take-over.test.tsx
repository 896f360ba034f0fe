import { START_AT_INPUT } from '@lyceum/contracts/constants';
import { i18n } from '@lyceum/platform';
import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { canTakeOver } from './take-over';
import { keepTypedText, replayWaitingActions, typedText, whenIdleOrInput } from './take-over-page';

/**
 * A form like the public site's: a controlled field whose length shows, a counted send; it
 * renders again as soon as it is on the page, as the shell around a taken-over page may.
 */
function Form({ onSend }: { onSend: (value: string) => void }) {
  const [value, setValue] = useState('');
  const [, setShown] = useState(false);
  useLayoutEffect(() => setShown(true), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(value);
      }}
    >
      <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value.length}</output>
      <button type="submit">Send</button>
    </form>
  );
}

/** The form as a prerendered document holds it, in a container of the page. */
function prerendered(onSend: (value: string) => void): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(container);
  return container;
}

const html = document.documentElement;

afterEach(() => {
  document.body.replaceChildren();
  for (const name of ['data-lyceum-document', 'data-lyceum-render', 'data-lyceum-app', 'lang']) {
    html.removeAttribute(name);
  }
  delete window.lyceumWaiting;
});

describe('taking a prerendered page over', () => {
  it('gives the app what was typed before it ran', async () => {
    const sent: string[] = [];
    const container = prerendered((value) => sent.push(value));
    const input = container.querySelector('input')!;
    // Typed into the document, before React runs; read as the page is taken over.
    input.value = 'Ada';
    const typed = typedText(container);
    expect(typed).toEqual([{ field: input, text: 'Ada' }]);
    await act(async () => {
      hydrateRoot(container, <Form onSend={(value) => sent.push(value)} />);
      await Promise.resolve();
    });
    // Rendered again once hydrated, the field shows the state's text, the rendered one.
    expect(input.value).toBe('');
    expect(container.querySelector('output')?.textContent).toBe('0');
    act(() => keepTypedText(typed));
    expect(input.value).toBe('Ada');
    expect(container.querySelector('output')?.textContent).toBe('3');
    act(() => container.querySelector('button')!.click());
    expect(sent).toEqual(['Ada']);
  });

  it('gives the app the option chosen before it ran', async () => {
    const chosen: string[] = [];
    const Menu = () => {
      const [value, setValue] = useState('en');
      return (
        <select
          aria-label="Language"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            chosen.push(event.target.value);
          }}
        >
          <option value="en">EN</option>
          <option value="fr">FR</option>
        </select>
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Menu />);
    document.body.append(container);
    container.querySelector('select')!.value = 'fr';
    const typed = typedText(container);
    await act(async () => {
      hydrateRoot(container, <Menu />);
      await Promise.resolve();
    });
    act(() => keepTypedText(typed));
    expect(chosen).toEqual(['fr']);
    expect(container.querySelector('select')?.value).toBe('fr');
  });

  it('leaves alone a field nobody typed into', async () => {
    const container = prerendered(() => undefined);
    const input = container.querySelector('input')!;
    await act(async () => {
      hydrateRoot(container, <Form onSend={() => undefined} />);
      await Promise.resolve();
    });
    const events: Event[] = [];
    input.addEventListener('input', (event) => events.push(event));
    expect(typedText(container)).toEqual([]);
    keepTypedText(typedText(container));
    expect(events).toEqual([]);
  });

  it('replays what was clicked before, once, on the same elements', async () => {
    jest.useFakeTimers();
    try {
      const sent: string[] = [];
      const container = prerendered((value) => sent.push(value));
      const button = container.querySelector('button')!;
      window.lyceumWaiting = [button, document.createElement('button')];
      await act(async () => {
        hydrateRoot(container, <Form onSend={(value) => sent.push(value)} />);
        await Promise.resolve();
      });
      replayWaitingActions();
      expect(html.hasAttribute('data-lyceum-app')).toBe(true);
      expect(sent).toEqual([]);
      act(() => jest.runAllTimers());
      expect(sent).toEqual(['']);
      replayWaitingActions();
      act(() => jest.runAllTimers());
      expect(sent).toEqual(['']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes over a prerendered page in the language the app chose, unless told not to', () => {
    const root = document.createElement('div');
    expect(canTakeOver(root)).toBe(false);
    root.innerHTML = '<p>page</p>';
    html.setAttribute('data-lyceum-document', 'everyone');
    html.lang = i18n.language;
    expect(canTakeOver(root)).toBe(true);
    html.lang = i18n.language === 'fr' ? 'en' : 'fr';
    expect(canTakeOver(root)).toBe(false);
    html.lang = i18n.language;
    html.setAttribute('data-lyceum-render', 'client');
    expect(canTakeOver(root)).toBe(false);
  });

  it('starts at the first input or when idle, whichever comes first, once', () => {
    jest.useFakeTimers();
    try {
      const start = jest.fn();
      whenIdleOrInput(start);
      window.dispatchEvent(new Event('keydown'));
      window.dispatchEvent(new Event('pointerdown'));
      jest.runAllTimers();
      expect(start).toHaveBeenCalledTimes(1);
      const later = jest.fn();
      whenIdleOrInput(later);
      expect(later).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts at once on a page whose app waited for the first input', () => {
    const html = document.documentElement;
    html.setAttribute(START_AT_INPUT.attribute, START_AT_INPUT.value);
    try {
      const start = jest.fn();
      whenIdleOrInput(start);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      html.removeAttribute(START_AT_INPUT.attribute);
    }
  });
});
