// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { counterText, initialSlideshow, type SlideshowAction, slideshowReducer } from './slideshow-state';

const run = (count: number, ...actions: SlideshowAction[]) => actions.reduce(slideshowReducer, initialSlideshow(count));

describe('slideshow state', () => {
  it('starts on the first slide, playing', () => {
    expect(initialSlideshow(19)).toEqual({ index: 0, count: 19, playing: true });
    expect(counterText(initialSlideshow(19))).toBe('1 of 19');
    expect(initialSlideshow(19, false).playing).toBe(false);
  });

  it('wraps from the last to the first going forward', () => {
    const last = run(3, { type: 'goTo', index: 2 });
    expect(counterText(last)).toBe('3 of 3');
    expect(slideshowReducer(last, { type: 'next' }).index).toBe(0);
    expect(slideshowReducer(last, { type: 'tick' }).index).toBe(0);
  });

  it('wraps from the first to the last going back', () => {
    const state = run(19, { type: 'previous' });
    expect(state.index).toBe(18);
    expect(counterText(state)).toBe('19 of 19');
    expect(run(19, { type: 'previous' }, { type: 'previous' }).index).toBe(17);
  });

  it('moves on with the timer only while playing', () => {
    expect(run(5, { type: 'tick' }, { type: 'tick' }).index).toBe(2);
    const paused = run(5, { type: 'pause' }, { type: 'tick' }, { type: 'tick' });
    expect(paused).toEqual({ index: 0, count: 5, playing: false });
    expect(run(5, { type: 'pause' }, { type: 'play' }, { type: 'tick' }).index).toBe(1);
  });

  it('toggles between playing and paused, and play or pause twice changes nothing more', () => {
    expect(run(5, { type: 'toggle' }).playing).toBe(false);
    expect(run(5, { type: 'toggle' }, { type: 'toggle' }).playing).toBe(true);
    const paused = run(5, { type: 'pause' });
    expect(slideshowReducer(paused, { type: 'pause' })).toBe(paused);
    const playing = run(5);
    expect(slideshowReducer(playing, { type: 'play' })).toBe(playing);
  });

  it('lets the visitor move while paused, without starting to play', () => {
    const state = run(5, { type: 'pause' }, { type: 'next' }, { type: 'next' });
    expect(state).toEqual({ index: 2, count: 5, playing: false });
  });

  it('jumps to a slide (a dot) and ignores a slide that does not exist', () => {
    expect(run(19, { type: 'goTo', index: 7 }).index).toBe(7);
    expect(run(19, { type: 'goTo', index: 7 }, { type: 'goTo', index: 19 }).index).toBe(7);
    expect(run(19, { type: 'goTo', index: -1 }).index).toBe(0);
    expect(run(19, { type: 'goTo', index: 1.5 }).index).toBe(0);
  });

  it('does not move with one slide or none', () => {
    expect(run(1, { type: 'tick' }, { type: 'next' }, { type: 'previous' }).index).toBe(0);
    expect(run(0, { type: 'tick' }, { type: 'next' }, { type: 'previous' }).index).toBe(0);
    expect(counterText(initialSlideshow(0))).toBe('0 of 0');
  });

  it('stays in range when the number of slides shrinks', () => {
    expect(run(19, { type: 'goTo', index: 18 }, { type: 'setCount', count: 10 }).index).toBe(0);
    expect(run(19, { type: 'goTo', index: 4 }, { type: 'setCount', count: 10 }).index).toBe(4);
  });
});
