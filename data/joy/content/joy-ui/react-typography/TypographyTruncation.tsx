import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const summary =
  'The committee approved the new cycle lanes on Harbour Road and asked the transport team to report back in September on parking for delivery vans, the crossing near the school, and the cost of resurfacing the bridge.';

export default function TypographyTruncation() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320, gap: 1 }}>
      {/* noWrap: one line, ending with an ellipsis. */}
      <Typography level="title-md" noWrap title="Minutes of the transport committee meeting, 12 June">
        Minutes of the transport committee meeting, 12 June
      </Typography>
      {/* Several lines: a line clamp in sx. The full text stays in the DOM for screen readers. */}
      <Typography level="body-sm" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {summary}
      </Typography>
      <Typography level="body-xs" gutterBottom>
        gutterBottom adds a small margin below this line.
      </Typography>
      <Typography level="body-xs">Posted by the clerk’s office</Typography>
    </Card>
  );
}
