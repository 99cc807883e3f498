import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const skills = [
  'TypeScript',
  'Accessibility',
  'Design systems',
  'GraphQL',
  'Testing',
  'Performance',
  'Node.js',
  'CSS layout',
  'Localization',
];

export default function FlexGapStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 420 }}>
      {skills.map((skill) => (
        <Chip key={skill} label={skill} variant="outlined" />
      ))}
    </Stack>
  );
}
