import * as React from 'react';
import Box from '@mui/joy/Box';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Typography from '@mui/joy/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';

export default function MenuListComposition() {
  const [last, setLast] = React.useState('');
  const act = (label: string) => () => setLast(label);
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <MenuList aria-label="Message actions" variant="outlined" sx={{ minWidth: 220, borderRadius: 'sm' }}>
        <MenuItem onClick={act('Marked as unread')}>
          <ListItemDecorator>
            <MarkEmailUnreadOutlined />
          </ListItemDecorator>
          Mark as unread
        </MenuItem>
        <MenuItem onClick={act('Flagged')}>
          <ListItemDecorator>
            <FlagOutlined />
          </ListItemDecorator>
          Flag
        </MenuItem>
        <MenuItem onClick={act('Moved to "Receipts"')}>
          <ListItemDecorator>
            <DriveFileMoveOutlined />
          </ListItemDecorator>
          Move to Receipts
        </MenuItem>
        <ListDivider />
        <MenuItem onClick={act('Archived')}>
          <ListItemDecorator>
            <ArchiveOutlined />
          </ListItemDecorator>
          Archive
        </MenuItem>
      </MenuList>
      <Typography level="body-sm" role="status" sx={{ pt: 1 }}>
        {last || 'Click an action, or Tab into the list and use the arrow keys.'}
      </Typography>
    </Box>
  );
}
