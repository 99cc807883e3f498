import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import TextFieldsRounded from '@mui/icons-material/TextFieldsRounded';

const groups = [
  { label: 'Serif', fonts: ['Lora', 'Merriweather', 'Source Serif'] },
  { label: 'Sans serif', fonts: ['Inter', 'Work Sans', 'Nunito'] },
  { label: 'Monospace', fonts: ['JetBrains Mono', 'IBM Plex Mono'] },
];

export default function GroupMenu() {
  const [font, setFont] = React.useState('Inter');
  const idPrefix = React.useId();
  return (
    <Dropdown>
      <MenuButton variant="outlined" color="neutral" startDecorator={<TextFieldsRounded />}>
        Font: {font}
      </MenuButton>
      <Menu placement="bottom-start" size="sm" sx={{ minWidth: 200, maxHeight: 320, overflow: 'auto' }}>
        {/* The menu marks its first and last children, so they are given as a flat array, not fragments. */}
        {groups.flatMap((group, index) => [
          index > 0 ? <ListDivider key={`divider-${group.label}`} /> : null,
          // A nested List is a group of menu items, named by its subheader.
          <ListItem nested key={group.label}>
            <ListSubheader id={`${idPrefix}-${index}`}>{group.label}</ListSubheader>
            <List aria-labelledby={`${idPrefix}-${index}`}>
              {group.fonts.map((name) => (
                <MenuItem
                  key={name}
                  selected={name === font}
                  role="menuitemradio"
                  aria-checked={name === font}
                  onClick={() => setFont(name)}
                >
                  <ListItemDecorator>{name === font ? <CheckRounded /> : null}</ListItemDecorator>
                  {name}
                </MenuItem>
              ))}
            </List>
          </ListItem>,
        ])}
      </Menu>
    </Dropdown>
  );
}
