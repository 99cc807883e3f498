import * as React from 'react';
import { useButton } from '@mui/base/useButton';

function FollowButton({ author }: { author: string }) {
  const [following, setFollowing] = React.useState(false);
  const { getRootProps, active, focusVisible } = useButton();
  return (
    <button
      {...getRootProps({ onClick: () => setFollowing((value) => !value) })}
      aria-pressed={following}
      className={[
        'cursor-pointer rounded-full border border-solid border-blue-700 px-4 py-1.5 font-[inherit] text-sm/normal font-semibold dark:border-blue-300',
        following ? 'bg-blue-700 text-white dark:bg-blue-300 dark:text-gray-900' : 'bg-transparent text-blue-700 dark:text-blue-300',
        active ? 'scale-[0.97]' : '',
        focusVisible ? 'outline-2 outline-offset-2 outline-blue-700 dark:outline-blue-300' : '',
      ].join(' ')}
    >
      {following ? `Following ${author}` : `Follow ${author}`}
    </button>
  );
}

export default function UseButton() {
  return (
    <div className="flex flex-wrap gap-3">
      <FollowButton author="Ines Duarte" />
      <FollowButton author="Kwame Boateng" />
    </div>
  );
}
