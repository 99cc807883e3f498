import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import DeleteIcon from '@mui/icons-material/Delete';

const initialFiles = [
  { name: 'Quarterly report.pdf', size: '2.4 MB', icon: <PictureAsPdfIcon /> },
  { name: 'Budget forecast.xlsx', size: '860 KB', icon: <TableChartIcon /> },
  { name: 'Kickoff slides.pptx', size: '5.1 MB', icon: <SlideshowIcon /> },
];

export default function InteractiveList() {
  const [dense, setDense] = React.useState(false);
  const [showSize, setShowSize] = React.useState(true);
  const [files, setFiles] = React.useState(initialFiles);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 400 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />} label="Dense" />
        <FormControlLabel
          control={<Switch checked={showSize} onChange={(event) => setShowSize(event.target.checked)} />}
          label="Show file size"
        />
      </Stack>
      <Paper variant="outlined">
        {files.length > 0 ? (
          <List dense={dense} aria-label="Shared files">
            {files.map((file) => (
              <ListItem
                key={file.name}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Delete ${file.name}`}
                    onClick={() => setFiles((prev) => prev.filter((item) => item.name !== file.name))}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemIcon>{file.icon}</ListItemIcon>
                <ListItemText primary={file.name} secondary={showSize ? file.size : null} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              No shared files.
            </Typography>
            <Button size="small" onClick={() => setFiles(initialFiles)}>
              Restore files
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
