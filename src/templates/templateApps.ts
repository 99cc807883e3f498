import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

/**
 * Each template's entry (data/<product>/templates/<slug>/App.tsx) by its id (`templateId`), a chunk
 * of its own: a template's page loads its template and no other, and renders it on the server. A
 * unit test keeps this map and the products' lists equal.
 */
export const TEMPLATE_APPS: Record<string, ComponentType> = {
  dashboard: dynamic(() => import('../../data/material/templates/dashboard/App')),
  'sign-in': dynamic(() => import('../../data/material/templates/sign-in/App')),
  checkout: dynamic(() => import('../../data/material/templates/checkout/App')),
  blog: dynamic(() => import('../../data/material/templates/blog/App')),
  'joy-sign-in': dynamic(() => import('../../data/joy/templates/sign-in/App')),
  'joy-email': dynamic(() => import('../../data/joy/templates/email/App')),
  'joy-team': dynamic(() => import('../../data/joy/templates/team/App')),
  'joy-orders': dynamic(() => import('../../data/joy/templates/orders/App')),
};
