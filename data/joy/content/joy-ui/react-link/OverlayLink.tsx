import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const jobs = [
  { id: 'ux-writer', title: 'UX writer', company: 'Fernbrook Health', place: 'Remote, EU', initials: 'FH' },
  { id: 'data-engineer', title: 'Data engineer', company: 'Tidewater Energy', place: 'Bristol', initials: 'TE' },
];

export default function OverlayLink() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: 420, maxWidth: '100%' }}>
      {jobs.map((job) => (
        <Card
          key={job.id}
          orientation="horizontal"
          variant="outlined"
          sx={{ '&:hover': { borderColor: 'primary.outlinedHoverBorder', bgcolor: 'background.level1' } }}
        >
          <Avatar variant="soft" color="neutral">
            {job.initials}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography level="title-md" component="h3">
              {/* overlay stretches the link's clickable area over the whole card */}
              <Link overlay underline="none" href={`?section=job-${job.id}`} sx={{ color: 'text.primary' }}>
                {job.title}
              </Link>
            </Typography>
            <Typography level="body-sm">
              {job.company} · {job.place}
            </Typography>
          </Box>
          <Chip size="sm" variant="soft" color="success" sx={{ alignSelf: 'center' }}>
            Hiring
          </Chip>
        </Card>
      ))}
    </Box>
  );
}
