import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TextButtons() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Storage almost full
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            You have used 9.2 GB of your 10 GB plan. Older backups can be removed to free up space.
          </Typography>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button>Dismiss</Button>
          <Button>Review backups</Button>
        </CardActions>
      </Card>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          pl: 2,
          pr: 1,
          py: 1,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
        }}
      >
        <Typography variant="body2">3 messages archived</Typography>
        <Button color="inherit" size="small">
          Undo
        </Button>
      </Box>
    </Stack>
  );
}
