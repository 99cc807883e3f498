import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import StarBorder from '@mui/icons-material/StarBorder';
import Star from '@mui/icons-material/Star';

const initialFiles = [
  { name: 'Lease agreement.pdf', size: '412 KB', kind: 'pdf', starred: true },
  { name: 'Living room.jpg', size: '2.1 MB', kind: 'image', starred: false },
  { name: 'Meter readings.pdf', size: '96 KB', kind: 'pdf', starred: false },
];

export default function InteractiveList() {
  const [files, setFiles] = React.useState(initialFiles);
  const [status, setStatus] = React.useState('');

  const toggleStar = (name: string) =>
    setFiles((current) => current.map((file) => (file.name === name ? { ...file, starred: !file.starred } : file)));

  return (
    <div>
      <List aria-label="Files" variant="outlined" sx={{ maxWidth: 380, borderRadius: 'sm' }}>
        {files.map((file) => (
          <ListItem
            key={file.name}
            startAction={
              <IconButton
                size="sm"
                variant="plain"
                color={file.starred ? 'warning' : 'neutral'}
                aria-label={`Star ${file.name}`}
                aria-pressed={file.starred}
                onClick={() => toggleStar(file.name)}
              >
                {file.starred ? <Star /> : <StarBorder />}
              </IconButton>
            }
            endAction={
              <IconButton
                size="sm"
                color="danger"
                aria-label={`Delete ${file.name}`}
                onClick={() => {
                  setFiles((current) => current.filter((item) => item.name !== file.name));
                  setStatus(`${file.name} deleted.`);
                }}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemButton onClick={() => setStatus(`Opening ${file.name}…`)}>
              <ListItemDecorator>{file.kind === 'pdf' ? <PictureAsPdfOutlined /> : <ImageOutlined />}</ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{file.name}</Typography>
                <Typography level="body-xs">{file.size}</Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography role="status" level="body-sm" sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
    </div>
  );
}
