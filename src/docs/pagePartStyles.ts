/*
 * The styles of the parts that hydrate after the page (src/docs/pageParts.ts) come with the page,
 * not with the parts' chunks, so their server markup is styled from the first paint: left to the
 * bundler, the ad slot's reserved height arrived with its chunk and moved the page down.
 * `shell.e2e` checks every page kind with scripts off. Imported by the pages that show the parts.
 */
import '../navigation/SideNav.module.css';
import './PageActions.module.css';
import './PageSourceLinks.module.css';
import './PrevNext.module.css';
import '../ads/AdSlot.module.css';
