import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const chores = ['Water the balcony plants', 'Return library books', 'Book the boiler service', 'Renew the bike lock code'];

export default function CheckboxList() {
  const [done, setDone] = React.useState<string[]>(['Return library books']);

  return (
    <div>
      <Typography id="chores-heading" level="title-sm">
        This week ({done.length}/{chores.length} done)
      </Typography>
      <List aria-labelledby="chores-heading" variant="outlined" sx={{ maxWidth: 340, borderRadius: 'sm', mt: 1, '--List-gap': '2px' }}>
        {chores.map((chore) => {
          const checked = done.includes(chore);
          return (
            <ListItem key={chore} variant={checked ? 'soft' : 'plain'} color={checked ? 'success' : 'neutral'}>
              {/* overlay stretches the checkbox's hit area and focus ring over the whole item */}
              <Checkbox
                overlay
                label={chore}
                checked={checked}
                color={checked ? 'success' : 'neutral'}
                onChange={(event) =>
                  setDone((current) => (event.target.checked ? [...current, chore] : current.filter((item) => item !== chore)))
                }
                sx={{ textDecoration: checked ? 'line-through' : 'none' }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
