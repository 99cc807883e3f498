import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TransitionGroup } from 'react-transition-group';

const pantry = ['Rolled oats', 'Chickpeas', 'Basmati rice', 'Olive oil', 'Paprika', 'Green lentils', 'Honey', 'Walnuts'];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(pantry.slice(0, 3));
  const next = pantry.find((item) => !items.includes(item));

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" disabled={!next} onClick={() => next && setItems((current) => [...current, next])}>
        {next ? `Add ${next.toLowerCase()}` : 'Pantry is full'}
      </Button>
      <Paper variant="outlined">
        <List aria-label="Shopping list">
          {/* TransitionGroup tells each Collapse when its item is added or removed. With component={null}
              it adds no element, and each Collapse is the <li>, so the list markup stays valid. */}
          <TransitionGroup component={null}>
            {items.map((item) => (
              <Collapse key={item} component="li">
                <ListItem
                  component="div"
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Remove ${item}`}
                      onClick={() => setItems((current) => current.filter((entry) => entry !== item))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={item} />
                </ListItem>
              </Collapse>
            ))}
          </TransitionGroup>
        </List>
      </Paper>
    </Stack>
  );
}
