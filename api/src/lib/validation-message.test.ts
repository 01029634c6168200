import { describe, expect, it } from 'vitest';
import { fieldLabel, validationMessage } from './validation-message';

describe('validationMessage', () => {
  it('names a missing field', () => {
    expect(
      validationMessage([{ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }], 'body'),
    ).toBe('Email is required');
  });

  it('names a field of the wrong type', () => {
    expect(
      validationMessage([{ keyword: 'type', instancePath: '/sessionId', params: { type: 'integer' } }], 'params'),
    ).toBe('Session id must be a whole number');
  });

  it('lists allowed values', () => {
    expect(
      validationMessage(
        [{ keyword: 'enum', instancePath: '/actionType', params: { allowedValues: ['page_view', 'web_vital'] } }],
        'body',
      ),
    ).toBe('Action type must be one of: page_view, web_vital');
  });

  it('describes the whole body when no field is involved', () => {
    expect(validationMessage([{ keyword: 'type', instancePath: '', params: { type: 'object' } }], 'body')).toBe(
      'Request body must be an object',
    );
  });

  it('keeps nested paths readable', () => {
    expect(fieldLabel(['actionDetails', 'page'])).toBe('actionDetails.page');
    expect(fieldLabel(['pageUrl'])).toBe('Page url');
  });
});
