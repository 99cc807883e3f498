import * as React from 'react';
import { styled } from '@mui/material/styles';
import IconGlyph from './IconGlyph';
import { nameParts } from './search';
import type { SvgNode } from './iconIndex';

/** One cell's height, the same for an icon and its placeholder, so nothing moves when the icons arrive. */
const CELL_HEIGHT = 104;

const List = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Cell = styled('button')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: theme.spacing(1),
  width: '100%',
  height: CELL_HEIGHT,
  padding: theme.spacing(2, 0.5, 1),
  border: '1px solid transparent',
  borderRadius: 8,
  background: 'transparent',
  color: (theme.vars ?? theme).palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover, borderColor: (theme.vars ?? theme).palette.divider },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
  '& svg': { fontSize: 32, flexShrink: 0 },
}));

const Name = styled('span')(({ theme }) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '100%',
  fontSize: 12,
  lineHeight: '16px',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Placeholder = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1),
  height: CELL_HEIGHT,
  paddingTop: theme.spacing(2),
  '&::before, &::after': { content: '""', borderRadius: 4, backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&::before': { width: 32, height: 32 },
  '&::after': { width: 64, height: 12, marginTop: 2 },
}));

/** The name with a break opportunity between its words, so that long names wrap where they read best. */
function BreakableName({ name }: { name: string }) {
  const parts = nameParts(name);
  return (
    <Name>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </React.Fragment>
      ))}
    </Name>
  );
}

const IconCell = React.memo(function IconCell({
  name,
  nodes,
  onOpen,
}: {
  name: string;
  nodes: readonly SvgNode[] | undefined;
  onOpen: (name: string) => void;
}) {
  return (
    <li>
      <Cell type="button" data-icon={name} onClick={() => onOpen(name)}>
        <IconGlyph nodes={nodes} />
        <BreakableName name={name} />
      </Cell>
    </li>
  );
});

/** Arrow keys move between the icons as they are laid out (rows of as many as fit), Home and End to the ends. */
function onArrowKeys(event: React.KeyboardEvent<HTMLUListElement>, rtl: boolean) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-icon]')];
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
    return;
  }
  const top = buttons[0].getBoundingClientRect().top;
  const firstOfSecondRow = buttons.findIndex((button) => button.getBoundingClientRect().top > top + 1);
  const perRow = firstOfSecondRow < 0 ? buttons.length : firstOfSecondRow;
  const step: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: perRow,
    ArrowUp: -perRow,
  };
  let next: number;
  if (event.key === 'Home') {
    next = 0;
  } else if (event.key === 'End') {
    next = buttons.length - 1;
  } else if (event.key in step) {
    next = current + step[event.key];
  } else {
    return;
  }
  event.preventDefault();
  buttons[Math.min(buttons.length - 1, Math.max(0, next))].focus();
}

/** The icons shown, each a button named by its name that opens its details. */
export function IconGrid({
  names,
  nodesOf,
  onOpen,
  onApproach,
  rtl,
  listRef,
}: {
  names: readonly string[];
  nodesOf: (name: string) => readonly SvgNode[] | undefined;
  onOpen: (name: string) => void;
  /** The reader points at or focuses the grid: what opening an icon needs may load. */
  onApproach: () => void;
  rtl: boolean;
  listRef: React.Ref<HTMLUListElement>;
}) {
  return (
    <List ref={listRef} aria-label="Icons" onKeyDown={(event) => onArrowKeys(event, rtl)} onPointerOver={onApproach} onFocus={onApproach}>
      {names.map((name) => (
        <IconCell key={name} name={name} nodes={nodesOf(name)} onOpen={onOpen} />
      ))}
    </List>
  );
}

/** The grid's place while the index loads: as many empty cells as the first page of results, hidden from assistive technology. */
export function IconGridPlaceholder({ count }: { count: number }) {
  return (
    <List as="div" aria-hidden="true" data-placeholder="">
      {Array.from({ length: count }, (_, index) => (
        <Placeholder key={index} />
      ))}
    </List>
  );
}
