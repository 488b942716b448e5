import { describe, expect, it } from 'vitest';
import {
  ChangePasswordRequest,
  ConfirmEmailRequest,
  LoginResponse,
  Messages,
  SignupRequest,
  UpdateProfileRequest,
} from '../src/index.js';

describe('SignupRequest', () => {
  it('normalises the email and trims names', () => {
    const parsed = SignupRequest.parse({ email: '  Ada@Example.COM ', password: '12345678', first_name: ' Ada ' });
    expect(parsed).toEqual({ email: 'ada@example.com', password: '12345678', first_name: 'Ada', last_name: '' });
  });

  it.each([
    [{ email: 'ada@example.com', password: '1234567', first_name: 'A' }, 'Passwords need at least 8 characters.'],
    [{ email: 'ada@', password: '12345678', first_name: 'A' }, 'Enter a valid email address.'],
    [{ email: 'ada@example.com', password: '12345678', first_name: '' }, 'First name is required.'],
    [
      { email: 'ada@example.com', password: 'x'.repeat(201), first_name: 'A' },
      'Passwords can have at most 200 characters.',
    ],
  ])('rejects %j', (input, message) => {
    const result = SignupRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('ConfirmEmailRequest', () => {
  it.each(['123456', ' 000001 '])('accepts the code %j', (code) => {
    expect(ConfirmEmailRequest.safeParse({ email: 'a@b.co', code }).success).toBe(true);
  });
  it.each(['12345', '1234567', 'abcdef', '12 456'])('rejects the code %j', (code) => {
    expect(ConfirmEmailRequest.safeParse({ email: 'a@b.co', code }).success).toBe(false);
  });
});

describe('UpdateProfileRequest', () => {
  it('accepts any subset of the profile fields', () => {
    expect(UpdateProfileRequest.parse({ bio: 'hi' })).toEqual({ bio: 'hi' });
    expect(UpdateProfileRequest.parse({})).toEqual({});
  });
  it('rejects fields that are not editable', () => {
    expect(UpdateProfileRequest.safeParse({ email: 'x@y.z' }).success).toBe(false);
    expect(UpdateProfileRequest.safeParse({ plan: 'professional_yearly' }).success).toBe(false);
  });
});

describe('LoginResponse', () => {
  it('is either a session or a two-step challenge', () => {
    const user = { id: 'u', email: 'a@b.co', first_name: 'A', last_name: '', org_role: null, email_verified: true };
    expect(LoginResponse.safeParse({ token: 't', user }).success).toBe(true);
    expect(LoginResponse.safeParse({ verify_required: true, challenge_id: 'c', email: 'a@b.co' }).success).toBe(true);
    expect(LoginResponse.safeParse({ verify_required: false, challenge_id: 'c' }).success).toBe(false);
  });
});

describe('ChangePasswordRequest', () => {
  it('needs the current password and a valid new one', () => {
    expect(ChangePasswordRequest.safeParse({ current_password: 'x', new_password: 'long enough' }).success).toBe(true);
    expect(ChangePasswordRequest.safeParse({ current_password: '', new_password: 'long enough' }).success).toBe(false);
    expect(ChangePasswordRequest.safeParse({ current_password: 'x', new_password: 'short' }).success).toBe(false);
  });
});

describe('Messages', () => {
  it('are the product texts', () => {
    expect(Messages.signInRequired('Scriptloom')).toBe('You must sign in to your Scriptloom AI account to continue.');
    expect(Messages.network).toBe('Network connectivity issue. Please check your internet connection.');
    expect(Messages.loadingOverlay).toBe('One moment please...');
  });
});
