import { describe, expect, it } from 'vitest';
import { resolveModeration } from './questions-service';

describe('resolveModeration (admin.md §4)', () => {
  const pending = { status: 'pending' as const, response: null };
  const approved = { status: 'approved' as const, response: null };
  const answered = { status: 'answered' as const, response: 'Yes.' };

  it('approves and rejects any question, and returns a non-pending one to pending', () => {
    expect(resolveModeration(pending, { status: 'approved' }).status).toBe('approved');
    expect(resolveModeration(answered, { status: 'rejected' }).status).toBe('rejected');
    expect(resolveModeration(answered, { status: 'pending' }).status).toBe('pending');
  });

  it('answers a question that is approved with a response, or given one', () => {
    expect(resolveModeration(pending, { status: 'approved', response: ' Yes. ' })).toEqual({
      status: 'answered',
      response: 'Yes.',
      responseChanged: true,
    });
    expect(resolveModeration(pending, { response: 'Yes.' }).status).toBe('answered');
    expect(resolveModeration(approved, { response: 'Yes.' }).status).toBe('answered');
    expect(resolveModeration(answered, { status: 'approved' }).status).toBe('answered');
  });

  it('clears an answer with an empty or null response', () => {
    expect(resolveModeration(answered, { response: '  ' })).toEqual({
      status: 'approved',
      response: null,
      responseChanged: true,
    });
    expect(resolveModeration(answered, { response: null }).status).toBe('approved');
  });

  it('keeps a rejected question rejected when a response is saved', () => {
    expect(resolveModeration({ status: 'rejected', response: null }, { response: 'Spam.' }).status).toBe('rejected');
  });

  it('refuses answered without a response', () => {
    expect(() => resolveModeration(approved, { status: 'answered' })).toThrow(
      'Write a response before marking the question answered',
    );
    expect(resolveModeration(answered, { status: 'answered' }).responseChanged).toBe(false);
  });
});
