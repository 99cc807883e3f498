import * as React from 'react';
import { Virtuoso, type VirtuosoHandle, type Components } from 'react-virtuoso';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const streets = ['Alder Lane', 'Birch Road', 'Canal Street', 'Dockside', 'Elm Court', 'Foundry Way', 'Granary Row'];

// 8,000 parcels, built once from the index: only the rows in view are in the DOM.
const parcels = Array.from({ length: 8000 }, (_, index) => ({
  id: `PCL-${String(index + 1).padStart(5, '0')}`,
  address: `${((index * 17) % 140) + 1} ${streets[index % streets.length]}`,
  weight: (((index * 29) % 300) + 5) / 10,
}));

type Parcel = (typeof parcels)[number];

// Virtuoso renders its list and items through these, so they become Joy's List and ListItem.
const components: Components<Parcel> = {
  // `context` is Virtuoso's, not an HTML attribute.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  List: React.forwardRef(function VirtuosoList({ style, children, context, ...props }, ref) {
    return (
      <List
        {...props}
        ref={ref as React.Ref<HTMLUListElement>}
        style={style}
        aria-label="Parcels on today’s route"
        sx={{ '--List-padding': '0px', '--List-gap': '0px' }}
      >
        {children}
      </List>
    );
  }),
  // `item` and `context` are Virtuoso's data for the row; they must not reach the DOM.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  Item: ({ item, context, ...props }) => <ListItem {...props} />,
};

export default function VirtualizedList() {
  const virtuoso = React.useRef<VirtuosoHandle>(null);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 380 }}>
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="outlined" onClick={() => virtuoso.current?.scrollToIndex({ index: 3999, align: 'start' })}>
          Jump to parcel 4,000
        </Button>
        <Button size="sm" variant="plain" onClick={() => virtuoso.current?.scrollToIndex({ index: 0 })}>
          Back to top
        </Button>
      </Stack>
      <Sheet variant="outlined" sx={{ height: 320, borderRadius: 'sm', overflow: 'hidden' }}>
        <Virtuoso
          ref={virtuoso}
          data={parcels}
          components={components}
          style={{ height: '100%' }}
          itemContent={(_index, parcel) => (
            <ListItemButton>
              <ListItemContent>
                <Typography level="title-sm">{parcel.id}</Typography>
                <Typography level="body-xs">{parcel.address}</Typography>
              </ListItemContent>
              <Typography level="body-sm">{parcel.weight.toFixed(1)} kg</Typography>
            </ListItemButton>
          )}
        />
      </Sheet>
    </Stack>
  );
}
