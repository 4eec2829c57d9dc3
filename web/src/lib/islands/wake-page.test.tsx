import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageHydrated, startWhenVisitorActs } from './wake-page';

// hydrateRoot is called here directly, as the page entry does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page with a control only its code can answer, and a field. */
function Page() {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  return (
    <main>
      <button type="button" onClick={() => setOpened(true)}>
        Start a Project
      </button>
      {opened && <p>The form is open</p>}
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <p>Hello {name}</p>
      <a href="#elsewhere">Elsewhere</a>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the page in #root, as it arrives. */
function serverRenderedRoot(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

const nextTask = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('startWhenVisitorActs', () => {
  it('starts nothing while the visitor only reads, and starts once they act', () => {
    const container = serverRenderedRoot();
    const start = vi.fn();
    startWhenVisitorActs(container, start);
    expect(start).not.toHaveBeenCalled();

    // A key pressed with nothing focused reaches <body>, outside the root: it counts too.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    container.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once a root the browser renders by itself (no server HTML)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const start = vi.fn();
    startWhenVisitorActs(container, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once a page whose server HTML the browser completes', () => {
    const start = vi.fn();
    startWhenVisitorActs(serverRenderedRoot(), start, { now: true });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('makes the press and keeps the text of a visitor who acted before the code arrived', async () => {
    const container = serverRenderedRoot();
    const start = vi.fn();
    startWhenVisitorActs(container, start);
    const field = container.querySelector('input');
    if (!field) throw new Error('no field');
    field.value = 'Priya';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    container.querySelector('button')?.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(container.textContent).not.toContain('The form is open');

    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    act(() => pageHydrated());
    await nextTask();
    expect(container.textContent).toContain('The form is open');
    expect(container.textContent).toContain('Hello Priya');
  });
});
