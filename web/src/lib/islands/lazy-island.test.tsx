import { act, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyIsland } from './lazy-island';

// hydrateRoot is called here directly, not through Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form with React state, as the islands' forms are. */
function NameForm() {
  const [name, setName] = useState('');
  const [sent, setSent] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(name);
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Send</button>
      {sent !== undefined && <p>Sent {sent}</p>}
    </form>
  );
}

/** A choice of one among several radios, as the pricing cycle toggle is. */
function CycleChoice() {
  const [cycle, setCycle] = useState('monthly');
  return (
    <fieldset>
      {['monthly', 'yearly'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="cycle"
            value={value}
            checked={cycle === value}
            onChange={() => setCycle(value)}
          />
          {value}
        </label>
      ))}
      <p>Billed {cycle}</p>
    </fieldset>
  );
}

/** A load the test lets finish when it chooses. */
function heldLoad() {
  let finish: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve) => {
        finish = () => resolve(NameForm);
      }),
  );
  return { load, finish: () => visitor(finish) };
}

/** Something the visitor does, and what React and the island's timers do after it. */
const visitor = (action: () => void = () => undefined) =>
  act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of an island showing `server`, taken over as the page entry does. */
async function hydrateServerHtml(Island: ComponentType, server: ReactNode = <NameForm />) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div className="island">
      <Suspense>{server}</Suspense>
    </div>,
  );
  document.body.append(container);
  await visitor(() => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Island />
      </MemoryRouter>,
    );
  });
  const input = container.querySelector('input');
  const button = container.querySelector('button');
  return { container, input, button };
}

const focus = (element: Element | null) =>
  visitor(() => element?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));

describe('lazyIsland', () => {
  it('keeps the server HTML and loads no code until the visitor reaches for it', async () => {
    const { load } = heldLoad();
    const { container, input } = await hydrateServerHtml(lazyIsland(load));
    expect(input?.getAttribute('aria-label')).toBe('Name');
    expect(load).not.toHaveBeenCalled();

    await focus(input);
    expect(load).toHaveBeenCalledTimes(1);
    // React takes over the very elements the server sent.
    expect(container.querySelector('input')).toBe(input);
  });

  it('hands React what was typed, and makes a held press, once the code is in', async () => {
    const { load, finish } = heldLoad();
    const { container, input, button } = await hydrateServerHtml(lazyIsland(load));
    if (!input) throw new Error('no input');
    await visitor(() => {
      input.value = 'Asha';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await visitor(() => button?.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(container.textContent).not.toContain('Sent');

    await finish();
    await visitor();
    expect(container.querySelector('p')?.textContent).toBe('Sent Asha');
    expect(input.value).toBe('Asha');
  });

  it('keeps a radio chosen before the code arrived without a press (restored by the browser)', async () => {
    const load = vi.fn(() => Promise.resolve(CycleChoice as ComponentType));
    const { container } = await hydrateServerHtml(lazyIsland(load), <CycleChoice />);
    const [monthly, yearly] = container.querySelectorAll('input');
    if (!monthly || !yearly) throw new Error('no radios');
    // What the browser does when the visitor comes back to the page: no click, no event.
    yearly.checked = true;
    await focus(monthly);
    await visitor();
    expect(container.querySelector('p')?.textContent).toBe('Billed yearly');
    expect(yearly.checked).toBe(true);
    expect(monthly.checked).toBe(false);
  });

  it('lets links inside be followed as ordinary links', async () => {
    const load = vi.fn(() => new Promise<ComponentType>(() => undefined));
    const { container } = await hydrateServerHtml(
      lazyIsland(load),
      <a href="#elsewhere">Elsewhere</a>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await visitor(() => container.querySelector('a')?.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when rendered in the browser without server HTML', async () => {
    const load = vi.fn(() => Promise.resolve(NameForm));
    const Island = lazyIsland(load);
    render(
      <MemoryRouter>
        <Island />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next touch when its code failed to load', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(NameForm);
    const { container, input, button } = await hydrateServerHtml(lazyIsland(load));
    await focus(input);
    expect(load).toHaveBeenCalledTimes(1);
    await focus(input);
    expect(load).toHaveBeenCalledTimes(2);
    await visitor(() => button?.click());
    expect(container.querySelector('p')?.textContent).toBe('Sent ');
  });
});
