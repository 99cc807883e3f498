import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

const levels = ['h3', 'h4', 'title-lg', 'title-md', 'body-md', 'body-sm', 'body-xs'] as const;

export default function LinkLevels() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {levels.map((level) => (
        <Link key={level} href="#levels" level={level}>
          {level}: Field notes from the coast
        </Link>
      ))}
    </Box>
  );
}
