import { create } from 'zustand';

/** What the login form tells a person about how they got there (denied, expired, logged out). */
export interface AuthNotice {
  tone: 'error' | 'success';
  text: string;
}

interface AuthNoticeState {
  notice: AuthNotice | null;
  show: (notice: AuthNotice) => void;
  clear: () => void;
}

export const useAuthNoticeStore = create<AuthNoticeState>()((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  clear: () => set({ notice: null }),
}));
