import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import clsx from 'clsx';
import classes from './css.module.css';

function FollowButton(props: { children: React.ReactNode; disabled?: boolean; onClick?: () => void }) {
  const { children, disabled, onClick } = props;
  const { active, focusVisible, getRootProps } = useButton({ disabled });
  return (
    <button {...getRootProps({ onClick })} className={clsx(classes.button, active && classes.active, focusVisible && classes.focusVisible)}>
      {children}
    </button>
  );
}

export default function QuickstartUseButton() {
  const [following, setFollowing] = React.useState(false);
  return (
    <div className={classes.row}>
      <FollowButton onClick={() => setFollowing((value) => !value)}>
        {following ? 'Following Harbor Coffee' : 'Follow Harbor Coffee'}
      </FollowButton>
      <FollowButton disabled>Follow (account locked)</FollowButton>
    </div>
  );
}
