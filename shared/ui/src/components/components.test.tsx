import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Loading, SPINNER_DELAY_MS } from './spinner';

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

test('Loading turns its spinner only once the load has lasted SPINNER_DELAY_MS', () => {
  jest.useFakeTimers();
  try {
    const { container } = render(<Loading text="Loading..." />);
    const spinner = () => container.querySelector('.ly-spinner');
    expect(spinner()?.classList.contains('ly-spinner--waiting')).toBe(true);
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(spinner()?.classList.contains('ly-spinner--waiting')).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(spinner()?.classList.contains('ly-spinner--waiting')).toBe(false);
    expect(container.querySelectorAll('.ly-spinner')).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('Dialog is labelled by its title and closes on Escape (cancel)', () => {
  const onClose = jest.fn();
  render(<Dialog open title="Delete card?" onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Delete card?' });
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(onClose).toHaveBeenCalled();
});

describe('PasswordInput', () => {
  it('shows and hides the password with its toggle, keeping its label', () => {
    render(<PasswordInput label="Password" showLabel="Show password" hideLabel="Hide password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('ties its error to the field', () => {
    render(<PasswordInput label="Password" showLabel="Show" hideLabel="Hide" error="Too short" />);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Too short');
  });
});
