import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';

export default function InversionMenu() {
  const [last, setLast] = React.useState('');
  const choose = (action: string) => () => setLast(action);

  return (
    <div>
      <Dropdown>
        <MenuButton variant="solid" color="primary" endDecorator={<KeyboardArrowDownRounded />}>
          Document
        </MenuButton>
        {/* The menu's items, icons and divider take colours that work on its solid background. */}
        <Menu variant="solid" color="primary" invertedColors placement="bottom-start" sx={{ minWidth: 200 }}>
          <MenuItem onClick={choose('Rename')}>
            <ListItemDecorator>
              <EditRounded />
            </ListItemDecorator>
            Rename
          </MenuItem>
          <MenuItem onClick={choose('Duplicate')}>
            <ListItemDecorator>
              <ContentCopyRounded />
            </ListItemDecorator>
            Duplicate
          </MenuItem>
          <MenuItem onClick={choose('Share')}>
            <ListItemDecorator>
              <ShareRounded />
            </ListItemDecorator>
            Share
          </MenuItem>
          <ListDivider />
          <MenuItem color="danger" onClick={choose('Move to trash')}>
            <ListItemDecorator>
              <DeleteRounded />
            </ListItemDecorator>
            Move to trash
          </MenuItem>
        </Menu>
      </Dropdown>
      <Typography role="status" level="body-sm" sx={{ mt: 1, minHeight: '1.25rem' }}>
        {last && `Chosen: ${last}`}
      </Typography>
    </div>
  );
}
