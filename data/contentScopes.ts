/**
 * The pages of each content issue, whose demo counts the content check measures against the
 * reference documentation's (src/content/contentFloors.ts). A scope is enforced once its pages
 * are written: from then on a page below its floor fails the build.
 */
import type { ContentScope } from '../src/content/contentFloors';

const material = (slug: string) => `/material-ui/${slug}/`;

export const CONTENT_SCOPES: ContentScope[] = [
  {
    title: 'Material UI inputs and data display',
    routes: [
      ...[
        'react-autocomplete',
        'react-button',
        'react-button-group',
        'react-checkbox',
        'react-floating-action-button',
        'react-radio-button',
        'react-rating',
        'react-select',
        'react-slider',
        'react-switch',
        'react-text-field',
        'react-transfer-list',
        'react-toggle-button',
      ].map(material),
      ...[
        'react-avatar',
        'react-badge',
        'react-chip',
        'react-divider',
        'icons',
        'material-icons',
        'react-list',
        'react-table',
        'react-tooltip',
        'react-typography',
      ].map(material),
    ],
    enforced: true,
  },
  {
    title: 'Material UI feedback, surfaces, navigation, layout, utils and lab',
    routes: [
      ...['react-alert', 'react-backdrop', 'react-dialog', 'react-progress', 'react-skeleton', 'react-snackbar'].map(material),
      ...['react-accordion', 'react-app-bar', 'react-card', 'react-paper'].map(material),
      ...[
        'react-bottom-navigation',
        'react-breadcrumbs',
        'react-drawer',
        'react-link',
        'react-menu',
        'react-pagination',
        'react-speed-dial',
        'react-stepper',
        'react-tabs',
      ].map(material),
      ...['react-box', 'react-container', 'react-grid', 'react-grid-legacy', 'react-stack', 'react-image-list'].map(material),
      ...[
        'react-click-away-listener',
        'react-css-baseline',
        'react-modal',
        'react-no-ssr',
        'react-popover',
        'react-popper',
        'react-portal',
        'react-textarea-autosize',
        'transitions',
        'react-use-media-query',
      ].map(material),
      ...['about-the-lab', 'react-masonry', 'react-timeline', 'all-components'].map(material),
    ],
    enforced: true,
  },
];
