import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen: the scrolling box is a named region that
 * takes keyboard focus, so it can be scrolled without a mouse.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
