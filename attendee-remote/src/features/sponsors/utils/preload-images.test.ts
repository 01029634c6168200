// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadImages } from './preload-images';

/** An Image that loads (or fails, for URLs containing 'broken') on the next tick, or never for 'slow'. */
class FakeImage {
  static requested: string[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    FakeImage.requested.push(url);
    if (url.includes('slow')) return;
    setTimeout(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
  }
}

afterEach(() => {
  FakeImage.requested = [];
  vi.useRealTimers();
});

describe('preloadImages', () => {
  it('asks for every image and resolves once all are loaded', async () => {
    vi.stubGlobal('Image', FakeImage);
    await preloadImages(['/a.svg', '/b.svg']);
    expect(FakeImage.requested).toEqual(['/a.svg', '/b.svg']);
  });

  it('ignores an image that fails', async () => {
    vi.stubGlobal('Image', FakeImage);
    await expect(preloadImages(['/a.svg', '/broken.svg'])).resolves.toBeUndefined();
  });

  it('stops waiting for an image that never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
    let done = false;
    void preloadImages(['/slow.svg'], 1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves at once with nothing to load', async () => {
    await expect(preloadImages([])).resolves.toBeUndefined();
  });
});
