import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';

const products = [
  { label: 'Scheduling', icon: <CalendarMonthOutlined /> },
  { label: 'Quotes and invoices', icon: <RequestQuoteOutlined /> },
  { label: 'Client portal', icon: <GroupsOutlined /> },
];

// The menu buttons take the list items' height, radius and weight, so all the items look alike.
const menuButtonSx = {
  '--Button-radius': 'var(--ListItem-radius)',
  '--Button-minHeight': 'var(--ListItem-minHeight)',
  '--Button-paddingInline': 'var(--ListItem-paddingX)',
  marginInline: 'var(--ListItemButton-marginInline)',
  marginBlock: 'var(--ListItemButton-marginBlock)',
  fontWeight: 'inherit',
  fontSize: 'inherit',
} as const;

export default function NavigationMenu() {
  return (
    <Sheet variant="outlined" component="nav" aria-label="Site" sx={{ borderRadius: 'md', p: 0.5, width: 'fit-content', maxWidth: '100%' }}>
      <List orientation="horizontal" size="sm" wrap sx={{ '--List-gap': '4px', '--ListItem-radius': '6px' }}>
        <ListItem>
          <Dropdown>
            <MenuButton variant="plain" color="neutral" endDecorator={<KeyboardArrowDown />} sx={menuButtonSx}>
              Products
            </MenuButton>
            <Menu placement="bottom-start" size="sm">
              {products.map((product) => (
                <MenuItem key={product.label} component="a" href={`#product-${product.label.split(' ')[0].toLowerCase()}`}>
                  <ListItemDecorator>{product.icon}</ListItemDecorator>
                  {product.label}
                </MenuItem>
              ))}
            </Menu>
          </Dropdown>
        </ListItem>
        <ListItem>
          <ListItemButton component="a" href="?section=pricing">
            Pricing
          </ListItemButton>
        </ListItem>
        <ListItem>
          <Dropdown>
            <MenuButton variant="plain" color="neutral" endDecorator={<KeyboardArrowDown />} sx={menuButtonSx}>
              Resources
            </MenuButton>
            <Menu placement="bottom-start" size="sm">
              <MenuItem component="a" href="#guides">
                Guides
              </MenuItem>
              <MenuItem component="a" href="#webinars">
                Webinars
              </MenuItem>
              <MenuItem component="a" href="#changelog">
                Changelog
              </MenuItem>
            </Menu>
          </Dropdown>
        </ListItem>
        <ListItem>
          <ListItemButton component="a" href="?section=contact">
            Contact
          </ListItemButton>
        </ListItem>
      </List>
    </Sheet>
  );
}
