import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

/**
 * The round icon button of the app bar. Built on ButtonBase rather than IconButton, whose
 * loading state pulls a progress indicator into every page's JavaScript.
 */
const AppIconButton = styled(ButtonBase)(({ theme }) => ({
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  color: 'inherit',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '&.Mui-disabled': { opacity: 0.6 },
})) as typeof ButtonBase;

export default AppIconButton;
