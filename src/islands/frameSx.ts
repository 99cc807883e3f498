/**
 * The box around a demo or a playground. Off-screen, the browser skips its style, layout and paint
 * (`content-visibility: auto`): on a component page most of the DOM and CSS is demos, and without
 * this every style change during hydration recalculates all of them, and a spinner far down the
 * page repaints it at 60 fps. The intrinsic size stands in until the box is first rendered; after
 * that the browser remembers the real one (`auto`), so scrolling back does not jump.
 */
export const islandFrameSx = {
  my: 3,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 400px',
} as const;
