import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';

export default function CircularProgressChildren() {
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
      <CircularProgress size="lg" determinate value={42} aria-label="Export, 42%">
        42%
      </CircularProgress>
      <CircularProgress size="lg" determinate value={30} aria-label="Uploading photos, 30%">
        <CloudUploadOutlined />
      </CircularProgress>
      <CircularProgress size="lg" determinate value={100} color="success" aria-label="Upload complete">
        <CheckRounded />
      </CircularProgress>
      <CircularProgress
        determinate
        value={60}
        aria-label="Lessons completed"
        aria-valuetext="3 of 5 lessons"
        sx={{
          '--CircularProgress-size': '96px',
          '--CircularProgress-trackThickness': '6px',
          '--CircularProgress-progressThickness': '6px',
        }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <Typography level="h4" component="span" sx={{ display: 'block' }}>
            3/5
          </Typography>
          <Typography level="body-xs" component="span">
            lessons
          </Typography>
        </Box>
      </CircularProgress>
    </Box>
  );
}
