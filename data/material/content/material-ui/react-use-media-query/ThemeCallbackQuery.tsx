import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FileDownloadIcon from '@mui/icons-material/FileDownload';

export default function ThemeCallbackQuery() {
  // The callback receives the theme, so no useTheme() call is needed.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Quarterly report, 2.3 MB</Typography>
      {compact ? (
        <IconButton aria-label="Download the quarterly report" color="primary">
          <FileDownloadIcon />
        </IconButton>
      ) : (
        <Button variant="outlined" startIcon={<FileDownloadIcon />}>
          Download
        </Button>
      )}
    </Stack>
  );
}
