import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from './Accordion';

const ITEMS: AccordionItem[] = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  title,
  content: <p>{`${title} answer`}</p>,
}));

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('Accordion', () => {
  it('labels each open region by its button inside a heading, and keeps closed ones empty', () => {
    render(<Accordion type="single" items={ITEMS} defaultOpen="two" headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'Two' });
    expect(button.parentElement?.tagName).toBe('H2');
    const region = screen.getByRole('region', { name: 'Two' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe('Two answer');
    const closed = document.getElementById(
      screen.getByRole('button', { name: 'One' }).getAttribute('aria-controls') ?? '',
    );
    expect(closed?.hidden).toBe(true);
    expect(closed?.textContent).toBe('');
  });

  it('single keeps one item open and closes it on a second press', async () => {
    render(<Accordion type="single" items={ITEMS} />);
    expect(expanded()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'One' }));
    await userEvent.click(screen.getByRole('button', { name: 'Three' }));
    expect(expanded()).toEqual(['Three']);
    await userEvent.click(screen.getByRole('button', { name: 'Three' }));
    expect(expanded()).toEqual([]);
  });

  it('multiple lets items open together', async () => {
    render(<Accordion type="multiple" items={ITEMS} defaultOpen={['one']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Two' }));
    expect(expanded()).toEqual(['One', 'Two']);
  });

  it('moves between buttons with the arrow keys, round the ends, and with Home and End', async () => {
    render(<Accordion type="single" items={ITEMS} />);
    screen.getByRole('button', { name: 'One' }).focus();
    const focused = () => document.activeElement?.textContent;
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('Three');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('One');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Three');
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(focused()).toBe('Two');
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toEqual(['Two']);
  });
});
