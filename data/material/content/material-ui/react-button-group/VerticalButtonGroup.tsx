import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import ShareIcon from '@mui/icons-material/Share';
import DownloadIcon from '@mui/icons-material/Download';

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <ButtonGroup
        orientation="vertical"
        aria-label="File actions"
        // Left-align the labels so the icons form a column.
        sx={{ '& .MuiButton-root': { justifyContent: 'flex-start' } }}
      >
        <Button startIcon={<DriveFileRenameOutlineIcon />}>Rename</Button>
        <Button startIcon={<DriveFileMoveIcon />}>Move</Button>
        <Button startIcon={<ShareIcon />}>Share</Button>
        <Button startIcon={<DownloadIcon />}>Download</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="contained" aria-label="Playlist item actions">
        <Button>Move up</Button>
        <Button>Move down</Button>
        <Button>Remove</Button>
      </ButtonGroup>
    </Stack>
  );
}
