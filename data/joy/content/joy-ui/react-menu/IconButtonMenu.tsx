import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';

const initialFiles = [
  { name: 'Site survey.pdf', size: '2.1 MB' },
  { name: 'Floor plan v4.dwg', size: '8.7 MB' },
  { name: 'Planning letter.docx', size: '64 KB' },
];

export default function IconButtonMenu() {
  const [files, setFiles] = React.useState(initialFiles);
  const [message, setMessage] = React.useState('');
  return (
    <Sheet variant="outlined" sx={{ width: 400, maxWidth: '100%', borderRadius: 'sm' }}>
      <List aria-label="Project files">
        {files.map((file) => (
          <ListItem
            key={file.name}
            endAction={
              <Dropdown>
                <MenuButton
                  slots={{ root: IconButton }}
                  slotProps={{ root: { variant: 'plain', color: 'neutral', size: 'sm' } }}
                  aria-label={`Actions for ${file.name}`}
                >
                  <MoreVertRounded />
                </MenuButton>
                <Menu placement="bottom-end" size="sm">
                  <MenuItem onClick={() => setMessage(`Downloading ${file.name}`)}>Download</MenuItem>
                  <MenuItem onClick={() => setMessage(`Link to ${file.name} copied`)}>Copy link</MenuItem>
                  <MenuItem
                    color="danger"
                    onClick={() => {
                      setFiles((current) => current.filter((item) => item.name !== file.name));
                      setMessage(`${file.name} deleted`);
                    }}
                  >
                    Delete
                  </MenuItem>
                </Menu>
              </Dropdown>
            }
          >
            <ListItemDecorator>
              <DescriptionOutlined />
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{file.name}</Typography>
              <Typography level="body-xs">{file.size}</Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
      <Typography level="body-xs" role="status" sx={{ px: 2, pb: 1.5, minHeight: '1rem' }}>
        {message}
      </Typography>
    </Sheet>
  );
}
