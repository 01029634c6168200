import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './safe-storage';

describe('createSafeStorage', () => {
  it('reads and writes localStorage', () => {
    const storage = createSafeStorage();
    expect(storage.set('k', 'v')).toBe(true);
    expect(storage.get('k')).toBe('v');
    expect(storage.remove('k')).toBe(true);
    expect(storage.get('k')).toBeNull();
  });

  it('never throws when storage is blocked or missing', () => {
    const blocked = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(blocked.get('k')).toBeNull();
    expect(blocked.set('k', 'v')).toBe(false);
    expect(blocked.remove('k')).toBe(false);
    expect(createSafeStorage(() => undefined).get('k')).toBeNull();
  });
});
