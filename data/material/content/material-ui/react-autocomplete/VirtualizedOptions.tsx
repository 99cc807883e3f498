import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForkRef } from '@mui/material/utils';
import type { Theme } from '@mui/material/styles';
import { List, type RowComponentProps } from 'react-window';

// 10,000 product SKUs, generated once.
const PRODUCTS = ['Bench', 'Cabinet', 'Chair', 'Desk', 'Lamp', 'Rug', 'Shelf', 'Stool'];
const FINISHES = ['ash', 'bamboo', 'birch', 'linen', 'marble', 'oak', 'rattan', 'steel', 'walnut', 'wool'];
const SKUS: string[] = [];
for (let i = 0; i < 10000; i += 1) {
  const product = PRODUCTS[i % PRODUCTS.length];
  const finish = FINISHES[Math.floor(i / PRODUCTS.length) % FINISHES.length];
  SKUS.push(`${product.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(5, '0')} ${product}, ${finish}`);
}

// renderOption hands the listbox this pair instead of an element; the listbox renders only the visible ones.
type OptionData = [React.HTMLAttributes<HTMLLIElement> & { key: React.Key }, string];

function OptionRow({ index, style, items, rowHeight }: RowComponentProps<{ items: OptionData[]; rowHeight: number }>) {
  const [{ key, ...optionProps }, option] = items[index];
  return (
    <li
      key={key}
      {...optionProps}
      // Position with `top` rather than react-window's transform: the Autocomplete reads
      // offsetTop to scroll the highlighted option into view.
      style={{ ...style, transform: undefined, top: index * rowHeight }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{option}</span>
    </li>
  );
}

function VirtualListbox(props: React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> }) {
  const { children, ref, ...other } = props;
  const items = children as unknown as OptionData[];
  // This element keeps the Autocomplete's ref, role and styles (including max-height) and scrolls;
  // the List inside takes its full height and renders the rows that are in view.
  const [scrollElement, setScrollElement] = React.useState<HTMLElement | null>(null);
  const handleRef = useForkRef(ref, setScrollElement);
  // Material UI options are 48 px tall on phones and 36 px from the `sm` breakpoint up.
  const rowHeight = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true }) ? 36 : 48;

  return (
    // No vertical padding: the rows' offsetTop must match their position in the scrolling element.
    <div ref={handleRef} {...other} style={{ paddingTop: 0, paddingBottom: 0 }}>
      <List
        tagName="ul"
        role="presentation"
        scrollElement={scrollElement}
        rowComponent={OptionRow}
        rowCount={items.length}
        rowHeight={rowHeight}
        rowProps={{ items, rowHeight }}
        // Extra rows above and below the view, so Page Up and Page Down (5 options at a time)
        // land on rendered options even when keys repeat faster than the list re-renders.
        overscanCount={20}
        defaultHeight={300}
        style={{ margin: 0, padding: 0 }}
      />
    </div>
  );
}

export default function VirtualizedOptions() {
  return (
    <Autocomplete
      id="virtualized-sku"
      options={SKUS}
      sx={{ width: '100%', maxWidth: 360 }}
      // The Autocomplete can only highlight options that are in the DOM: jumps to the far end
      // of the list (Home, End, wrapping around) are turned off.
      handleHomeEndKeys={false}
      disableListWrap
      renderOption={(props, option) => [props, option] as unknown as React.ReactNode}
      slotProps={{ listbox: { component: VirtualListbox } }}
      renderInput={(params) => <TextField {...params} label="Product SKU" helperText="10,000 options, a few dozen in the DOM at a time" />}
    />
  );
}
