import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';

export default function AlertInvertedColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="solid" color="primary" invertedColors startDecorator={<CloudUploadRounded />} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <Typography level="title-sm">Uploading quarterly-report.pdf</Typography>
          <Typography level="body-xs">7.2 MB of 11 MB, about 20 seconds left</Typography>
          <LinearProgress determinate value={65} aria-label="Upload progress" sx={{ mt: 1 }} />
        </Box>
      </Alert>
      <Alert
        variant="soft"
        color="warning"
        invertedColors
        startDecorator={<WorkspacePremiumRounded />}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography level="title-sm">Your trial ends in 2 days</Typography>
          <Typography level="body-sm">Keep your boards and automations by choosing a plan.</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Button size="sm" variant="solid">
              Choose a plan
            </Button>
            <Button size="sm" variant="outlined">
              Remind me later
            </Button>
          </Box>
        </Box>
      </Alert>
    </Stack>
  );
}
