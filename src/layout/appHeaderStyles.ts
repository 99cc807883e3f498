/*
 * The app bar's styles come with the frame, not with the app bar's chunk (src/layout/frameParts.ts),
 * so its server markup is styled from the first paint. `shell.e2e` checks every page kind with
 * scripts off.
 */
import './AppHeader.module.css';
import './LinkMenu.module.css';
import '../search/SearchButton.module.css';
import '../components/AppIconButton.module.css';
