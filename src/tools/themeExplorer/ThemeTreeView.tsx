/**
 * The theme as a WAI-ARIA tree: one flat list of the open rows, each a treeitem with its level,
 * position and set size, one of them in the Tab order (a roving tabindex), the keys of the
 * pattern on every row (src/tools/themeExplorer/keyboard.ts). Selection follows focus.
 */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { treeKeyAction } from './keyboard';
import { PAGE_SIZE, rowIndexFor, type Row } from './rows';
import type { ThemeTree, TreeNode } from './themeTree';

const INDENT_PX = 16;

const List = styled('ul')({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(0.75),
  minHeight: 32,
  padding: theme.spacing(0.5, 1),
  borderRadius: 6,
  cursor: 'pointer',
  fontSize: 13,
  lineHeight: '22px',
  overflowWrap: 'anywhere',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&[aria-selected="true"]': { backgroundColor: (theme.vars ?? theme).palette.action.selected },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
  '&[data-match] .entry-key': { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 3 },
}));

const Toggle = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  width: 22,
  height: 22,
  color: (theme.vars ?? theme).palette.text.secondary,
  '& svg': { fontSize: 22, transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }) },
  '[aria-expanded="true"] > & svg': { transform: 'rotate(90deg)' },
  '[dir="rtl"] [aria-expanded="false"] > & svg': { transform: 'scaleX(-1)' },
}));

const Key = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.primary,
  fontWeight: 600,
}));

const Value = styled('code')(({ theme }) => ({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: 12.5,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const Note = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
}));

/** A colour's sample, over a checkerboard so that a transparent colour shows as one. */
export const Swatch = styled('span')(({ theme }) => ({
  display: 'inline-block',
  flexShrink: 0,
  width: 16,
  height: 16,
  marginTop: 3,
  borderRadius: 4,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundImage:
    'linear-gradient(45deg, #ccc 25%, transparent 25%), linear-gradient(-45deg, #ccc 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #ccc 75%), linear-gradient(-45deg, transparent 75%, #ccc 75%)',
  backgroundSize: '8px 8px',
  backgroundPosition: '0 0, 0 4px, 4px -4px, -4px 0',
  backgroundColor: '#fff',
  position: 'relative',
  '& > span': { position: 'absolute', inset: 0, borderRadius: 3 },
}));

/** A node's row content: the toggle's place, its key, then its size or its value. */
export function EntryContent({ node }: { node: TreeNode }) {
  const value = node.value;
  return (
    <>
      <Toggle aria-hidden>{node.children ? <ChevronRight /> : null}</Toggle>
      <Key className="entry-key">{node.key}</Key>
      {value ? (
        <>
          {value.color ? (
            <Swatch aria-hidden>
              <span style={{ backgroundColor: value.color }} />
            </Swatch>
          ) : null}
          <Value>{value.text}</Value>
          {value.note ? <Note>({value.note})</Note> : null}
        </>
      ) : (
        <Note>{node.summary}</Note>
      )}
    </>
  );
}

export interface ThemeTreeViewProps {
  tree: ThemeTree;
  rows: readonly Row[];
  /** The row in the Tab order (the one last moved to); its nearest shown ancestor when it is hidden. */
  activeId: string | null;
  /** The entry the details show. */
  selectedId: string | null;
  matches: ReadonlySet<string> | null;
  label: string;
  /** The id of the text that explains the keys. */
  describedBy: string;
  rtl: boolean;
  onActiveChange: (id: string) => void;
  onExpand: (ids: readonly string[]) => void;
  onCollapse: (id: string) => void;
  /** Reveals the next page of a branch; the keyboard goes to the first row it adds. */
  onShowMore: (row: Extract<Row, { type: 'more' }>) => void;
  /** Enter on an entry without children. */
  onActivateEntry: (id: string) => void;
}

export default function ThemeTreeView({
  tree,
  rows,
  activeId,
  selectedId,
  matches,
  label,
  describedBy,
  rtl,
  onActiveChange,
  onExpand,
  onCollapse,
  onShowMore,
  onActivateEntry,
}: ThemeTreeViewProps) {
  const itemRefs = React.useRef(new Map<string, HTMLLIElement>());
  // The row the keyboard moved to: focused once it is rendered.
  const [focusRequest, setFocusRequest] = React.useState<{ id: string } | null>(null);
  const tabbable = rowIndexFor(rows, tree, activeId);

  React.useEffect(() => {
    if (focusRequest) {
      itemRefs.current.get(focusRequest.id)?.focus();
    }
  }, [focusRequest]);

  const moveTo = (index: number) => {
    const row = rows[index];
    if (row) {
      onActiveChange(row.id);
      setFocusRequest({ id: row.id });
    }
  };

  // The "show more" row goes away: the first row it adds takes the keyboard.
  const showMore = (row: Extract<Row, { type: 'more' }>) => {
    onShowMore(row);
    onActiveChange(row.next);
    setFocusRequest({ id: row.next });
  };

  const activate = (row: Row) => {
    if (row.type === 'more') {
      showMore(row);
    } else {
      onActivateEntry(row.id);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const action = treeKeyAction(rows, index, event.key, {
      rtl,
      nameOf: (row) => (row.type === 'node' ? (tree.nodes.get(row.id)?.key ?? '') : 'show more'),
    });
    if (!action) {
      return;
    }
    event.preventDefault();
    switch (action.type) {
      case 'focus':
        moveTo(action.index);
        break;
      case 'expand':
        onExpand([action.id]);
        break;
      case 'expandMany':
        onExpand(action.ids);
        break;
      case 'collapse':
        onCollapse(action.id);
        break;
      case 'activate':
        activate(rows[action.index]);
        break;
    }
  };

  const onClick = (row: Row) => {
    if (row.type === 'more') {
      showMore(row);
      return;
    }
    onActiveChange(row.id);
    if (row.expanded !== null) {
      if (row.expanded) {
        onCollapse(row.id);
      } else {
        onExpand([row.id]);
      }
    }
  };

  return (
    <List role="tree" aria-label={label} aria-describedby={describedBy}>
      {rows.map((row, index) => {
        const node = row.type === 'node' ? tree.nodes.get(row.id) : undefined;
        return (
          <Item
            key={row.id}
            ref={(element) => {
              if (element) {
                itemRefs.current.set(row.id, element);
              } else {
                itemRefs.current.delete(row.id);
              }
            }}
            role="treeitem"
            aria-level={row.level}
            aria-setsize={row.setsize}
            aria-posinset={row.posinset}
            aria-expanded={row.type === 'node' && row.expanded !== null ? row.expanded : undefined}
            aria-selected={row.id === selectedId}
            tabIndex={index === tabbable ? 0 : -1}
            data-match={matches?.has(row.id) ? '' : undefined}
            data-path={node?.id}
            style={{ paddingInlineStart: 4 + (row.level - 1) * INDENT_PX }}
            // Selection follows focus, however it arrives.
            onFocus={() => onActiveChange(row.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => onClick(row)}
          >
            {node ? (
              <EntryContent node={node} />
            ) : row.type === 'more' ? (
              <>
                <Toggle aria-hidden />
                <Note>
                  Show {Math.min(row.remaining, PAGE_SIZE)} more ({row.remaining} not shown)
                </Note>
              </>
            ) : null}
          </Item>
        );
      })}
    </List>
  );
}
