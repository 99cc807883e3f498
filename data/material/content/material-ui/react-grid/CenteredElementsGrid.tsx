import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import LockIcon from '@mui/icons-material/Lock';
import SpeedIcon from '@mui/icons-material/Speed';

const features = [
  { title: 'Fast sync', text: 'Changes reach every device in seconds.', icon: <SpeedIcon color="primary" /> },
  { title: 'Encrypted', text: 'Files are encrypted at rest and in transit.', icon: <LockIcon color="primary" /> },
  { title: 'Backups', text: 'Daily snapshots, kept for 30 days.', icon: <CloudUploadIcon color="primary" /> },
];

export default function CenteredElementsGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {features.map((feature) => (
        // The item is a flex column itself, so its content sits in the middle both ways.
        <Grid
          key={feature.title}
          size={{ xs: 12, sm: 4 }}
          sx={{
            minHeight: 160,
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            textAlign: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          {feature.icon}
          <Typography variant="subtitle2" component="h3">
            {feature.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {feature.text}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
