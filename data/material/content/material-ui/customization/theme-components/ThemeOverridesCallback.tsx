import Box from '@mui/material/Box';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Components, type Theme } from '@mui/material/styles';

type PaletteColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

// A callback receives the theme and the slot's props, including `ownerState` (the component's props and state).
// Here it reads the `color` prop as a palette key: one rule covers every colour.
const progressOverrides: Components<Theme>['MuiLinearProgress'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      height: theme.spacing(1.25),
      borderRadius: theme.spacing(1),
      backgroundColor: (theme.vars ?? theme).palette.action.hover,
    }),
    bar: ({ ownerState, theme }) => {
      const palette = (theme.vars ?? theme).palette;
      const color = palette[(ownerState.color ?? 'primary') as PaletteColor];
      return {
        borderRadius: theme.spacing(1),
        backgroundImage: `linear-gradient(90deg, ${color.light}, ${color.dark})`,
      };
    },
  },
};

const progressTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  // The cast only bridges two theme types: the callbacks above are typed with the full Theme (and its `vars`).
  components: { ...outerTheme.components, MuiLinearProgress: progressOverrides } as Theme['components'],
});

const uploads: { file: string; progress: number; color: LinearProgressProps['color'] }[] = [
  { file: 'harbour-panorama.tif', progress: 82, color: 'primary' },
  { file: 'interview-final.wav', progress: 100, color: 'success' },
  { file: 'archive-2019.zip', progress: 37, color: 'warning' },
];

export default function ThemeOverridesCallback() {
  return (
    <ThemeProvider theme={progressTheme}>
      <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 420 }}>
        {uploads.map((upload) => (
          <Box key={upload.file}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75, gap: 2 }}>
              <Typography id={`upload-${upload.file}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {upload.file}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {upload.progress}%
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={upload.progress} color={upload.color} aria-labelledby={`upload-${upload.file}`} />
          </Box>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
