import { Messages } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { describeApiError } from '../../src/api/api-error';
import { serverFieldErrors } from '../../src/components/use-field-errors';

describe('describeApiError', () => {
  it("uses the server's error text and code", () => {
    const info = describeApiError({ status: 409, data: { error: 'That email is taken.', code: 'EMAIL_TAKEN' } });
    expect(info).toEqual({ status: 409, code: 'EMAIL_TAKEN', message: 'That email is taken.', fields: {} });
  });

  it('reports a failed fetch as the network message', () => {
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe(
      Messages.network,
    );
  });

  it('still says something useful when the body is not JSON', () => {
    const info = describeApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' });
    expect(info.status).toBe(502);
    expect(info.message).toContain('502');
  });
});

describe('serverFieldErrors', () => {
  const validation = {
    status: 400,
    data: {
      error: 'email: Enter a valid email address.',
      code: 'VALIDATION_ERROR',
      fields: [
        { field: 'email', message: 'Enter a valid email address.' },
        { field: 'other', message: 'Not on this form.' },
      ],
    },
  };

  it("puts the server's validation messages under this form's fields", () => {
    expect(serverFieldErrors(validation, ['email', 'password'])).toEqual({ email: 'Enter a valid email address.' });
  });

  it('puts a coded error under the field it is about', () => {
    const taken = { status: 409, data: { error: 'Already exists.', code: 'EMAIL_TAKEN' } };
    expect(serverFieldErrors(taken, ['email'], { EMAIL_TAKEN: 'email' })).toEqual({ email: 'Already exists.' });
    expect(serverFieldErrors(taken, ['email'])).toEqual({});
  });
});
