// react-dom/client's createRoot for the browser builds, on Preact (ADR 003). It takes render from the shared
// 'react' (preact/compat), so the page has one Preact whichever bundle asks; preact/compat/client would name compat
// by a path of its own and could bring a second copy.
import { render, unmountComponentAtNode } from 'react';

export function createRoot(container) {
  return {
    render(children) {
      render(children, container);
    },
    unmount() {
      unmountComponentAtNode(container);
    },
  };
}
