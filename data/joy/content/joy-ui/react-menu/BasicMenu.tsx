import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

export default function BasicMenu() {
  const [last, setLast] = React.useState<string | null>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Dropdown>
        <MenuButton>Invoice actions</MenuButton>
        <Menu>
          <MenuItem onClick={() => setLast('Sent a reminder')}>Send reminder</MenuItem>
          <MenuItem onClick={() => setLast('Downloaded the PDF')}>Download PDF</MenuItem>
          <MenuItem onClick={() => setLast('Marked as paid')}>Mark as paid</MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        {last ?? 'No action yet.'}
      </Typography>
    </Box>
  );
}
