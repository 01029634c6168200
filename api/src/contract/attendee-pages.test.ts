import { describe, expect, it } from 'vitest';
import { isValidResourceUrl, validatePresenterResource, withHttpPrefix } from './attendee-pages';

describe('withHttpPrefix', () => {
  it('prepends http:// unless the URL starts with http:// or https:// (any case); blank stays blank', () => {
    expect(withHttpPrefix('example.org/a')).toBe('http://example.org/a');
    expect(withHttpPrefix('  example.org ')).toBe('http://example.org');
    expect(withHttpPrefix('https://example.org')).toBe('https://example.org');
    expect(withHttpPrefix('HTTP://example.org')).toBe('HTTP://example.org');
    expect(withHttpPrefix('   ')).toBe('');
  });
});

describe('isValidResourceUrl', () => {
  it.each([
    'https://example.org/slides.pdf',
    'http://example.org',
    'example.org',
    'www.example.co.uk/path?x=1#top',
    'example.org:8080/handout',
    'http://192.168.0.10/file',
    'http://[2001:db8::1]/x',
  ])('accepts %s', (url) => expect(isValidResourceUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.org',
    'mailto:a@example.org',
    'http://user:pw@example.org',
    'http://localhost:3000',
    'not a url',
    'http://exa mple.org',
    'http://-bad-.org',
    'http:/example.org',
    '',
  ])('refuses %s', (url) => expect(isValidResourceUrl(url)).toBe(false));
});

describe('validatePresenterResource', () => {
  const ok = { presenterName: 'Ann', presenterEmail: 'ann@example.org', url: 'example.org' };

  it('stops at the first failing check, in the spec’s order', () => {
    expect(validatePresenterResource({})).toMatchObject({
      field: 'presenterName',
      message: 'Presenter name is required',
    });
    expect(validatePresenterResource({ presenterName: 'Ann' })).toMatchObject({
      field: 'presenterEmail',
      message: 'Presenter email is required',
    });
    expect(validatePresenterResource({ ...ok, presenterEmail: 'ann' })).toMatchObject({
      message: 'Please enter a valid email address',
    });
    expect(validatePresenterResource({ ...ok, url: ' ' })).toMatchObject({ field: 'url', message: 'URL is required' });
    expect(validatePresenterResource({ ...ok, url: 'javascript:alert(1)' })).toMatchObject({
      field: 'url',
      message: 'Please enter a valid URL',
    });
  });

  it('answers trimmed values with http:// prepended and a blank description as null', () => {
    expect(validatePresenterResource({ ...ok, presenterName: ' Ann ', description: '  ' })).toEqual({
      ok: true,
      value: { presenterName: 'Ann', presenterEmail: 'ann@example.org', url: 'http://example.org', description: null },
    });
  });

  it('limits lengths after trimming', () => {
    expect(validatePresenterResource({ ...ok, presenterName: 'x'.repeat(201) })).toMatchObject({
      message: 'Presenter name must be at most 200 characters',
    });
    expect(validatePresenterResource({ ...ok, presenterName: ` ${'x'.repeat(200)} ` }).ok).toBe(true);
  });
});
