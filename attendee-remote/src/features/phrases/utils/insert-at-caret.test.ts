import { describe, expect, it } from 'vitest';
import { phraseInsertion } from './insert-at-caret';

describe('phraseInsertion', () => {
  it('puts the phrase at the caret with a space before and after where words would touch', () => {
    expect(phraseInsertion('', 0, 0, 'Thank you. My question is:')).toEqual({
      value: 'Thank you. My question is: ',
      caret: 27,
    });
    expect(phraseInsertion('Hi', 2, 2, 'there')).toEqual({ value: 'Hi there ', caret: 9 });
    expect(phraseInsertion('Hi again', 2, 2, 'there')).toEqual({ value: 'Hi there again', caret: 8 });
  });

  it('replaces the selected text', () => {
    expect(phraseInsertion('Say XXX now', 4, 7, 'more')).toEqual({ value: 'Say more now', caret: 8 });
  });
});
