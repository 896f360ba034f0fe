/** @jest-environment node */
import { ApiError, defaultRuntimeConfig, setRuntimeConfig } from '@lyceum/platform';
import { confirmEmailChange } from './confirm-email-change';
import { forgotPassword } from './forgot-password';
import { resetPassword } from './reset-password';

// Outside a browser a request needs an absolute address.
setRuntimeConfig({ ...defaultRuntimeConfig, apiBaseUrl: 'http://api.test' });

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every request with `status` and `body`; returns the requests sent, as they were read. */
function answer(status: number, body: unknown): Sent[] {
  const requests: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push({ method: request.method, url: request.url, body: await request.json() });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}

afterEach(() => jest.restoreAllMocks());

describe('the password and address link calls', () => {
  it('asks for a reset link with the address and the language of the e-mail', async () => {
    const requests = answer(200, { message: 'sent' });
    await expect(forgotPassword('ada@example.org', 'fr')).resolves.toEqual({ message: 'sent' });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/api/password/forgot',
        body: { email: 'ada@example.org', language: 'fr' },
      },
    ]);
  });

  it('spends a reset token with the new password', async () => {
    const requests = answer(200, { message: 'changed' });
    await resetPassword('tok123', 'quiet-otter-lantern-71');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/api/password/reset',
        body: { token: 'tok123', password: 'quiet-otter-lantern-71' },
      },
    ]);
  });

  it('reports a refused reset with its code and field', async () => {
    answer(400, { detail: 'Too common', code: 'auth.password_weak', field: 'password' });
    const error = await resetPassword('tok123', 'password1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'auth.password_weak', field: 'password' });
  });

  it('spends an address change token and returns the new address', async () => {
    const requests = answer(200, { message: 'changed', email: 'ada@new.example' });
    await expect(confirmEmailChange('tok456')).resolves.toEqual({
      message: 'changed',
      email: 'ada@new.example',
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/api/users/me/email/confirm',
        body: { token: 'tok456' },
      },
    ]);
  });
});
