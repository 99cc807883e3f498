import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const files = [
  'site-survey-north-entrance-2024-final-approved.pdf',
  'Budget.xlsx',
  'meeting-recording-product-roadmap-planning-session-part-2.mp4',
];

const review =
  'The hotel is a short walk from the old town and the staff were lovely. Breakfast had plenty of local produce, the room was quiet even on a Saturday night, and the rooftop terrace has the best view of the bay we found during the whole trip.';

export default function TruncatedText() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}>
        <Typography variant="subtitle2" component="div" sx={{ px: 2, pt: 1.5 }}>
          Attachments (noWrap)
        </Typography>
        <List dense aria-label="Attachments">
          {files.map((file) => (
            <ListItem key={file}>
              {/* noWrap needs a block with a width; the full name stays available as a tooltip and to screen readers. */}
              <Typography variant="body2" noWrap title={file}>
                {file}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="div" gutterBottom>
          Guest review (three lines)
        </Typography>
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden', color: 'text.secondary' }}
        >
          {review}
        </Typography>
      </Box>
    </Stack>
  );
}
