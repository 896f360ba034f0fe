import { FIELD_RULES } from '@lyceum/contracts/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { i18n } from '../i18n/i18n';
import { EMAIL_CODES, ruleError } from './rule-error';
import { useForm, type FieldErrors } from './use-form';

type Values = { email: string; password: string };

interface Props {
  onSubmit: (values: Values) => Promise<string>;
  failureField?: (error: unknown) => keyof Values | undefined;
  resetOnSuccess?: boolean;
}

function validate(values: Values): FieldErrors<Values> {
  return {
    email: ruleError(FIELD_RULES.email, values.email, EMAIL_CODES),
    password: values.password ? undefined : 'Required',
  };
}

function Form({ onSubmit, failureField, resetOnSuccess }: Props) {
  const form = useForm<Values, string>({
    initialValues: { email: '', password: '' },
    validate,
    onSubmit,
    failureText: (error) => errorText(error, 'Failed'),
    failureField,
    resetOnSuccess,
  });
  const input = (name: keyof Values) => {
    const { error, ...props } = form.field(name);
    return (
      <>
        <label>
          {name}
          <input {...props} aria-invalid={error ? true : undefined} />
        </label>
        {error && <span data-testid={`${name}-error`}>{error}</span>}
      </>
    );
  };
  return (
    <form onSubmit={form.handleSubmit} aria-label="test form">
      {input('email')}
      {input('password')}
      {form.formError && <p role="alert">{form.formError}</p>}
      {form.succeeded && <p role="status">{form.result}</p>}
      <span data-testid="state">{form.submitting ? 'submitting' : 'idle'}</span>
      <button type="submit">Send</button>
      <button type="button" onClick={() => void form.submit({ password: 'skipped' })}>
        Skip
      </button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

afterEach(() => act(() => void i18n.changeLanguage('en')));

describe('useForm', () => {
  it('checks before sending and shows each problem under its field', () => {
    const onSubmit = jest.fn(() => Promise.resolve('ok'));
    render(<Form onSubmit={onSubmit} />);
    send();
    expect(screen.getByTestId('email-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('password-error').textContent).toBe('Required');
    type('email', 'not-an-address');
    type('password', 'secret');
    // After a refused submit the checks follow the typing: a fixed field loses its problem.
    expect(screen.getByTestId('email-error').textContent).toBe(
      'Please enter a valid email address',
    );
    expect(screen.queryByTestId('password-error')).toBeNull();
    send();
    expect(screen.getByTestId('email-error').textContent).toBe(
      'Please enter a valid email address',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the problems again in the new language when the language changes', async () => {
    render(<Form onSubmit={jest.fn()} />);
    send();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('email-error').textContent).toBe('Ce champ est obligatoire');
  });

  it('sends the values, reports the submitting state, then the result', async () => {
    let finish!: (value: string) => void;
    const onSubmit = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<Form onSubmit={onSubmit} resetOnSuccess />);
    type('email', 'ada@example.org');
    type('password', 'secret');
    send();
    expect(screen.getByTestId('state').textContent).toBe('submitting');
    // A second submit while one is under way sends nothing.
    send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.org', password: 'secret' });
    await act(() => Promise.resolve(finish('Sent')));
    expect(screen.getByRole('status').textContent).toBe('Sent');
    expect(screen.getByTestId('state').textContent).toBe('idle');
    expect(screen.getByLabelText<HTMLInputElement>('email').value).toBe('');
  });

  it('submits with values replaced', async () => {
    const onSubmit = jest.fn(() => Promise.resolve('ok'));
    render(<Form onSubmit={onSubmit} />);
    type('email', 'ada@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByRole('status');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.org', password: 'skipped' });
  });

  it('shows a failure above the form in the current language, and keeps the values', async () => {
    const onSubmit = jest.fn(() =>
      Promise.reject(new ApiError(429, 'Too many requests.', true, 'rate_limited')),
    );
    render(<Form onSubmit={onSubmit} />);
    await act(() => i18n.changeLanguage('fr'));
    type('email', 'ada@example.org');
    type('password', 'secret');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de requêtes. Veuillez réessayer plus tard.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('email').value).toBe('ada@example.org');
  });

  it('puts a failure under the field the server names', async () => {
    const error = Object.assign(new ApiError(400, 'email: …', true, 'validation.invalid_email'), {
      field: 'email',
    });
    render(<Form onSubmit={() => Promise.reject(error)} />);
    type('email', 'ada@example.org');
    type('password', 'secret');
    send();
    expect((await screen.findByTestId('email-error')).textContent).toBe(
      'Please enter a valid email address',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a failure under the field its code is about', async () => {
    const error = new ApiError(400, 'weak', true, 'auth.password_weak');
    render(
      <Form
        onSubmit={() => Promise.reject(error)}
        failureField={(failure) => (failure === error ? 'password' : undefined)}
      />,
    );
    type('email', 'ada@example.org');
    type('password', 'secret');
    send();
    expect((await screen.findByTestId('password-error')).textContent).toMatch(/too common/);
  });

  it('falls back to the given text when the failure says nothing', async () => {
    render(<Form onSubmit={() => Promise.reject(new ApiError(null, 'Failed to fetch'))} />);
    type('email', 'ada@example.org');
    type('password', 'secret');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed');
  });
});

describe('ruleError', () => {
  it('reports a broken shared rule with its code text, or nothing', () => {
    expect(ruleError(FIELD_RULES.username, 'ab')).toBe('This value is too short');
    expect(ruleError(FIELD_RULES.username, 'ab', { too_short: 'auth.username_too_short' })).toBe(
      'Username must be at least 3 characters',
    );
    expect(ruleError(FIELD_RULES.email, ' ada@example.org ', EMAIL_CODES)).toBeUndefined();
    expect(ruleError(FIELD_RULES.bio, '')).toBeUndefined();
  });
});

describe('fixing a field', () => {
  it('clears its problem as soon as it is fixed, before the next submit', async () => {
    render(<Form onSubmit={() => Promise.resolve('ok')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('password-error')).textContent).toBe('Required');
    type('password', 'secret');
    expect(screen.queryByTestId('password-error')).toBeNull();
    expect(screen.getByTestId('email-error').textContent).toBe('This field is required');
  });

  it('clears a problem the server tied to a field once that field changes', async () => {
    const refused = new ApiError(
      400,
      'This email is already registered',
      true,
      'auth.email_taken',
      'email',
    );
    render(<Form onSubmit={() => Promise.reject(refused)} />);
    type('email', 'taken@example.org');
    type('password', 'secret');
    send();
    expect((await screen.findByTestId('email-error')).textContent).toBe(
      'This email is already registered',
    );
    type('email', 'other@example.org');
    expect(screen.queryByTestId('email-error')).toBeNull();
  });

  it('moves the focus to the first invalid field after an invalid submit', async () => {
    render(<Form onSubmit={() => Promise.resolve('ok')} />);
    type('email', 'reader@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByTestId('password-error');
    expect(document.activeElement).toBe(screen.getByLabelText('password'));
  });
});
