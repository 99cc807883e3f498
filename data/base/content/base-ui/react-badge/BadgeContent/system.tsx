import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';

export default function BadgeContent() {
  return (
    <Row>
      {/* An icon: the avatar's accessible name already says what the tick means. */}
      <IconBadge badgeContent={<CheckRoundedIcon fontSize="inherit" />} slotProps={{ badge: { 'aria-hidden': true } }}>
        <Avatar role="img" aria-label="Amara Reyes, verified account">
          AR
        </Avatar>
      </IconBadge>
      {/* A word: it is part of the button's text, so it is read with it. */}
      <TextButton type="button">
        <WordBadge badgeContent="New">Changelog</WordBadge>
      </TextButton>
      {/* A number: the button's label spells out what it counts. */}
      <IconButton type="button" aria-label="Downloads, 3 in progress">
        <CountBadge badgeContent={3}>
          <DownloadRoundedIcon />
        </CountBadge>
      </IconButton>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 32,
});

const Avatar = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: 'linear-gradient(135deg, #6d28d9, #be185d)',
  color: '#fff',
  fontSize: 17,
  fontWeight: 700,
});

const TextButton = styled('button')(({ theme }) => ({
  padding: '10px 24px 10px 16px',
  border: '1px solid #6b7280',
  borderRadius: 10,
  backgroundColor: 'transparent',
  color: '#111827',
  fontFamily: 'inherit',
  fontSize: 15,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  fontFamily: 'inherit',
  border: '1px solid #6b7280',
  borderRadius: 10,
  backgroundColor: 'transparent',
  color: '#111827',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const CountBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%)',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: '#dc2626',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
    lineHeight: 1,
    boxShadow: '0 0 0 2px #fff',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
}));

const WordBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(60%, -90%)',
    padding: '3px 6px',
    borderRadius: 6,
    backgroundColor: '#1d4ed8',
    color: '#fff',
    fontSize: 11,
    fontWeight: 700,
    lineHeight: 1,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    boxShadow: '0 0 0 2px #fff',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
}));

const IconBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    right: 0,
    bottom: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#15803d',
    color: '#fff',
    boxShadow: '0 0 0 2px #fff',
    fontSize: 14,
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
}));
