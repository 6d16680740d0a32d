import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Renders into a real (jsdom) document, with a query client, and gives a few user actions. */
export function mount(ui: ReactNode) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const box = document.createElement('div');
  document.body.append(box);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  let root: Root;
  act(() => {
    root = createRoot(box);
    root.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  });
  const byTestId = (id: string) => {
    const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    if (!el) throw new Error(`no [data-testid="${id}"]`);
    return el;
  };
  return {
    byTestId,
    all: (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)],
    text: (id: string) => byTestId(id).textContent ?? '',
    type: async (id: string, value: string) => {
      const input = byTestId(id) as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      await act(async () => {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    click: async (el: HTMLElement) => {
      await act(async () => el.click());
    },
    unmount: () => {
      act(() => root.unmount());
      box.remove();
    },
  };
}
