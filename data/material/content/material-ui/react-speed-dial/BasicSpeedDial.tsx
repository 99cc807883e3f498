import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

const actions = [
  { name: 'New document', icon: <NoteAddIcon /> },
  { name: 'New folder', icon: <CreateNewFolderIcon /> },
  { name: 'Upload a file', icon: <UploadFileIcon /> },
  { name: 'Scan with camera', icon: <PhotoCameraIcon /> },
];

export default function BasicSpeedDial() {
  const [last, setLast] = React.useState<string | null>(null);
  return (
    // The dial is positioned in this box; in an app it would be fixed to the corner of the window.
    <Box sx={{ position: 'relative', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Typography variant="body2" role="status" sx={{ p: 2, color: 'text.secondary' }}>
        {last ? `Chosen: ${last}` : 'Hover, focus or click the add button to show the actions.'}
      </Typography>
      <SpeedDial ariaLabel="Add to drive" icon={<SpeedDialIcon />} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => setLast(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
