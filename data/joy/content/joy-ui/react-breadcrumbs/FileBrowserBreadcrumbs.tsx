import * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';

interface Node {
  name: string;
  children?: Node[];
}

const root: Node = {
  name: 'Studio',
  children: [
    {
      name: 'Clients',
      children: [
        {
          name: 'Bakery Nord',
          children: [{ name: 'Logo v3.svg' }, { name: 'Menu board.pdf' }],
        },
        { name: 'Riverside Gym', children: [{ name: 'Brand guide.pdf' }] },
      ],
    },
    { name: 'Templates', children: [{ name: 'Invoice.docx' }, { name: 'Proposal.docx' }] },
    { name: 'Studio rates 2025.xlsx' },
  ],
};

export default function FileBrowserBreadcrumbs() {
  // The path is a list of folders from the root; the breadcrumb renders it and navigates back up.
  const [path, setPath] = React.useState<Node[]>([root]);
  const current = path[path.length - 1];

  return (
    <Sheet variant="outlined" sx={{ width: 420, maxWidth: '100%', borderRadius: 'md', p: 1 }}>
      <Breadcrumbs aria-label="Folder path" size="sm" sx={{ px: 1 }}>
        {path.slice(0, -1).map((folder, index) => (
          <Link key={folder.name} component="button" color="neutral" onClick={() => setPath(path.slice(0, index + 1))}>
            {folder.name}
          </Link>
        ))}
        <Typography fontWeight="lg" aria-current="location">
          {current.name}
        </Typography>
      </Breadcrumbs>
      <List size="sm" aria-label={`Contents of ${current.name}`}>
        {current.children?.map((child) =>
          child.children ? (
            <ListItem key={child.name}>
              <ListItemButton onClick={() => setPath([...path, child])}>
                <ListItemDecorator>
                  <FolderRounded sx={{ color: 'primary.plainColor' }} />
                </ListItemDecorator>
                {child.name}
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem key={child.name}>
              <ListItemDecorator>
                <InsertDriveFileOutlined />
              </ListItemDecorator>
              {child.name}
            </ListItem>
          ),
        )}
      </List>
      <Box sx={{ px: 1 }}>
        <Typography level="body-xs" role="status">
          {current.children?.length ?? 0} items in {current.name}
        </Typography>
      </Box>
    </Sheet>
  );
}
