import { ApiError, codeOf, detailOf } from './api-error';

test('ApiError carries status and detail', () => {
  const error = new ApiError(400, 'This email is already registered');
  expect(error).toBeInstanceOf(Error);
  expect(error.status).toBe(400);
  expect(error.detail).toBe('This email is already registered');
  expect(error.fromServer).toBe(true);
  const offline = new ApiError(null, 'offline');
  expect(offline.status).toBeNull();
  expect(offline.fromServer).toBe(false);
  expect(new ApiError(502, 'Bad Gateway', false).fromServer).toBe(false);
});

test('detailOf reads the server body', () => {
  expect(detailOf({ detail: 'Invalid email or password' })).toBe('Invalid email or password');
  expect(detailOf({ detail: [{ msg: 'a' }, { msg: 'b' }] })).toBe('a b');
  expect(detailOf({ message: 'x' })).toBeUndefined();
  expect(detailOf(null)).toBeUndefined();
});

test('codeOf reads the stable error name, when the server sent one', () => {
  expect(codeOf({ detail: 'x', code: 'auth.email_unverified' })).toBe('auth.email_unverified');
  expect(codeOf({ detail: 'x' })).toBeUndefined();
  expect(codeOf({ detail: 'x', code: 7 })).toBeUndefined();
  expect(codeOf('text')).toBeUndefined();
  expect(new ApiError(403, 'x', true, 'auth.email_unverified').code).toBe('auth.email_unverified');
});
