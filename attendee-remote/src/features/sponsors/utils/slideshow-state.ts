/** attendee.md §9: the slideshow moves on every 5 seconds while playing. */
export const SLIDE_INTERVAL_MS = 5000;

export interface SlideshowState {
  /** The slide shown, 0-based. */
  index: number;
  /** How many slides there are. */
  count: number;
  /** The visitor's choice: playing (default) or paused. Focus, hover and reduced motion hold it without changing it. */
  playing: boolean;
}

export type SlideshowAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  /** The timer: moves on only while playing. */
  | { type: 'tick' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'setCount'; count: number };

export function initialSlideshow(count: number, playing = true): SlideshowState {
  return { index: 0, count: Math.max(0, count), playing };
}

/** Wraps both ways: next from the last is the first, previous from the first is the last (attendee.md §4). */
function wrap(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'goTo':
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= state.count) return state;
      return { ...state, index: action.index };
    case 'tick':
      return state.playing && state.count > 1 ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'play':
      return state.playing ? state : { ...state, playing: true };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'setCount': {
      const count = Math.max(0, action.count);
      return { ...state, count, index: state.index < count ? state.index : 0 };
    }
  }
}

/** 'N of M', as the counter shows it. */
export function counterText(state: Pick<SlideshowState, 'index' | 'count'>): string {
  return state.count === 0 ? '0 of 0' : `${state.index + 1} of ${state.count}`;
}
