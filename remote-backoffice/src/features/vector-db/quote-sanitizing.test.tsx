import { XSS_PAYLOADS, liveMarkupIn } from '@lyceum/platform/testing';
import { render } from '@testing-library/react';
import { IdeaQuotes } from './components/idea-quotes';

test('idea quotes keep their words and nothing live of any payload', () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const quotes = XSS_PAYLOADS.map((payload, index) => `<p>Quote ${index} stays.</p>${payload}`);
  const { container } = render(<IdeaQuotes quotes={quotes} />);
  expect(liveMarkupIn(container)).toEqual([]);
  const items = [...container.querySelectorAll('li')];
  expect(items).toHaveLength(XSS_PAYLOADS.length);
  items.forEach((item, index) => expect(item.textContent).toContain(`Quote ${index} stays.`));
  expect(container.textContent).toContain('a javascript link');
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});
