import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import { styled } from '@mui/joy/styles';

// A link whose underline grows from the start on hover and on keyboard focus.
const AnimatedLink = styled(Link)(({ theme }) => ({
  backgroundImage: `linear-gradient(currentColor, currentColor)`,
  backgroundSize: '0% 2px',
  backgroundPosition: '0 100%',
  backgroundRepeat: 'no-repeat',
  transition: 'background-size 0.25s',
  textDecoration: 'none',
  '&:hover, &.Mui-focusVisible': {
    backgroundSize: '100% 2px',
    textDecorationLine: 'none',
  },
  [theme.breakpoints.down('sm')]: {
    backgroundSize: '100% 2px',
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

export default function StyledLink() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <AnimatedLink href="?section=styled-work" underline="none">
        Selected work
      </AnimatedLink>
      <AnimatedLink href="?section=styled-studio" underline="none" color="neutral">
        The studio
      </AnimatedLink>
      {/* For a single link, sx is enough. */}
      <Link href="?section=styled-contact" sx={{ fontWeight: 'lg', letterSpacing: '0.04em', textTransform: 'uppercase' }}>
        Contact
      </Link>
    </Box>
  );
}
