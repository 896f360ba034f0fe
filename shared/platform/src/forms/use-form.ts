import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ERRORS_NAMESPACE } from '../api/error-text';

/** A form's fields by name; every field holds the text typed (or chosen) in it. */
export type FormValues = Record<string, string>;

/** The text to show under each field that has a problem. */
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V, string>>;

export interface UseFormOptions<V extends FormValues, R> {
  initialValues: V;
  /** The problems found before sending, as texts by field; none lets the form send. */
  validate?: (values: V) => FieldErrors<V>;
  /** Sends the values; what it returns becomes `result`, what it throws becomes `failure`. */
  onSubmit: (values: V) => Promise<R> | R;
  /** The text of a failure, usually `errorText(error, <the call's default text>)`. */
  failureText: (error: unknown) => string;
  /**
   * The field a failure belongs to when the server does not name one in `field` (a code that
   * can only be about one field, such as a refused password).
   */
  failureField?: (error: unknown) => keyof V | undefined;
  /** Empties the fields after a success (a message sent, an address subscribed). */
  resetOnSuccess?: boolean;
  /**
   * The form's name in its controls' ids: each field's control gets `<id>-<field>`, the same
   * wherever the form is rendered — a page prerendered alone gives the markup the app then takes
   * over, so its ids cannot depend on where the page sits in the app's tree, as React's own do.
   * Unique on its page.
   */
  id?: string;
}

/** The props an `Input` or `TextArea` of `@lyceum/ui` takes for one field. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  /** The control's id, when the form names itself (`id` of the options). */
  id?: string;
}

export interface FormState<V extends FormValues, R> {
  values: V;
  setValue: (name: keyof V, value: string) => void;
  /**
   * Problems by field. After a first submit the checks run again on every change, so a problem
   * disappears as soon as the field is fixed; a failure the server tied to a field stays until
   * that field changes.
   */
  errors: FieldErrors<V>;
  /** The text of a failure that belongs to no field, shown above or below the form. */
  formError: string | null;
  /** What the last submit threw (null once a new one starts), for pages that branch on its code. */
  failure: unknown;
  /** What the last successful submit returned. */
  result: R | undefined;
  succeeded: boolean;
  submitting: boolean;
  /** The values of the last submit that passed the checks. */
  submitted: V | null;
  /** How many submits passed the checks: a key that changes with each new answer. */
  attempts: number;
  field: (name: keyof V & string) => FieldProps;
  /**
   * The form's `onSubmit`: no page reload, checks, then sends. When a check or the server finds
   * a problem, focus moves to the first invalid field of the form (scrolled into view).
   */
  handleSubmit: (event?: FormEvent) => void;
  /** Submits with some values replaced (a "skip" button that sends without the optional part). */
  submit: (override?: Partial<V>) => Promise<void>;
  reset: () => void;
}

/** The field a server failure names (`{"detail", "code", "field"}`), when it names one. */
export function failureFieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !('field' in error)) return undefined;
  return typeof error.field === 'string' ? error.field : undefined;
}

const hasProblems = (errors: object) => Object.values(errors).some(Boolean);

/**
 * The one form pattern of every app: values, checks before sending, the submitting state, and
 * failures shown next to the field they concern or above the form. Texts are worked out at
 * render time from what happened, so they follow a change of language.
 */
export function useForm<V extends FormValues, R = void>(
  options: UseFormOptions<V, R>,
): FormState<V, R> {
  const { initialValues, validate, onSubmit, failureText, failureField, resetOnSuccess, id } =
    options;
  const [values, setValues] = useState<V>(initialValues);
  /** Whether the last submit failed the checks: until the next one they follow every change. */
  const [checked, setChecked] = useState(false);
  /** Bumped when a submit ends with a problem: the first invalid field then takes the focus. */
  const [problemCount, setProblemCount] = useState(0);
  const formElement = useRef<HTMLFormElement | null>(null);
  const [submitted, setSubmitted] = useState<V | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<
    | { status: 'idle' | 'submitting' }
    | { status: 'failed'; error: unknown }
    | { status: 'succeeded'; result: R }
  >({ status: 'idle' });
  const busy = useRef(false);
  // Re-renders on a change of language, so the texts below are said again in it.
  useTranslation(ERRORS_NAMESPACE);

  const failure = outcome.status === 'failed' ? outcome.error : null;
  const errors: FieldErrors<V> = checked && validate ? { ...validate(values) } : {};
  let formError: string | null = null;
  if (outcome.status === 'failed') {
    const named = failureFieldOf(failure);
    const field =
      named !== undefined && named in values ? (named as keyof V) : failureField?.(failure);
    if (field === undefined) formError = failureText(failure);
    else if (!submitted || submitted[field] === values[field]) {
      errors[field] ??= failureText(failure);
    }
  }

  useEffect(() => {
    if (problemCount === 0) return;
    const invalid = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.focus({ preventScroll: true });
    // jsdom has no layout, hence no scrollIntoView.
    invalid.scrollIntoView?.({ block: 'center' });
  }, [problemCount]);

  const setValue = (name: keyof V, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (override: Partial<V> = {}) => {
    if (busy.current) return;
    const current: V = { ...values, ...override };
    setOutcome({ status: 'idle' });
    const invalid = validate !== undefined && hasProblems(validate(current));
    setChecked(invalid);
    if (invalid) {
      setProblemCount((count) => count + 1);
      return;
    }
    busy.current = true;
    setSubmitted(current);
    setAttempts((count) => count + 1);
    setOutcome({ status: 'submitting' });
    try {
      const result = await onSubmit(current);
      if (resetOnSuccess) setValues(initialValues);
      setOutcome({ status: 'succeeded', result });
    } catch (error) {
      setOutcome({ status: 'failed', error });
      if (failureFieldOf(error) !== undefined || failureField?.(error) !== undefined) {
        setProblemCount((count) => count + 1);
      }
    } finally {
      busy.current = false;
    }
  };

  return {
    values,
    setValue,
    errors,
    formError,
    failure,
    result: outcome.status === 'succeeded' ? outcome.result : undefined,
    succeeded: outcome.status === 'succeeded',
    submitting: outcome.status === 'submitting',
    submitted,
    attempts,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      error: errors[name],
      ...(id === undefined ? {} : { id: `${id}-${name}` }),
    }),
    handleSubmit: (event) => {
      event?.preventDefault();
      if (event?.currentTarget instanceof HTMLFormElement)
        formElement.current = event.currentTarget;
      void submit();
    },
    submit,
    reset: () => {
      setValues(initialValues);
      setChecked(false);
      setOutcome({ status: 'idle' });
    },
  };
}
