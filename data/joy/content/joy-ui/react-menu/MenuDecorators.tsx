import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import ContentPasteRounded from '@mui/icons-material/ContentPasteRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

const shortcut = { ml: 'auto', pl: 3 };

export default function MenuDecorators() {
  return (
    <Dropdown>
      <MenuButton variant="outlined" color="neutral" endDecorator={<ExpandMoreRounded />}>
        Edit
      </MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 220 }}>
        <MenuItem>
          <ListItemDecorator>
            <ContentCutRounded />
          </ListItemDecorator>
          Cut
          <Typography level="body-xs" sx={shortcut}>
            Ctrl+X
          </Typography>
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopyRounded />
          </ListItemDecorator>
          Copy
          <Typography level="body-xs" sx={shortcut}>
            Ctrl+C
          </Typography>
        </MenuItem>
        <MenuItem disabled>
          <ListItemDecorator>
            <ContentPasteRounded />
          </ListItemDecorator>
          Paste
          <Typography level="body-xs" sx={shortcut}>
            Ctrl+V
          </Typography>
        </MenuItem>
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <DeleteOutlineRounded />
          </ListItemDecorator>
          Delete
          <Typography level="body-xs" sx={shortcut} textColor="inherit">
            Del
          </Typography>
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
