import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AppleIcon from '@mui/icons-material/Apple';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';

const PROVIDERS = [
  { name: 'Google', icon: <GoogleIcon /> },
  { name: 'Apple', icon: <AppleIcon /> },
  { name: 'GitHub', icon: <GitHubIcon /> },
];

interface SocialButtonsProps {
  /** This page has no identity provider behind it: the buttons only report that. */
  onSelect: (provider: string) => void;
  disabled?: boolean;
}

export default function SocialButtons({ onSelect, disabled }: SocialButtonsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.name}
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={provider.icon}
          aria-label={`Sign in with ${provider.name}`}
          disabled={disabled}
          onClick={() => onSelect(provider.name)}
          sx={{ borderColor: 'divider' }}
        >
          {provider.name}
        </Button>
      ))}
    </Stack>
  );
}
