import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Input } from './input';
import { Loading } from './spinner';

test('Input wires its label, hint and error for assistive technology', () => {
  render(
    <Input label="Email" hint="We never share it." error="Please enter a valid email address" />,
  );
  const input = screen.getByLabelText('Email');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = described.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toEqual(['We never share it.', 'Please enter a valid email address']);
});

test('a loading Button is disabled and busy', () => {
  const onClick = jest.fn();
  render(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('Loading announces its text politely', () => {
  render(<Loading text="Loading..." />);
  expect(screen.getByRole('status').textContent).toBe('Loading...');
});

test('Dialog is labelled by its title and closes on Escape (cancel)', () => {
  const onClose = jest.fn();
  render(<Dialog open title="Delete card?" onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Delete card?' });
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(onClose).toHaveBeenCalled();
});
