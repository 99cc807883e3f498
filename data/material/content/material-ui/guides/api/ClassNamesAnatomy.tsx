import * as React from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// Emotion's generated class (`css-…` by default) is left out: it changes with the styles and
// shouldn't be targeted.
function stableClasses(node: HTMLElement | null) {
  return [...(node?.classList ?? [])].filter((name) => name.startsWith('Mui'));
}

function ClassList({ label, classes }: { label: string; classes: string[] }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
        {classes.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
    </div>
  );
}

export default function ClassNamesAnatomy() {
  const [disabled, setDisabled] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const chipRef = React.useRef<HTMLDivElement>(null);
  const [classes, setClasses] = React.useState<{ button: string[]; chip: string[] }>({ button: [], chip: [] });

  // Read the classes back from the DOM after each change of the disabled state.
  React.useEffect(() => {
    setClasses({ button: stableClasses(buttonRef.current), chip: stableClasses(chipRef.current) });
  }, [disabled]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button ref={buttonRef} variant="outlined" color="secondary" size="small" disabled={disabled}>
          Export
        </Button>
        <Chip ref={chipRef} label="Draft" variant="outlined" color="primary" size="small" disabled={disabled} />
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="Disabled"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ClassList label="Button root classes" classes={classes.button} />
        <ClassList label="Chip root classes" classes={classes.chip} />
      </Stack>
    </Stack>
  );
}
