import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';

export default function SxOneOff() {
  return (
    <Card
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth: 380,
        // Theme shortcuts: a radius token, a shadow token, a palette path.
        borderRadius: 'lg',
        boxShadow: 'sm',
        borderColor: 'primary.outlinedBorder',
        // Responsive values, by breakpoint.
        p: { xs: 2, sm: 3 },
        // Nested selectors reach children and states.
        '&:hover': { boxShadow: 'md' },
      }}
    >
      <Chip size="sm" color="primary" sx={{ alignSelf: 'flex-start', textTransform: 'uppercase', letterSpacing: '0.08em' }}>
        Webinar
      </Chip>
      <Typography level="title-lg">Pricing for marketplaces</Typography>
      <Typography level="body-sm" sx={{ color: 'text.tertiary' }}>
        Thursday 16:00 CET · 45 minutes
      </Typography>
      <Box>
        <Button
          endDecorator={<ArrowForwardRounded />}
          sx={{
            // A component CSS variable: the gap between label and decorator.
            '--Button-gap': '12px',
            borderRadius: 'xl',
            px: 2.5,
          }}
        >
          Save my seat
        </Button>
      </Box>
    </Card>
  );
}
