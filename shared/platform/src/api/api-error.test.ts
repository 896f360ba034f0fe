import { ApiError, codeOf, detailOf, isUsableDetail } from './api-error';

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

test('an empty detail or a bare HTTP reason phrase is never the server’s message', () => {
  expect(new ApiError(503, 'Service Unavailable').fromServer).toBe(false);
  expect(new ApiError(500, 'Internal Server Error.', true).fromServer).toBe(false);
  expect(new ApiError(502, '  ').fromServer).toBe(false);
  expect(new ApiError(404, 'not found', true, 'request.not_found').fromServer).toBe(false);
  expect(new ApiError(400, 'Invalid unsubscribe link').fromServer).toBe(true);
  expect(isUsableDetail('Origin Unreachable', 'Origin Unreachable')).toBe(false);
  expect(isUsableDetail('This email is already subscribed.', 'Conflict')).toBe(true);
  expect(isUsableDetail(undefined)).toBe(false);
});
