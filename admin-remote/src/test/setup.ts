import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAuthNoticeStore } from '../features/auth/stores/auth-notice-store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthNoticeStore.getState().clear();
});
