import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import PersonIcon from '@mui/icons-material/Person';

const destinations = ['Home', 'Search', 'Cart', 'Account'];
const icons = [<HomeIcon key="home" />, <SearchIcon key="search" />, <ShoppingCartIcon key="cart" />, <PersonIcon key="account" />];

export default function SimpleBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box sx={{ p: 2, minHeight: 96 }}>
        <Typography variant="h6" component="p">
          {destinations[value]}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Without a value on each action, the selection is the action&apos;s index.
        </Typography>
      </Box>
      <BottomNavigation
        showLabels
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        {destinations.map((label, index) => (
          <BottomNavigationAction key={label} label={label} icon={icons[index]} aria-current={value === index ? 'page' : undefined} />
        ))}
      </BottomNavigation>
    </Box>
  );
}
