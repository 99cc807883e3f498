import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';

interface StarButtonProps {
  starred: boolean;
  label: string;
  onToggle: () => void;
  size?: 'sm' | 'md';
}

/**
 * A toggle: its name stays the same and `aria-pressed` says whether it is on. On screen, a filled
 * gold star says it, rather than the pressed background Joy gives buttons with `aria-pressed`.
 */
const StarButton = React.forwardRef<HTMLButtonElement, StarButtonProps>(function StarButton(
  { starred, label, onToggle, size = 'md', ...other },
  ref,
) {
  return (
    <IconButton
      // A Tooltip around the button passes its listeners down through `other`.
      {...other}
      ref={ref}
      size={size}
      variant="plain"
      color={starred ? 'warning' : 'neutral'}
      aria-label={label}
      aria-pressed={starred}
      onClick={onToggle}
      sx={{
        '&[aria-pressed="true"]:not(:hover)': { bgcolor: 'transparent' },
        '&[aria-pressed="true"] svg': { color: 'warning.400' },
      }}
    >
      {starred ? <StarRoundedIcon /> : <StarBorderRoundedIcon />}
    </IconButton>
  );
});

export default StarButton;
