import { treeKeyAction, type TreeKeyOptions } from '../../src/tools/themeExplorer/keyboard';
import { moreRowId, type Row } from '../../src/tools/themeExplorer/rows';

// palette (open) > primary (closed), mode (leaf); spacing (leaf); typography (closed); a "more" row at the top level.
const rows: Row[] = [
  { type: 'node', id: 'theme.palette', level: 1, posinset: 1, setsize: 4, expanded: true },
  { type: 'node', id: 'theme.palette.primary', level: 2, posinset: 1, setsize: 2, expanded: false },
  { type: 'node', id: 'theme.palette.mode', level: 2, posinset: 2, setsize: 2, expanded: null },
  { type: 'node', id: 'theme.spacing', level: 1, posinset: 2, setsize: 4, expanded: null },
  { type: 'node', id: 'theme.typography', level: 1, posinset: 3, setsize: 4, expanded: false },
  { type: 'more', id: moreRowId(''), parent: '', level: 1, posinset: 4, setsize: 4, shown: 3, remaining: 2, next: 'theme.zIndex' },
];

const options: TreeKeyOptions = {
  rtl: false,
  nameOf: (row) => (row.type === 'node' ? row.id.split('.').pop()! : 'show more'),
};
const act = (index: number, key: string, rtl = false) => treeKeyAction(rows, index, key, { ...options, rtl });

describe('treeKeyAction', () => {
  it('moves up and down, and to either end', () => {
    expect(act(0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 });
    expect(act(3, 'ArrowUp')).toEqual({ type: 'focus', index: 2 });
    expect(act(0, 'ArrowUp')).toBeNull();
    expect(act(5, 'ArrowDown')).toBeNull();
    expect(act(3, 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(act(1, 'End')).toEqual({ type: 'focus', index: 5 });
  });

  it('opens a closed branch with Right, and enters an open one', () => {
    expect(act(1, 'ArrowRight')).toEqual({ type: 'expand', id: 'theme.palette.primary' });
    expect(act(0, 'ArrowRight')).toEqual({ type: 'focus', index: 1 });
    expect(act(2, 'ArrowRight')).toBeNull();
  });

  it('closes an open branch with Left, and goes to the parent from anything else', () => {
    expect(act(0, 'ArrowLeft')).toEqual({ type: 'collapse', id: 'theme.palette' });
    expect(act(2, 'ArrowLeft')).toEqual({ type: 'focus', index: 0 });
    expect(act(1, 'ArrowLeft')).toEqual({ type: 'focus', index: 0 });
    expect(act(3, 'ArrowLeft')).toBeNull();
  });

  it('mirrors Left and Right from right to left', () => {
    expect(act(1, 'ArrowLeft', true)).toEqual({ type: 'expand', id: 'theme.palette.primary' });
    expect(act(0, 'ArrowRight', true)).toEqual({ type: 'collapse', id: 'theme.palette' });
    expect(act(1, 'ArrowRight', true)).toEqual({ type: 'focus', index: 0 });
  });

  it('toggles a branch with Enter, and activates an entry or the "more" row', () => {
    expect(act(0, 'Enter')).toEqual({ type: 'collapse', id: 'theme.palette' });
    expect(act(4, 'Enter')).toEqual({ type: 'expand', id: 'theme.typography' });
    expect(act(2, 'Enter')).toEqual({ type: 'activate', index: 2 });
    expect(act(5, 'Enter')).toEqual({ type: 'activate', index: 5 });
  });

  it("opens a row's closed siblings with *", () => {
    expect(act(3, '*')).toEqual({ type: 'expandMany', ids: ['theme.typography'] });
    expect(act(2, '*')).toEqual({ type: 'expandMany', ids: ['theme.palette.primary'] });
  });

  it('moves to the next row whose name starts with a typed letter, wrapping round', () => {
    expect(act(0, 't')).toEqual({ type: 'focus', index: 4 });
    expect(act(4, 'P')).toEqual({ type: 'focus', index: 0 });
    expect(act(0, 'p')).toEqual({ type: 'focus', index: 1 });
    expect(act(0, 'q')).toBeNull();
  });

  it('leaves other keys to the page', () => {
    expect(act(0, ' ')).toBeNull();
    expect(act(0, 'Tab')).toBeNull();
    expect(act(0, 'Escape')).toBeNull();
    expect(act(9, 'ArrowDown')).toBeNull();
  });
});
