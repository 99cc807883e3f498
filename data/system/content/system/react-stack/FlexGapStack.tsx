import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const skills = [
  'TypeScript',
  'Accessibility audits',
  'GraphQL',
  'Design systems',
  'Rust',
  'Technical writing',
  'PostgreSQL',
  'Mentoring',
  'Kubernetes',
];

export default function FlexGapStack() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="ul"
      aria-label="Skills"
      sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none', maxWidth: 480 }}
    >
      {skills.map((skill) => (
        <Box
          component="li"
          key={skill}
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
            fontSize: 14,
            bgcolor: 'action.selected',
            color: 'text.primary',
          }}
        >
          {skill}
        </Box>
      ))}
    </Stack>
  );
}
