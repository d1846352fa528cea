import { MantineProvider, Transition } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

/** The browser's answer to `(prefers-reduced-motion: reduce)` (vitest.setup.ts answers no to every query). */
function prefersReducedMotion(reduce: boolean) {
  const answer = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...answer(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  }));
}

/** A notice that slides in, as the console's notifications, menus and dialogs do. */
function Notice({ shown }: { shown: boolean }) {
  return (
    <MantineProvider theme={theme}>
      <Transition mounted={shown} transition="slide-up" duration={400}>
        {(styles) => <div style={styles}>Saved</div>}
      </Transition>
    </MantineProvider>
  );
}

describe('theme', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what would slide in at once to a person who asks for less motion', async () => {
    prefersReducedMotion(true);
    const { rerender } = render(<Notice shown={false} />);
    await act(async () => {}); // the media query is read in an effect
    rerender(<Notice shown />);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('slides it in for everyone else', async () => {
    prefersReducedMotion(false);
    const { rerender } = render(<Notice shown={false} />);
    await act(async () => {});
    rerender(<Notice shown />);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
