/** Joy UI's default theme viewer: its default theme, light and dark schemes, as a searchable tree. */
import * as React from 'react';
import ThemeExplorerView from './themeExplorer/ThemeExplorerView';
import { JOY_THEME } from './themeExplorer/joyTheme';

export default function JoyThemeExplorer() {
  return <ThemeExplorerView source={JOY_THEME} />;
}
