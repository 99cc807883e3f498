import Box from '@mui/material/Box';
// Types for theme.vars, the CSS variables of a theme created with cssVariables: true.
import type {} from '@mui/material/themeCssVarsAugmentation';

const tasks = [
  { title: 'Review pull request #882', due: 'Today' },
  { title: 'Renew the TLS certificate', due: 'Tomorrow' },
  { title: 'Plan the offsite agenda', due: 'Friday' },
];

export default function SxCallbackValues() {
  return (
    <Box
      component="ol"
      // The whole sx object as a function of the theme.
      sx={(theme) => ({
        m: 0,
        p: 0,
        listStyle: 'none',
        maxWidth: 420,
        mx: 'auto',
        counterReset: 'task',
        '& > li': {
          counterIncrement: 'task',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          py: 1.25,
          borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
          color: 'text.primary',
        },
        '& > li::before': {
          content: 'counter(task)',
          flexShrink: 0,
          width: 28,
          height: 28,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          bgcolor: 'action.selected',
          fontSize: 13,
          fontWeight: 'bold',
        },
      })}
    >
      {tasks.map((task) => (
        <li key={task.title}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {task.title}
          </Box>
          {/* A single value as a function of the theme. */}
          <Box
            component="span"
            sx={{
              fontSize: 13,
              color: 'text.secondary',
              whiteSpace: 'nowrap',
              pl: (theme) => theme.spacing(1),
              fontFamily: (theme) => theme.typography.fontFamily,
            }}
          >
            {task.due}
          </Box>
        </li>
      ))}
    </Box>
  );
}
