import * as React from 'react';
import { List, type RowComponentProps } from 'react-window';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const ROW_HEIGHT = 36; // An md option's minimum height (--ListItem-minHeight: 2.25rem).
const PADDING = 6; // The listbox's padding above the first and below the last option.

// 6,000 products, built from fixed parts so the server and the browser render the same list.
const materials = ['Linen', 'Wool', 'Cotton', 'Velvet', 'Jute', 'Bamboo', 'Oak', 'Walnut', 'Steel', 'Ceramic'];
const items = [
  'cushion cover',
  'throw',
  'rug',
  'lamp shade',
  'basket',
  'side table',
  'shelf',
  'vase',
  'planter',
  'tray',
  'stool',
  'mirror frame',
];
const colours = ['sage', 'ochre', 'slate', 'terracotta', 'ivory', 'charcoal', 'rose', 'teal', 'sand', 'plum'];
const sizes = ['small', 'medium', 'large', 'extra large', 'set of two'];
const products = materials.flatMap((material) =>
  items.flatMap((item) => colours.flatMap((colour) => sizes.map((size) => `${material} ${item}, ${colour}, ${size}`))),
);

type OptionElement = React.ReactElement<{ style?: React.CSSProperties }>;

function OptionRow({ index, options }: RowComponentProps<{ options: OptionElement[] }>) {
  const option = options[index];
  // Place each option with `top` rather than react-window's transform: the Autocomplete scrolls the
  // highlighted option into view by its offsetTop, which a transform would leave at 0.
  return React.cloneElement(option, {
    style: { ...option.props.style, position: 'absolute', top: PADDING + index * ROW_HEIGHT, left: 0, right: 0, height: ROW_HEIGHT },
  });
}

/**
 * The listbox element itself: Joy renders it inside its Popper (so it stays in a portal) and passes
 * the listbox role, id, classes and ref. It scrolls; react-window renders only the rows in view.
 */
const VirtualListbox = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement> & { ownerState?: unknown }>(
  function VirtualListbox(props, forwardedRef) {
    // ownerState is added by the Popper for custom components; it must not reach the DOM.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { children, ownerState, style, ...other } = props;
    const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
    const options = React.Children.toArray(children) as OptionElement[];

    const handleRef = React.useCallback(
      (node: HTMLDivElement | null) => {
        setScroller(node);
        if (typeof forwardedRef === 'function') {
          forwardedRef(node);
        } else if (forwardedRef) {
          forwardedRef.current = node;
        }
      },
      [forwardedRef],
    );

    return (
      <div ref={handleRef} {...other} style={{ ...style, paddingBlock: PADDING, maxHeight: PADDING * 2 + ROW_HEIGHT * 8 }}>
        <List
          role="presentation"
          scrollElement={scroller}
          rowComponent={OptionRow}
          rowCount={options.length}
          rowHeight={ROW_HEIGHT}
          rowProps={{ options }}
          overscanCount={8}
          // Static, so that the options are positioned (and measured) against the scrolling listbox.
          style={{ position: 'static' }}
        />
      </div>
    );
  },
);

export default function VirtualizedAutocomplete() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Product</FormLabel>
      <Autocomplete
        options={products}
        placeholder="Search 6,000 products"
        slotProps={{
          listbox: { component: VirtualListbox },
          // Rendered as rows of the virtual list: a div rather than an li.
          option: { component: 'div' },
        }}
      />
      <FormHelperText>Only the options in view (and a few around them) are in the page.</FormHelperText>
    </FormControl>
  );
}
