import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For a component test that clicks (a file with `// @vitest-environment jsdom`): mounts into a fresh
 * container each test and unmounts after. React's act() warns — a console.error, which fails the test —
 * unless told this is a test; Radix's menus measure themselves with ResizeObserver, which jsdom lacks.
 */
export function setupBrowserDom() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  let root: Root;
  beforeEach(() => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    document.body.innerHTML = '';
  });
  return {
    mount: (element: ReactNode) => act(async () => root.render(element)),
    /** Clicks an element (a failed find fails the test here, not on a null). */
    click: async (element: Element | null | undefined) => {
      if (!element) throw new Error('nothing to click');
      await act(async () => (element as HTMLElement).click());
    },
  };
}
