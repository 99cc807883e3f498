import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';

const CORNERS = [
  { value: 'top-right', label: 'Top right' },
  { value: 'top-left', label: 'Top left' },
  { value: 'bottom-right', label: 'Bottom right' },
  { value: 'bottom-left', label: 'Bottom left' },
] as const;

type Corner = (typeof CORNERS)[number]['value'];

export default function BadgePosition() {
  const [corner, setCorner] = React.useState<Corner>('top-right');
  const name = React.useId();
  return (
    <Layout>
      <Fieldset>
        <Legend>Corner</Legend>
        {CORNERS.map((option) => (
          <Radio key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={corner === option.value}
              onChange={() => setCorner(option.value)}
            />
            {option.label}
          </Radio>
        ))}
      </Fieldset>
      <Preview aria-hidden>
        <PositionedBadge badgeContent={8} data-corner={corner} data-shape="rectangle">
          <Tile>
            <FolderOutlinedIcon />
          </Tile>
        </PositionedBadge>
        <PositionedBadge badgeContent={8} data-corner={corner} data-shape="circle">
          <Avatar>JM</Avatar>
        </PositionedBadge>
      </Preview>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 32,
});

const Fieldset = styled('fieldset')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, auto)',
  gap: '10px 20px',
  margin: 0,
  padding: '12px 16px 14px',
  border: '1px solid #d1d5db',
  borderRadius: 10,
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
}));

const Legend = styled('legend')(({ theme }) => ({
  padding: '0 4px',
  fontSize: 13,
  fontWeight: 600,
  color: '#4b5563',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

const Radio = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 14,
  color: '#111827',
  cursor: 'pointer',
  '& input': { width: 16, height: 16, margin: 0, accentColor: '#1d4ed8' },
  '& input:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '& input': { accentColor: '#93c5fd' },
    '& input:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const Preview = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 40,
  padding: 12,
});

const Tile = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: 12,
  backgroundColor: '#e5e7eb',
  color: '#111827',
  ...theme.applyStyles('dark', { backgroundColor: '#374151', color: '#f3f4f6' }),
}));

const Avatar = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  backgroundColor: '#0f766e',
  color: '#fff',
  fontSize: 18,
  fontWeight: 700,
});

// On a circle the corner of the box is empty: move the badge in by 14% (about (1 - 1/√2) / 2)
// so that it sits on the edge of the circle.
const PositionedBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '--inset': '0%',
  '&[data-shape="circle"]': { '--inset': '14%' },
  '& .base-Badge-badge': {
    position: 'absolute',
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
  '&[data-corner="top-right"] .base-Badge-badge': {
    top: 'var(--inset)',
    right: 'var(--inset)',
    transform: 'translate(50%, -50%)',
  },
  '&[data-corner="top-left"] .base-Badge-badge': {
    top: 'var(--inset)',
    left: 'var(--inset)',
    transform: 'translate(-50%, -50%)',
  },
  '&[data-corner="bottom-right"] .base-Badge-badge': {
    bottom: 'var(--inset)',
    right: 'var(--inset)',
    transform: 'translate(50%, 50%)',
  },
  '&[data-corner="bottom-left"] .base-Badge-badge': {
    bottom: 'var(--inset)',
    left: 'var(--inset)',
    transform: 'translate(-50%, 50%)',
  },
}));
