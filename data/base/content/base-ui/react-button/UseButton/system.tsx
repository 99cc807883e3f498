import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

function FollowButton({ author }: { author: string }) {
  const [following, setFollowing] = React.useState(false);
  const { getRootProps, active, focusVisible } = useButton();
  return (
    <Root
      {...getRootProps({ onClick: () => setFollowing((value) => !value) })}
      aria-pressed={following}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      {following ? `Following ${author}` : `Follow ${author}`}
    </Root>
  );
}

export default function UseButton() {
  return (
    <Row>
      <FollowButton author="Ines Duarte" />
      <FollowButton author="Kwame Boateng" />
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const Root = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '6px 16px',
  borderRadius: 999,
  border: '1px solid #1d4ed8',
  backgroundColor: 'transparent',
  color: '#1d4ed8',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { backgroundColor: '#1d4ed8', color: '#fff' },
  '&[data-active]': { transform: 'scale(0.97)' },
  '&[data-focus-visible]': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '.dark &': {
    borderColor: '#93c5fd',
    color: '#93c5fd',
    '&[aria-pressed="true"]': { backgroundColor: '#93c5fd', color: '#111827' },
    '&[data-focus-visible]': { outlineColor: '#93c5fd' },
  },
});
