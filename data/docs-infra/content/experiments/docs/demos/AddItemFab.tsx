import * as React from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function AddItemFab() {
  const [items, setItems] = React.useState<string[]>([]);
  const fruit = ['Apples', 'Pears', 'Plums', 'Figs'];

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Fab
        color="primary"
        size="medium"
        aria-label="Add a fruit to the basket"
        onClick={() => setItems([...items, fruit[items.length % fruit.length]])}
      >
        <AddIcon />
      </Fab>
      <Fab variant="extended" size="medium" disabled={items.length === 0} onClick={() => setItems([])}>
        Empty basket
      </Fab>
      <Typography variant="body2">{items.length ? items.join(', ') : 'The basket is empty.'}</Typography>
    </Stack>
  );
}
