import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import CreateIcon from '@mui/icons-material/Create';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

export default function BasicFabs() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Fab color="primary" aria-label="Add task">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit profile">
        <EditIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <CreateIcon sx={{ mr: 1 }} />
        Compose
      </Fab>
      <Fab aria-label="Take photo (camera unavailable)" disabled>
        <PhotoCameraIcon />
      </Fab>
    </Stack>
  );
}
