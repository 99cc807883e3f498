import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

const Root = styled('button')`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border-radius: 999px;
  border: 1px solid #047857;
  background-color: #047857;
  color: #fff;
  cursor: pointer;

  &[data-active='true'] {
    background-color: #065f46;
  }

  &[data-focus-visible='true'] {
    outline: 3px solid #6ee7b7;
    outline-offset: 2px;
  }

  &:disabled {
    background-color: transparent;
    border-color: #6b7280;
    color: inherit;
    cursor: not-allowed;
  }
`;

function FollowButton(props: { children: React.ReactNode; disabled?: boolean; onClick?: () => void }) {
  const { children, disabled, onClick } = props;
  const { active, focusVisible, getRootProps } = useButton({ disabled });
  return (
    <Root {...getRootProps({ onClick })} data-active={active} data-focus-visible={focusVisible}>
      {children}
    </Root>
  );
}

export default function QuickstartUseButton() {
  const [following, setFollowing] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <FollowButton onClick={() => setFollowing((value) => !value)}>
        {following ? 'Following Harbor Coffee' : 'Follow Harbor Coffee'}
      </FollowButton>
      <FollowButton disabled>Follow (account locked)</FollowButton>
    </div>
  );
}
