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
];
