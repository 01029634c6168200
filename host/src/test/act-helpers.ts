import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';

// React 19 only finishes work that suspends (remote modules loaded with use()) inside an awaited act.
export async function renderAsync(ui: ReactElement) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui);
  });
  return result;
}

export async function clickAsync(element: Element) {
  await act(async () => {
    fireEvent.click(element);
  });
}

export async function keyDownAsync(element: Element, key: string) {
  await act(async () => {
    fireEvent.keyDown(element, { key });
  });
}
