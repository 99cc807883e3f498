import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';

interface Skill {
  id: number;
  label: string;
  required?: boolean;
}

const initialSkills: Skill[] = [
  { id: 1, label: 'Accessibility', required: true },
  { id: 2, label: 'TypeScript' },
  { id: 3, label: 'Technical writing' },
  { id: 4, label: 'User research' },
  { id: 5, label: 'SQL' },
];

export default function ChipArray() {
  const [skills, setSkills] = React.useState(initialSkills);
  const chipRefs = React.useRef(new Map<number, HTMLDivElement>());
  const resetRef = React.useRef<HTMLButtonElement>(null);

  const handleDelete = (skill: Skill) => () => {
    const index = skills.findIndex((item) => item.id === skill.id);
    const remaining = skills.filter((item) => item.id !== skill.id);
    setSkills(remaining);
    // Keep keyboard users in the list: focus the chip that takes the deleted one's place.
    const next = remaining[Math.min(index, remaining.length - 1)];
    requestAnimationFrame(() => {
      const target = next && !next.required ? chipRefs.current.get(next.id) : resetRef.current;
      target?.focus();
    });
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography id="skills-label" variant="subtitle2" gutterBottom>
        Skills for this role ({skills.length})
      </Typography>
      <Paper
        component="ul"
        variant="outlined"
        aria-labelledby="skills-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 1, m: 0, minHeight: 50 }}
      >
        {skills.map((skill) => (
          <li key={skill.id}>
            <Chip
              ref={(node: HTMLDivElement | null) => {
                if (node) {
                  chipRefs.current.set(skill.id, node);
                } else {
                  chipRefs.current.delete(skill.id);
                }
              }}
              label={skill.label}
              icon={skill.required ? <LockIcon /> : undefined}
              onDelete={skill.required ? undefined : handleDelete(skill)}
              aria-keyshortcuts={skill.required ? undefined : 'Delete Backspace'}
            />
          </li>
        ))}
      </Paper>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        Locked skills are required. Remove the others with their ✕, or focus one and press Delete or Backspace.
      </Typography>
      <Button
        ref={resetRef}
        size="small"
        sx={{ mt: 1 }}
        onClick={() => setSkills(initialSkills)}
        disabled={skills.length === initialSkills.length}
      >
        Reset
      </Button>
    </Box>
  );
}
