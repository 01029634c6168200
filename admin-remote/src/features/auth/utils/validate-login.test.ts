// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canSubmitLogin, validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('does not count whitespace as a value', () => {
    expect(validateLogin({ email: '   ', password: '\t' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('accepts filled fields', () => {
    expect(validateLogin({ email: 'admin@conference.test', password: 'secret' })).toEqual({});
  });
});

describe('canSubmitLogin', () => {
  it('is false until both fields hold something', () => {
    expect(canSubmitLogin({ email: '', password: '' })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.test', password: '' })).toBe(false);
    expect(canSubmitLogin({ email: '', password: 'x' })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.test', password: 'x' })).toBe(true);
  });
});
