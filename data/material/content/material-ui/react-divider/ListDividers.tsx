import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const settings = [
  { primary: 'Language', secondary: 'English (United Kingdom)' },
  { primary: 'Time zone', secondary: 'Central European Time' },
  { primary: 'Date format', secondary: '31/12/2025' },
];

export default function ListDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Regional settings" disablePadding>
        {settings.map((setting, index) => (
          <React.Fragment key={setting.primary}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <ListItem>
              <ListItemText primary={setting.primary} secondary={setting.secondary} />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
