import type * as React from 'react';
import Chip from '@mui/joy/Chip';
import BrushRoundedIcon from '@mui/icons-material/BrushRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import HeadsetMicRoundedIcon from '@mui/icons-material/HeadsetMicRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { TEAM_COLORS, type Team } from './data';

export const TEAM_ICONS: Record<Team, React.ReactElement> = {
  Design: <BrushRoundedIcon />,
  Engineering: <CodeRoundedIcon />,
  Product: <RocketLaunchRoundedIcon />,
  Research: <InsightsRoundedIcon />,
  Operations: <TuneRoundedIcon />,
  'Customer care': <HeadsetMicRoundedIcon />,
};

export default function TeamChip({ team, size = 'sm' }: { team: Team; size?: 'sm' | 'md' }) {
  return (
    <Chip size={size} variant="soft" color={TEAM_COLORS[team]} startDecorator={TEAM_ICONS[team]}>
      {team}
    </Chip>
  );
}
