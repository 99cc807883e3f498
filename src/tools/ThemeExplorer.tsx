/** Material UI's default theme page's tool: its default theme, light and dark, as a searchable tree. */
import * as React from 'react';
import ThemeExplorerView from './themeExplorer/ThemeExplorerView';
import { MATERIAL_THEME } from './themeExplorer/defaultThemes';

export default function ThemeExplorer() {
  return <ThemeExplorerView source={MATERIAL_THEME} />;
}
