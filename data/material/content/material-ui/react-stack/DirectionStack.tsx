import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DirectionStack() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          direction=&quot;row&quot;
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Save</Button>
          <Button variant="outlined">Preview</Button>
          <Button>Cancel</Button>
        </Stack>
      </div>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          direction=&quot;row-reverse&quot;
        </Typography>
        <Stack direction="row-reverse" spacing={1}>
          <Button variant="contained">Save</Button>
          <Button variant="outlined">Preview</Button>
          <Button>Cancel</Button>
        </Stack>
      </div>
    </Stack>
  );
}
