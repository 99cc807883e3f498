import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import SvgIcon from '@mui/joy/SvgIcon';

// Markup like the SVG components of Lucide, Heroicons or Tabler: a stroke icon with its own <svg>.
function BellOutline(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export default function ThirdPartyIcons() {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 4,
        flexWrap: 'wrap',
        alignItems: 'center',
        // Way 2: one rule for the library's icons (an app puts it in GlobalStyles, here it is scoped to the demo).
        '& svg.external-icon': {
          color: 'var(--Icon-color)',
          margin: 'var(--Icon-margin)',
          fontSize: 'var(--Icon-fontSize, 20px)',
          width: '1em',
          height: '1em',
          flexShrink: 0,
        },
      }}
    >
      {/* Way 1: wrap the library's component in SvgIcon, which sizes and colours the <svg> inside. */}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <IconButton variant="soft" aria-label="Notifications">
          <SvgIcon>
            <BellOutline />
          </SvgIcon>
        </IconButton>
        <Button
          size="lg"
          startDecorator={
            <SvgIcon>
              <BellOutline />
            </SvgIcon>
          }
        >
          Remind me
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <IconButton variant="soft" color="warning" aria-label="Snooze">
          <BellOutline className="external-icon" />
        </IconButton>
        <Button size="sm" variant="outlined" startDecorator={<BellOutline className="external-icon" />}>
          Subscribe
        </Button>
      </Box>
    </Box>
  );
}
