import * as React from 'react';
import clsx from 'clsx';
import { useButton } from '@mui/base/useButton';
import classes from './css.module.css';

function FollowButton({ author }: { author: string }) {
  const [following, setFollowing] = React.useState(false);
  const { getRootProps, active, focusVisible } = useButton();
  return (
    <button
      {...getRootProps({ onClick: () => setFollowing((value) => !value) })}
      aria-pressed={following}
      className={clsx(classes.button, active && classes.active, focusVisible && classes.focusVisible)}
    >
      {following ? `Following ${author}` : `Follow ${author}`}
    </button>
  );
}

export default function UseButton() {
  return (
    <div className={classes.row}>
      <FollowButton author="Ines Duarte" />
      <FollowButton author="Kwame Boateng" />
    </div>
  );
}
