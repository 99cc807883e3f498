import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import clsx from 'clsx';

function FollowButton(props: { children: React.ReactNode; disabled?: boolean; onClick?: () => void }) {
  const { children, disabled, onClick } = props;
  const { active, focusVisible, getRootProps } = useButton({ disabled });
  return (
    <button
      {...getRootProps({ onClick })}
      className={clsx(
        'inline-flex cursor-pointer items-center gap-2 rounded-full border border-emerald-700 bg-emerald-700 px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:border-gray-500 disabled:bg-transparent disabled:text-inherit',
        active && 'bg-emerald-800',
        focusVisible && 'outline-3 outline-offset-2 outline-emerald-300',
      )}
    >
      {children}
    </button>
  );
}

export default function QuickstartUseButton() {
  const [following, setFollowing] = React.useState(false);
  return (
    <div className="flex flex-wrap gap-3">
      <FollowButton onClick={() => setFollowing((value) => !value)}>
        {following ? 'Following Harbor Coffee' : 'Follow Harbor Coffee'}
      </FollowButton>
      <FollowButton disabled>Follow (account locked)</FollowButton>
    </div>
  );
}
