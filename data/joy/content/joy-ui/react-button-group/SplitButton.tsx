import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';

const actions = [
  { label: 'Publish now', detail: 'Visible to every reader at once' },
  { label: 'Schedule', detail: 'Publish on Monday at 08:00' },
  { label: 'Save as draft', detail: 'Only editors can see it' },
];

export default function SplitButton() {
  const [selected, setSelected] = React.useState(0);
  const [status, setStatus] = React.useState('');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Dropdown>
        <ButtonGroup variant="solid" color="primary" aria-label="Publish the article">
          <Button onClick={() => setStatus(`${actions[selected].label}: done.`)}>{actions[selected].label}</Button>
          <MenuButton
            slots={{ root: IconButton }}
            slotProps={{ root: { color: 'primary', variant: 'solid' } }}
            aria-label="More publishing options"
          >
            <ArrowDropDown />
          </MenuButton>
        </ButtonGroup>
        <Menu placement="bottom-end" sx={{ minWidth: 240 }}>
          {actions.map((action, index) => (
            <MenuItem
              key={action.label}
              selected={index === selected}
              onClick={() => {
                setSelected(index);
                setStatus('');
              }}
            >
              <ListItemDecorator>{index === selected ? <Check /> : null}</ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{action.label}</Typography>
                <Typography level="body-xs">{action.detail}</Typography>
              </ListItemContent>
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status" sx={{ minHeight: '1.25rem' }}>
        {status}
      </Typography>
    </Box>
  );
}
