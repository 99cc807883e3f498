import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const toppings = ['Roasted peppers', 'Mushrooms', 'Red onion', 'Black olives', 'Fresh basil', 'Chilli flakes'];

export default function CheckboxGroupList() {
  const headingId = React.useId();
  const [picked, setPicked] = React.useState<string[]>(['Mushrooms', 'Fresh basil']);

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography id={headingId} level="title-sm" sx={{ mb: 1 }}>
        Toppings (up to 4)
      </Typography>
      <List role="group" aria-labelledby={headingId} size="sm" sx={{ '--ListItem-paddingX': 0, gap: 0.5 }}>
        {toppings.map((topping) => {
          const checked = picked.includes(topping);
          return (
            <ListItem key={topping}>
              <Checkbox
                label={topping}
                name="toppings"
                value={topping}
                checked={checked}
                disabled={!checked && picked.length >= 4}
                onChange={(event) =>
                  setPicked((list) => (event.target.checked ? [...list, topping] : list.filter((item) => item !== topping)))
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {picked.length} of 4 chosen
      </Typography>
    </Box>
  );
}
