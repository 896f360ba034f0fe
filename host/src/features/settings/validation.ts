import { codeText, errorCode } from '@lyceum/platform';

/** A password is taken as typed: spaces count, only an empty field is missing. */
export const requiredPassword = (value: string) =>
  value ? undefined : codeText('validation.required');

/** A refused password, when the server does not name the field it belongs to. */
export const isPasswordIncorrect = (error: unknown) =>
  errorCode(error) === 'auth.password_incorrect';
